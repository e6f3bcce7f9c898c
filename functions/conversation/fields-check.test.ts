import { describe, expect, it } from 'vitest';
import { QUICK_QUESTIONS_END, QUICK_QUESTIONS_START } from '@shared/checklist.js';
import type { ChatMessage } from '@shared/types.js';
import { analyzedQuote as analyzedTextQuote } from '../testing/analyzed-quote.js';
import type { QuoteRecord } from '../quotes/quote-record.js';
import { correctQuote, reanalyzeQuote, sendChatMessage } from './homeowner-requests.js';

const TEXT = [
  'Acme Windows LLC',
  'Replace 8 vinyl double-hung windows and 1 entry door, Low-E argon, ENERGY STAR.',
  'Remove and dispose of old windows.',
  'Total: $9,203.08. Deposit 30% at signing, balance on completion.',
].join('\n');

const YES = "Yes, that's right";
const CONFIRM = 'I checked the price using: total $9,203.08, 8 windows and 1 door, ZIP 33611. Is that right?';

/** The quote above analyzed by the rules engine over an in-memory store, as the pipeline leaves it. */
const analyzedQuote = (fields: Partial<QuoteRecord> = {}, id = 'quote-0000000000000001') =>
  analyzedTextQuote(
    TEXT,
    {
      id,
      totalCost: '9203.08',
      zipCode: '33611',
      quantities: '8 windows, 1 door',
      quoteType: 'windows_doors',
      ...fields,
    },
    new Date('2026-06-01T11:01:00Z'),
  );

function buttons(message: ChatMessage): string[] {
  const start = message.content.indexOf(QUICK_QUESTIONS_START);
  if (start === -1) return [];
  return JSON.parse(
    message.content.slice(start + QUICK_QUESTIONS_START.length, message.content.indexOf(QUICK_QUESTIONS_END)),
  ) as string[];
}

const yes = { kind: 'confirm-fields', answer: 'yes' } as const;
const fix = { kind: 'confirm-fields', answer: 'fix' } as const;

describe('the first message states the figures the price check used', () => {
  it('sums up the analysis and asks about the total, the counts and the ZIP, with two buttons that carry their action', async () => {
    const { backend, quote } = await analyzedQuote();
    const [opening, ...rest] = await backend.messageStore.list(quote.id);
    expect(rest).toEqual([]);
    expect(opening!.content).toContain(`Quality Score: ${quote.overallScore}/100`);
    expect(opening!.content).toContain(CONFIRM);
    expect(buttons(opening!)).toEqual([YES, 'Fix it']);
    expect(opening!.actions).toEqual([
      { label: YES, action: yes },
      { label: 'Fix it', action: fix },
    ]);
    expect(quote.fieldsCheck).toEqual({ asking: 'confirm', asked: ['confirm'], confirmedAt: null });
    // The checklist's first question waits for the answer.
    expect(quote.pendingQuestion).not.toBeNull();
    expect(opening!.content).not.toContain(quote.pendingQuestion!.question.text);
  });

  it('does not state a field that is TBD as a figure', async () => {
    const { backend, quote } = await analyzedQuote({ quantities: null });
    const [opening] = await backend.messageStore.list(quote.id);
    expect(opening!.content).toContain('I checked the price using: total $9,203.08, ZIP 33611. Is that right?');
    const none = await analyzedQuote({ totalCost: null, quantities: null, zipCode: null });
    const said = await none.backend.messageStore.list(none.quote.id);
    expect(said.map((m) => m.content).join('\n')).not.toMatch(/checked the price using/);
    expect(said).toHaveLength(2);
  });
});

describe('"Yes, that\'s right"', () => {
  it('records the confirmation, re-runs nothing, asks the checklist question and is not asked again', async () => {
    const { deps, backend, quote } = await analyzedQuote();
    const messages = await sendChatMessage(quote, YES, deps, yes);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[0]!.content).toBe(YES);
    expect(messages[1]!.content).toMatch(/^Thanks for confirming — the price check stands on those figures\.\n\n/);
    expect(messages[1]!.content).toContain(quote.pendingQuestion!.question.text);
    const after = (await backend.quotes.get(quote.id))!;
    expect(after.fieldsCheck).toMatchObject({ asking: null, confirmedAt: expect.any(String) });
    expect(after.checklistResults).toEqual(quote.checklistResults);
    expect(after.overallScore).toBe(quote.overallScore);
    expect(after.fieldEdits).toBeUndefined();

    // A replay changes nothing and says nothing.
    expect(await sendChatMessage(after, YES, deps, yes)).toEqual([]);
    expect((await backend.quotes.get(quote.id))!.revision).toBe(after.revision);

    // A full analysis on request does not ask again.
    await reanalyzeQuote(after, deps);
    expect((await backend.messageStore.list(quote.id)).at(-1)!.content).not.toMatch(/Is that right\?/);
  });

  it('typed, a yes to the figures counts the same', async () => {
    const { deps, backend, quote } = await analyzedQuote();
    const [, reply] = await sendChatMessage(quote, 'yes', deps);
    expect(reply!.content).toMatch(/^Thanks for confirming/);
    expect((await backend.quotes.get(quote.id))!.fieldsCheck!.confirmedAt).not.toBeNull();
  });

  it('another message meanwhile is answered alone; the checklist question waits behind a button; the figures are not asked again', async () => {
    const { deps, backend, quote } = await analyzedQuote();
    const [, reply] = await sendChatMessage(quote, 'What should I ask the contractor?', deps);
    expect(reply!.content).not.toContain(quote.pendingQuestion!.question.text);
    expect(reply!.content).not.toMatch(/Is that right\?/);
    expect(reply!.content).toContain('["Back to the checklist"]');
    const after = (await backend.quotes.get(quote.id))!;
    expect(after.fieldsCheck).toMatchObject({ asking: null, confirmedAt: null });
    expect(after.pendingQuestion).toBeNull();
    const [, back] = await sendChatMessage(after, 'Back to the checklist', deps);
    expect(back!.content).toContain(quote.pendingQuestion!.question.text);
    expect((await backend.quotes.get(quote.id))!.pendingQuestion).toEqual(quote.pendingQuestion);
  });
});

describe('a question while the figures are asked about', () => {
  it.each([
    'None of the other three contractors wrote anything about lead on their quotes. Is that a red flag?',
    'No idea what SHGC means, can you explain it?',
  ])('"%s" is answered as a question, not taken as "Fix it" or "Yes"', async (text) => {
    const { deps, backend, quote } = await analyzedQuote();
    const [, reply] = await sendChatMessage(quote, text, deps);
    expect(reply!.content).not.toMatch(/Which figure should I fix\?/);
    const after = (await backend.quotes.get(quote.id))!;
    expect(after.fieldsCheck!.confirmedAt).toBeNull();
    expect(after.fieldsCheck!.asking).not.toBe('fix');
  });
});

describe('"Fix it"', () => {
  it('asks which figure; the fix is saved and re-analysed exactly as the edit pencil does, and the chat says what changed', async () => {
    const { deps, backend, quote } = await analyzedQuote();
    const [, ask] = await sendChatMessage(quote, 'Fix it', deps, fix);
    expect(ask!.content).toBe(
      'Which figure should I fix? Type the right one — for example “9 windows and 1 door”, “the total is $9,500” or “ZIP 33611” — and I will re-run the checks that depend on it.',
    );
    const fixing = (await backend.quotes.get(quote.id))!;
    expect(fixing.fieldsCheck!.asking).toBe('fix');
    expect(await sendChatMessage(fixing, 'Fix it', deps, fix)).toEqual([]);

    const [, done] = await sendChatMessage(fixing, 'There are 12 windows', deps);
    const fixed = (await backend.quotes.get(quote.id))!;
    expect(fixed.quantities).toBe('12 windows, 1 door');
    expect(fixed.fieldEdits?.quantities).toMatchObject({ from: '8 windows, 1 door' });
    expect(done!.content).toMatch(/^Thanks — I changed the quantities to 12 windows, 1 door\.\nRe-analyzing \*\*/);
    expect(fixed.fieldsCheck).toMatchObject({ asking: null, confirmedAt: expect.any(String) });

    // The same correction through the edit pencils' route gives the same analysis.
    const twin = await analyzedQuote({}, 'quote-0000000000000002');
    const edited = await correctQuote(twin.quote, { quantities: '12 windows, 1 door' }, twin.deps);
    const verdicts = (r: QuoteRecord) => r.checklistResults.map((c) => [c.category, c.status, c.explanation]);
    expect(verdicts(fixed)).toEqual(verdicts(edited));
    expect(fixed.overallScore).toBe(edited.overallScore);
    const pricing = fixed.checklistResults.find((r) => r.category === 'pricing')!;
    expect(pricing.modificationHistory?.at(-1)?.reason).toBe("You changed the quantities '12 windows, 1 door'");
  });
});

describe('two-candidate choices for a field left empty', () => {
  const choices = {
    fieldChoices: { totalCost: ['9203.08', '8900.00'] },
    totalCost: null,
    uncertainFields: [{ field: 'totalCost', reason: 'two totals, no option chosen' }],
  };

  it('asks "Is the total $X or $Y?" first, with each value and "Neither" as buttons', async () => {
    const { backend, quote } = await analyzedQuote(choices);
    const [opening] = await backend.messageStore.list(quote.id);
    expect(opening!.content).toContain(
      'The quote does not say clearly what the total is. Is the total $9,203.08 or $8,900.00?',
    );
    expect(buttons(opening!)).toEqual(['$9,203.08', '$8,900.00', 'Neither']);
    expect(opening!.actions!.map((a) => a.action)).toEqual([
      { kind: 'choose', field: 'totalCost', value: '9203.08' },
      { kind: 'choose', field: 'totalCost', value: '8900.00' },
      { kind: 'choose', field: 'totalCost', value: null },
    ]);
    expect(quote.fieldsCheck!.asking).toBe('totalCost');
  });

  it('a tap sets the field as an edit does, the chat says what changed, then asks about the figures', async () => {
    const { deps, backend, quote } = await analyzedQuote(choices);
    const action = { kind: 'choose', field: 'totalCost', value: '8900.00' } as const;
    const [said, reply] = await sendChatMessage(quote, 'call me at 813-555-0199', deps, action);
    // A tap is kept as the button's own label, whatever words came with it.
    expect(said!.content).toBe('$8,900.00');
    const after = (await backend.quotes.get(quote.id))!;
    expect(after.totalCost).toBe('8900.00');
    expect(after.fieldEdits?.totalCost).toMatchObject({ from: null });
    expect(reply!.content).toMatch(/^Thanks — I changed the total price to \$8,900\.00\.\nRe-analyzing \*\*Pricing/);
    expect(reply!.content).toContain(
      'I checked the price using: total $8,900.00, 8 windows and 1 door, ZIP 33611. Is that right?',
    );
    expect(reply!.actions!.map((a) => a.label)).toEqual([YES, 'Fix it']);
    const pricing = after.checklistResults.find((r) => r.category === 'pricing')!;
    expect(pricing.modified).toBe(true);

    // The same tap again changes nothing.
    expect(await sendChatMessage(after, '$8,900.00', deps, action)).toEqual([]);
    expect((await backend.quotes.get(quote.id))!.revision).toBe(after.revision);
  });

  it('refuses a value that is not one of the stored choices (400) and changes nothing', async () => {
    const { deps, backend, quote } = await analyzedQuote(choices);
    await expect(
      sendChatMessage(quote, '$1.00', deps, { kind: 'choose', field: 'totalCost', value: '1.00' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'That is not one of the choices for the total: $9,203.08 or $8,900.00.',
    });
    await expect(
      sendChatMessage(quote, 'Bob', deps, { kind: 'choose', field: 'vendor', value: 'Bob' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'There is no choice to make for the contractor of this quote.',
    });
    expect(await backend.quotes.get(quote.id)).toEqual(quote);
    expect(await backend.messageStore.list(quote.id)).toHaveLength(1);
  });

  it('"Neither" leaves the total TBD and falls back to asking for it', async () => {
    const { deps, backend, quote } = await analyzedQuote(choices);
    const [, reply] = await sendChatMessage(quote, 'Neither', deps, {
      kind: 'choose',
      field: 'totalCost',
      value: null,
    });
    expect(reply!.content).toMatch(/^All right — I'll leave the total as TBD\.\n\n/);
    expect(reply!.content).toContain('What is the total price on the quote');
    expect(reply!.content).not.toMatch(/Is that right\?/);
    const after = (await backend.quotes.get(quote.id))!;
    expect(after.totalCost).toBeNull();
    expect(after.pendingQuestion).toMatchObject({ category: 'pricing', question: { answer: 'totalCost' } });
    // The answer to that question sets the total as today.
    await sendChatMessage(after, '$9,100', deps);
    expect((await backend.quotes.get(quote.id))!.totalCost).toBe('9100.00');
  });

  it('a typed value of one of the choices counts as its tap', async () => {
    const { deps, backend, quote } = await analyzedQuote(choices);
    await sendChatMessage(quote, '$9,203.08', deps);
    expect((await backend.quotes.get(quote.id))!.totalCost).toBe('9203.08');
  });
});

describe('who may answer the figures', () => {
  it('a quote not yet analysed refuses a tapped answer (409) as an edit', async () => {
    const { deps, quote } = await analyzedQuote();
    for (const status of ['analyzing', 'error'] as const) {
      await expect(sendChatMessage({ ...quote, status }, YES, deps, yes)).rejects.toMatchObject({ statusCode: 409 });
    }
  });
});
