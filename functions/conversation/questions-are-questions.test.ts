import { describe, expect, it } from 'vitest';
import { analyzedQuote, buttonsOf as quickQuestions, lastReply } from '../testing/analyzed-quote.js';
import type { QuoteRecord } from '../quotes/quote-record.js';
import { chatTurn } from './chat-turn.js';

/** A quote that prints the permit, the glass and the deposit: the chat's questions are about other items. */
const PRINTED = [
  'Acme Windows LLC',
  'Replace 10 Pella 250 Series vinyl double-hung windows, Low-E glass with argon, U-factor 0.27.',
  'Permit pulled by Acme. Remove and haul away old windows. New interior and exterior trim, caulked.',
  'TOTAL $12,480.00. Deposit 30% at signing, balance on completion.',
].join('\n');

const at = new Date('2026-11-28T15:00:00Z');

/** What a turn may not change when the message was not the answer to the chat's question. */
function sameRatings(before: QuoteRecord, after: QuoteRecord): void {
  expect(after.checklistResults.map((r) => [r.category, r.status, r.explanation])).toEqual(
    before.checklistResults.map((r) => [r.category, r.status, r.explanation]),
  );
  expect(after.overallScore).toBe(before.overallScore);
  expect(after.answers ?? {}).toEqual(before.answers ?? {});
  expect(after.totalCost).toBe(before.totalCost);
  expect(after.quantities).toBe(before.quantities);
}

/** The record as stored, with the opening check of the figures answered (the store keeps it asking). */
const settle = (r: QuoteRecord): QuoteRecord => ({
  ...r,
  fieldsCheck: r.fieldsCheck && { ...r.fieldsCheck, asking: null },
});

/** One message on a fresh copy of the quote; `settled`: after the opening check of the figures was answered. */
async function turn(text: string, { settled = false } = {}) {
  const setup = await analyzedQuote(PRINTED);
  const opened = setup.quote;
  const record =
    settled && opened.fieldsCheck ? { ...opened, fieldsCheck: { ...opened.fieldsCheck, asking: null } } : opened;
  await chatTurn(record, text, setup.deps, at);
  const after = (await setup.backend.quotes.get(record.id))!;
  return { before: record, after, reply: await lastReply(setup.backend, record), ...setup };
}

/** The chat's last reply after `messages`, each sent as the next turn on a fresh copy of the quote. */
async function replyAfter(...messages: string[]): Promise<string> {
  const { quote, deps, backend } = await analyzedQuote(PRINTED);
  for (const m of messages) await chatTurn((await backend.quotes.get(quote.id))!, m, deps, at);
  return lastReply(backend, quote);
}

describe('a message changes ratings and fields only as the answer to the question the chat just asked', () => {
  it('a question about a financing programme is answered and changes no rating', async () => {
    const { before, after, reply } = await turn(
      'They offer 0% financing for 18 months through their bank, and a 50% deposit, is that a good deal?',
    );
    sameRatings(before, after);
    expect(reply).not.toMatch(/Re-analyzing/);
  });

  it("a long message about other contractors' estimates changes nothing and says nothing about figures it did not give", async () => {
    const { before, after, reply } = await turn(
      'We got two other estimates. One company wanted 50% down and did not include permits. The second guy said they would not haul away the old windows. They all use vinyl. It seems everyone does something different.',
    );
    sameRatings(before, after);
    expect(reply).not.toMatch(/Re-analyzing/);
  });

  it('"the same double pane, argon, Energy Star windows" from another contractor is no answer about this quote', async () => {
    const { before, after, reply } = await turn(
      'Another contractor quoted a third of the price for the same double pane, argon, Energy Star windows',
    );
    sameRatings(before, after);
    expect(reply).not.toMatch(/Re-analyzing/);
  });

  it("a remark against what the quote prints is asked back with the quote's line, and changes nothing until confirmed", async () => {
    const { before, after, reply, deps, backend } = await turn('I think I will have to get the permit myself.');
    sameRatings(before, after);
    expect(reply).not.toMatch(/Re-analyzing/);
    expect(reply).toMatch(/you get the permit yourself/i);
    expect(reply).toMatch(/Your quote says: “Permit pulled by Acme\./);
    expect(quickQuestions(reply)).toEqual(['Yes, update it', 'No, leave it']);

    await chatTurn(after, 'No, leave it', deps, new Date('2026-11-28T15:01:00Z'));
    const kept = (await backend.quotes.get(after.id))!;
    sameRatings(before, kept);
    expect(await lastReply(backend, after)).toMatch(/left this quote as it is/);
    expect(await lastReply(backend, after)).not.toMatch(/Figures from other quotes/);
  });

  it('a stated fact applies once the homeowner confirms it, and the reply says what changed', async () => {
    const { after, reply, deps, backend } = await turn('The deposit is 60%.');
    expect(after.answers?.depositPercent).toBeUndefined();
    expect(quickQuestions(reply)).toEqual(['Yes, update it', 'No, leave it']);
    await chatTurn(after, 'Yes, update it', deps, new Date('2026-11-28T15:01:00Z'));
    const applied = (await backend.quotes.get(after.id))!;
    expect(applied.answers?.depositPercent).toBe(60);
    const payment = applied.checklistResults.find((r) => r.category === 'payment')!;
    const was = after.checklistResults.find((r) => r.category === 'payment')!;
    expect(payment.status).not.toBe(was.status);
    const confirmed = await lastReply(backend, after);
    expect(confirmed).toMatch(/Re-analyzing \*\*Payment Terms\*\* based on your answer \(the deposit is 60%\)/);
    expect(confirmed).toMatch(/\(was (?:Good|Average|Poor|Need Info)\)/);
  });

  it("another dealer's sizes, unit prices and model numbers are never offered as this quote's total or counts", async () => {
    for (const text of [
      'The dealer down the road quoted 36 x 60 double hungs at $450 each, model 4400.',
      'Their windows are 36x60 at $450 per window, model number 5500.',
    ]) {
      const { before, after, reply } = await turn(text);
      sameRatings(before, after);
      expect(after.pendingFieldChange ?? null).toBeNull();
      expect(quickQuestions(reply) ?? []).not.toContain('Yes, update it');
    }
  });
});

describe('no stock lines that do not apply', () => {
  it('a question that mentions another contractor but gives no figures gets no "figures from other quotes" line', async () => {
    const { reply } = await turn('My neighbour used another contractor, what should I look for in a warranty?');
    expect(reply).not.toMatch(/left this quote as it is|Figures from other quotes/);
  });

  it('a store named on the way, with no figures, gets no "figures from other quotes" line', async () => {
    const { reply } = await turn(
      "Browsing at Lowe's, replacing sliding doors looked much cheaper than I expected. Is installing four sliding doors ourselves realistic?",
    );
    expect(reply).not.toMatch(/left this quote as it is|Figures from other quotes/);
  });

  it("the homeowner's own order through a store is not another quote, and changes nothing", async () => {
    const { before, after, reply } = await turn(
      'I ordered Andersen windows (clad outside, wood inside) plus two doors through Home Depot back in March. Installation was targeted for August but started in September. Is a schedule like this normal?',
    );
    sameRatings(before, after);
    expect(after.pendingFieldChange ?? null).toBeNull();
    expect(reply).not.toMatch(/left this quote as it is|Figures from other quotes/);
  });

  it('a fact told of windows replaced years ago, with no figure, gets no "figures from other quotes" line', async () => {
    const { reply } = await turn(
      'About 18 years ago we replaced all the single-glazed windows with timber ones and never had listed building consent. Can we apply for it now?',
    );
    expect(reply).not.toMatch(/left this quote as it is|Figures from other quotes/);
  });

  it('a yearly insurance premium is no figure of a quote, and gets no "figures from other quotes" line', async () => {
    const { before, after, reply } = await turn(
      'The review board may make us tear out the windows we installed. Wood ones would cost us about $3,000 a year more in wind-insurance premiums. How do I make the case to keep them?',
    );
    sameRatings(before, after);
    expect(reply).not.toMatch(/left this quote as it is|Figures from other quotes/);
  });

  it("another contractor's figures are set aside, and the reply says so", async () => {
    const { before, after, reply } = await turn(
      'The other company wanted a 50% deposit and gave a 1 year labor warranty.',
    );
    sameRatings(before, after);
    expect(reply).toMatch(/left this quote as it is/);
  });
});

describe('"Re-analyzing" only when something changes', () => {
  const OWNER_PERMIT = PRINTED.replace('Permit pulled by Acme.', 'Permit, if required, to be obtained by homeowner.');

  it('a confirmed answer that leaves the rating where it was says why, without "Re-analyzing"', async () => {
    const { quote, deps, backend } = await analyzedQuote(OWNER_PERMIT);
    await chatTurn(quote, 'The salesman said the permit is included.', deps, at);
    await chatTurn((await backend.quotes.get(quote.id))!, 'Yes, update it', deps, at);
    const reply = await lastReply(backend, quote);
    expect(reply).toMatch(/\*\*Permits & Inspections\*\* stays Poor: /);
    expect(reply).not.toMatch(/Re-analyzing/);
  });
});

describe('"why?" after an answer', () => {
  it("gives the reasoning behind the item's rating: the quote's lines, the rule and its sources with their date, not the answer again", async () => {
    const { quote, deps, backend } = await analyzedQuote(PRINTED);
    await chatTurn(quote, 'What about the payment terms?', deps, at);
    const first = await lastReply(backend, quote);
    await chatTurn((await backend.quotes.get(quote.id))!, 'Why?', deps, at);
    const why = await lastReply(backend, quote);
    expect(why).toMatch(/\*\*Why Payment Terms is \w+/);
    expect(why).toMatch(/What your quote says: “TOTAL \$12,480\.00\. Deposit 30% at signing/);
    expect(why).toMatch(/Sources: .+\(last checked \d{1,2} \w{3} \d{4}\)/);
    expect(why.split('\n\n')[0]).not.toBe(first.split('\n\n')[0]);
  });
});

describe('"¿por qué?" and a follow-up in Spanish', () => {
  it('gives the reasoning in Spanish, the quote’s lines as printed, with a Spanish button', async () => {
    const why = await replyAfter('¿Es normal un depósito del 30%?', '¿por qué?');
    expect(why).toMatch(/^\*\*Por qué la calificación de Condiciones de pago es «\w+»:\*\*/);
    expect(why).toMatch(/Lo que dice su presupuesto: “TOTAL \$12,480\.00\. Deposit 30% at signing/);
    expect(why).toMatch(/Fuentes: .+\(última revisión: \d{1,2} de \w+ de \d{4}\)/);
    expect(why).not.toMatch(/\b(?:Why|The rule|Sources)\b/);
    expect(quickQuestions(why)).toEqual(['Volver a la lista']);
  });

  it('keeps the subject for "¿y eso es legal aquí?" and answers in Spanish, never "not understood"', async () => {
    const reply = await replyAfter('¿Es normal un depósito del 30%?', '¿y eso es legal aquí?');
    expect(reply).not.toMatch(/No estoy seguro de haber entendido/);
    expect(reply).toMatch(/Condiciones de pago/);
  });

  it('names the sources of a term’s explanation in Spanish', async () => {
    expect(await replyAfter('¿Qué es el SHGC?', '¿y eso por qué?')).toMatch(
      /^Esa explicación viene de estas fuentes \(glosario revisado el /,
    );
  });

  it('does not lean a Spanish question that names its own subject on the last answer', async () => {
    const { quote, deps, backend } = await analyzedQuote(PRINTED);
    await chatTurn(quote, '¿Qué cubre la garantía?', deps, at);
    await chatTurn(
      (await backend.quotes.get(quote.id))!,
      '¿y cuánto cuesta por ventana? ¿Es justo el precio?',
      deps,
      at,
    );
    expect(await lastReply(backend, quote)).toMatch(/Análisis de precio/);
  });
});

describe("figures offered as this quote's", () => {
  it("are not offered when they are the quote's own already", async () => {
    const { after, reply } = await turn(
      'We were told two days for ten windows and they are only half done. How long should this take?',
    );
    expect(after.pendingFieldChange ?? null).toBeNull();
    expect(reply).not.toMatch(/Before I change anything/);
  });

  it('in a question, are not offered for a field the quote already prints', async () => {
    const { after, reply } = await turn(
      'The salesman said $2,100 for our two smallest windows. Does that sound right?',
    );
    expect(after.pendingFieldChange ?? null).toBeNull();
    expect(quickQuestions(reply) ?? []).not.toContain('Yes, update it');
  });

  it('stated as a correction, are still asked back before they change the quote', async () => {
    const { after, reply } = await turn('The total is actually $11,900.', { settled: true });
    expect(after.totalCost).toBe('12480.00');
    expect(reply).toMatch(/Is \$11,900\.00 the total of this quote\?/);
  });
});

describe('follow-ups', () => {
  it.each([
    ['What does the warranty cover?', 'and the labour part?'],
    ['Is a 30% deposit normal?', 'Is that legal here?'],
  ])('"%s" then "%s": the second answer does not repeat the first word for word', async (first, second) => {
    const { quote, deps, backend } = await analyzedQuote(PRINTED);
    await chatTurn(quote, first, deps, at);
    const one = await lastReply(backend, quote);
    await chatTurn((await backend.quotes.get(quote.id))!, second, deps, at);
    const two = await lastReply(backend, quote);
    // Both may quote the same line of the quote; what they explain must differ.
    const explanation = (reply: string) =>
      reply.split('\n\n').find((p) => !/^Your quote (?:says|does not say)/.test(p));
    expect(explanation(two)).not.toBe(explanation(one));
    expect(two).not.toMatch(/not sure I understood/);
  });
});

describe('a follow-up whose answer would repeat the last one', () => {
  it('gets the reasoning, after what the quote says on what it asks', async () => {
    const { quote, deps, backend } = await analyzedQuote(PRINTED);
    await chatTurn(quote, 'What does the warranty cover?', deps, at);
    await chatTurn((await backend.quotes.get(quote.id))!, 'and the labour part?', deps, at);
    const reply = await lastReply(backend, quote);
    expect(reply).toMatch(
      /^Your quote does not say anything about the warranty\. Ask the contractor: .*labor warranty/,
    );
    expect(reply).toContain('**Why Warranty Terms is');
  });
});

describe('a follow-up the router would place elsewhere with little confidence', () => {
  it.each([
    ['Can I get the 25C tax credit for these windows?', 'does that apply to doors too?', /25C|tax credit/i],
    ['What does the warranty cover?', 'is that normal?', /warrant/i],
  ])('"%s" then "%s" stays on the subject', async (first, second, subject) => {
    const { quote, deps, backend } = await analyzedQuote(PRINTED);
    await chatTurn(quote, first, deps, at);
    await chatTurn((await backend.quotes.get(quote.id))!, second, deps, at);
    expect(await lastReply(backend, quote)).toMatch(subject);
  });
});

describe('"is that legal here?" after a deposit answer', () => {
  it("is answered with the deposit law of the quote's state and its sources, beside the quote's deposit line", async () => {
    const { quote, deps, backend } = await analyzedQuote(PRINTED, { zipCode: '19107' });
    await chatTurn(quote, 'Is a 30% deposit normal?', deps, at);
    await chatTurn((await backend.quotes.get(quote.id))!, 'Is that legal here?', deps, at);
    const reply = await lastReply(backend, quote);
    expect(reply).toMatch(/\*\*The law in Pennsylvania:\*\* Pennsylvania limits the deposit to one-third/);
    expect(reply).toContain('Deposit 30% at signing');
    expect(reply).toMatch(/Sources: /);
    expect(reply).not.toMatch(/financ/i);
  });
});

describe('a change asked back', () => {
  it('is confirmed only by the next message: after another question, a later "Yes" does not apply it', async () => {
    const { after, deps, backend } = await turn('The deposit is 60%.', { settled: true });
    expect(after.pendingFieldChange?.answers).toEqual({ depositPercent: 60 });
    expect(after.pendingQuestion).not.toBeNull();
    await chatTurn(settle(after), 'What is SHGC?', deps, at);
    const asked = (await backend.quotes.get(after.id))!;
    expect(asked.pendingFieldChange ?? null).toBeNull();
    await chatTurn(settle(asked), 'Yes, update it', deps, at);
    expect((await backend.quotes.get(after.id))!.answers?.depositPercent).toBeUndefined();
  });
});

describe('every reply is one answer', () => {
  it('a free question gets its answer and a "Back to the checklist" button, not the checklist\'s question', async () => {
    const { after, reply, deps, backend } = await turn('What is SHGC?', { settled: true });
    const pending = after.pendingQuestion;
    expect(pending).not.toBeNull();
    expect(reply).not.toContain(pending!.question.text);
    expect(reply).not.toMatch(/back to my question|About \*\*/);
    expect(quickQuestions(reply)).toEqual(['Back to the checklist']);
    await chatTurn(settle(after), 'Back to the checklist', deps, at);
    const back = await lastReply(backend, after);
    expect(back).toContain(pending!.question.text);
    expect(quickQuestions(back)).toEqual(pending!.question.options);
  });

  it('a Spanish question gets a Spanish button', async () => {
    const { reply } = await turn('¿Qué garantía tienen las ventanas?', { settled: true });
    expect(quickQuestions(reply)).toEqual(['Volver a la lista']);
  });

  it("the chat's question stays open behind the answer: a later answer to it still counts", async () => {
    const { after, deps, backend } = await turn('What is SHGC?', { settled: true });
    const pending = after.pendingQuestion!;
    await chatTurn(settle(after), pending.question.options[0]!, deps, at);
    expect((await backend.quotes.get(after.id))!.closedQuestions).toContain(pending.category);
  });
});
