import { describe, expect, it } from 'vitest';
import { QUICK_QUESTIONS_END, QUICK_QUESTIONS_START } from '@shared/checklist.js';
import { analyzeWithRules } from '../analysis/rules-engine.js';
import { quoteInput } from '../analysis/testing/quote-input.js';
import { affectedCategories } from './affected.js';
import { questionText, withQuickQuestions } from './chat-messages.js';
import { changedCategories, mergeResults, toStored } from './modifications.js';
import { nextQuestion } from './next-question.js';
import { newQuoteRecord, toQuote } from '../quotes/quote-record.js';

const silent = analyzeWithRules(quoteInput('Replace windows. Deposit required.', { fields: { zipCode: '29464' } }));

describe('modifications', () => {
  const before = silent.results.map(toStored);

  it('every result carries modified: false and an empty history until it changes (spec section 3)', () => {
    for (const r of before) expect(r).toMatchObject({ modified: false, modificationHistory: [] });
  });

  it('results stored before they always carried the fields read back with them', () => {
    const { modified: _m, modificationHistory: _h, ...old } = before[0]!;
    const record = {
      ...newQuoteRecord({
        id: 'q1',
        fileName: 'quote.pdf',
        contentType: 'application/pdf',
        fileSize: 1,
        fileKey: 'k',
        status: 'completed',
        progressMessage: null,
        owner: { guestId: 'g' },
        createdAt: '2026-11-25T00:00:00Z',
      }),
      checklistResults: [old],
    };
    expect(toQuote(record).checklistResults[0]).toMatchObject({ modified: false, modificationHistory: [] });
  });
  const after = analyzeWithRules(
    quoteInput('Replace windows. Deposit required.', { fields: { zipCode: '29464' }, answers: { depositPercent: 20 } }),
  ).results;

  it('an item the change moved gets modified, a history entry and the latest reason', () => {
    const merged = mergeResults(before, after, {
      reason: 'You said the deposit is 20%',
      at: '2026-11-22T10:00:00.000Z',
      changed: new Set(['payment']),
    });
    const payment = merged.find((r) => r.category === 'payment')!;
    expect(payment).toMatchObject({
      modified: true,
      modificationReason: 'You said the deposit is 20%',
      modificationDate: '2026-11-22T10:00:00.000Z',
    });
    expect(payment.modificationHistory).toEqual([
      { date: '2026-11-22T10:00:00.000Z', reason: 'You said the deposit is 20%' },
    ]);
    expect(merged.filter((r) => r.modified)).toHaveLength(1);
    expect(changedCategories(before, merged).map((r) => r.category)).toEqual(['payment']);
  });

  it('history accumulates and survives a later change of another item', () => {
    const once = mergeResults(before, after, { reason: 'first', at: 't1', changed: new Set(['payment']) });
    const again = mergeResults(
      once,
      analyzeWithRules(
        quoteInput('Replace windows. Deposit required.', {
          fields: { zipCode: '29464' },
          answers: { depositPercent: 60 },
        }),
      ).results,
      {
        reason: 'second',
        at: 't2',
        changed: new Set(['payment']),
      },
    );
    expect(again.find((r) => r.category === 'payment')!.modificationHistory!.map((h) => h.reason)).toEqual([
      'first',
      'second',
    ]);
    const third = mergeResults(
      again,
      analyzeWithRules(
        quoteInput('Replace windows. Deposit required.', {
          fields: { zipCode: '29464' },
          answers: { depositPercent: 60, nearCoast: false },
        }),
      ).results,
      {
        reason: 'coast',
        at: 't3',
        changed: new Set(['hurricane']),
      },
    );
    expect(third.find((r) => r.category === 'payment')!.modificationHistory).toHaveLength(2);
    expect(third.find((r) => r.category === 'hurricane')!.modificationReason).toBe('coast');
  });
});

describe('affected items', () => {
  it('maps fields and answers to the checklist items they can move', () => {
    expect(affectedCategories(['zipCode'], [])).toEqual(
      expect.arrayContaining(['pricing', 'hurricane', 'energy', 'permits', 'payment']),
    );
    expect(affectedCategories(['totalCost'], [])).toContain('pricing');
    expect(affectedCategories([], ['permitsByContractor'])).toEqual(['permits']);
    expect(affectedCategories(['scopeOfWork'], [])).toEqual([]);
  });
});

describe('questions', () => {
  it('asks the open item with the highest weight first, and never an item already asked', () => {
    const results = silent.results.map(toStored);
    const first = nextQuestion(results, [], 'T4');
    // pricing (weight 20) sits at the edge of the fair band with no unit types; it outranks materials (12).
    expect(first?.category).toBe('pricing');
    expect(nextQuestion(results, ['pricing'], 'T4')?.category).toBe('materials');
    const third = nextQuestion(results, ['pricing', 'materials'], 'T4');
    expect(['pricing', 'materials']).not.toContain(third?.category);
    const all = results.filter((r) => r.question).map((r) => r.category!);
    expect(nextQuestion(results, all, 'T4')).toBeNull();
  });

  it('embeds the quick-question buttons as JSON between the marker tokens', () => {
    const payment = silent.results.map(toStored).find((r) => r.category === 'payment')!;
    const text = questionText(payment, payment.question!);
    const json = text.slice(
      text.indexOf(QUICK_QUESTIONS_START) + QUICK_QUESTIONS_START.length,
      text.indexOf(QUICK_QUESTIONS_END),
    );
    expect(JSON.parse(json)).toEqual(payment.question!.options);
    expect(withQuickQuestions('plain', [])).toBe('plain');
  });
});
