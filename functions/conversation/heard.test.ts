import { describe, expect, it } from 'vitest';
import { analyzedQuote, lastReply } from '../testing/analyzed-quote.js';
import { chatTurn } from './chat-turn.js';
import { correctFields } from './quote-analysis.js';

const SILENT_GLASS = [
  'Acme Windows LLC',
  'Replace 10 Pella 250 Series vinyl double-hung windows.',
  'Permit pulled by Acme. Remove and haul away old windows. New interior and exterior trim, caulked.',
  'TOTAL $12,480.00. Deposit 30% at signing, balance on completion.',
].join('\n');

describe('what the homeowner said decides a rating, and the rating says so', () => {
  it('keeps the answer as given and when, and the rating quotes it', async () => {
    const { deps, backend, quote } = await analyzedQuote(SILENT_GLASS);
    expect(quote.checklistResults.find((r) => r.category === 'energy')!.status).toBe('unknown_discuss');
    await chatTurn(quote, 'Low-E with argon', deps, new Date('2026-11-28T15:00:00Z'));
    // Said unasked, it is asked back first; the confirmation keeps the words of the message that said it.
    const asked = (await backend.quotes.get(quote.id))!;
    expect(asked.answers?.lowEGas).toBeUndefined();
    await chatTurn(asked, 'Yes, update it', deps, new Date('2026-11-28T15:00:00Z'));
    const after = (await backend.quotes.get(quote.id))!;
    expect(after.answersGiven?.lowEGas).toEqual({ text: 'Low-E with argon', at: '2026-11-28T15:00:00.000Z' });
    const energy = after.checklistResults.find((r) => r.category === 'energy')!;
    expect(energy.evidence![0]).toBe('You said: Low-E with argon (28 Nov 2026)');
    expect(energy.explanation).toMatch(/^You said|rests on your answer/);
    expect(energy.explanation).not.toMatch(/The quote specifies/);
  });

  it('redacts what the homeowner said before keeping it', async () => {
    const { deps, backend, quote } = await analyzedQuote(SILENT_GLASS);
    await chatTurn(quote, 'Low-E with argon, call me at 614-555-0199', deps, new Date('2026-11-28T15:00:00Z'));
    const asked = (await backend.quotes.get(quote.id))!;
    expect(JSON.stringify(asked)).not.toContain('614-555-0199');
    await chatTurn(asked, 'Yes, update it', deps, new Date('2026-11-28T15:00:00Z'));
    const after = (await backend.quotes.get(quote.id))!;
    const said = after.checklistResults.find((r) => r.category === 'energy')!.evidence![0]!;
    expect(said).toMatch(/^You said: Low-E with argon, call me at \[PHONE\]/);
    expect(JSON.stringify(after)).not.toContain('614-555-0199');
  });
});

describe('an answer the chat does not accept gets a reason', () => {
  const OWNER_PERMIT = [
    'Acme Windows LLC',
    'Replace 10 vinyl double-hung windows, Low-E glass with argon.',
    'PERMITS: Permit, if required, to be obtained by homeowner.',
    'TOTAL $12,480.00. Deposit 30% at signing, balance on completion.',
  ].join('\n');

  it('hearsay about the permit leaves Permits Poor, says why and what would change it', async () => {
    const { deps, backend, quote } = await analyzedQuote(OWNER_PERMIT);
    expect(quote.checklistResults.find((r) => r.category === 'permits')!.status).toBe('bad');
    await chatTurn(quote, 'I think the permit is included, the salesman said so', deps);
    // Said unasked and against what the quote prints: asked back with the quote's line first.
    expect(await lastReply(backend, quote)).toMatch(
      /you said the contractor pulls the permit\. Your quote says: “PERMITS: Permit, if required, to be obtained by homeowner/,
    );
    await chatTurn((await backend.quotes.get(quote.id))!, 'Yes, update it', deps);
    const reply = await lastReply(backend, quote);
    expect(reply).toMatch(/\*\*Permits & Inspections\*\* stays Poor: /);
    expect(reply).toMatch(/what the quote itself says \(“PERMITS: Permit, if required, to be obtained by homeowner/);
    expect(reply).toMatch(/not part of the contract/);
    expect(reply).toMatch(/ask the contractor to write it into the quote: will you pull the building permit/);
  });
});

describe('an edited total is the figure the verdicts use, marked as edited', () => {
  it('records the printed total and the date, and pricing notes the change instead of citing the old total', async () => {
    const { deps, quote } = await analyzedQuote(SILENT_GLASS);
    const { record } = await correctFields(quote, { totalCost: '11900.00' }, deps, new Date('2026-11-28T16:00:00Z'));
    expect(record.fieldEdits?.totalCost).toEqual({ from: '12480.00', at: '2026-11-28T16:00:00.000Z' });
    const pricing = record.checklistResults.find((r) => r.category === 'pricing')!;
    expect(pricing.explanation).toMatch(/You changed the total from \$12,480\.00 to \$11,900\.00 on 28 Nov 2026/);
    expect(pricing.evidence![0]).toBe('You changed the total from $12,480.00 to $11,900.00 on 28 Nov 2026.');
    expect(pricing.evidence).not.toContain('TOTAL $12,480.00. Deposit 30% at signing, balance on completion.');
  });

  it('the chat answers about the price with the edited total and the note of the change', async () => {
    const { deps, backend, quote } = await analyzedQuote(SILENT_GLASS);
    const { record } = await correctFields(quote, { totalCost: '11900.00' }, deps, new Date('2026-11-28T16:00:00Z'));
    await chatTurn(record, 'Is this price fair?', deps, new Date('2026-11-28T16:05:00Z'));
    const reply = await lastReply(backend, quote);
    expect(reply).toMatch(/\$11,900/);
    expect(reply).toMatch(/You changed the total from \$12,480\.00 to \$11,900\.00 on 28 Nov 2026/);
  });

  it('a second change keeps the total the quote printed, and setting it back clears the mark', async () => {
    const { deps, quote } = await analyzedQuote(SILENT_GLASS);
    const once = (await correctFields(quote, { totalCost: '11900.00' }, deps, new Date('2026-11-28T16:00:00Z'))).record;
    const twice = (await correctFields(once, { totalCost: '11500.00' }, deps, new Date('2026-11-29T16:00:00Z'))).record;
    expect(twice.fieldEdits?.totalCost).toEqual({ from: '12480.00', at: '2026-11-29T16:00:00.000Z' });
    const back = (await correctFields(twice, { totalCost: '12480.00' }, deps, new Date('2026-11-30T16:00:00Z'))).record;
    expect(back.fieldEdits?.totalCost).toBeUndefined();
    expect(back.checklistResults.find((r) => r.category === 'pricing')!.explanation).not.toMatch(/You changed/);
  });
});
