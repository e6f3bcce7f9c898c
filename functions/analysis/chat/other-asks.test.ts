import { describe, expect, it } from 'vitest';
import { answerContext } from '../testing/answer-context.js';
import { answerQuestion } from './free-answers.js';
import { asksOf, otherAskedTerms } from './other-asks.js';

const context = () =>
  answerContext(
    'Lakeside Doors & Windows. Supply and fit 6 vinyl double-hung windows, low-E glass. Deposit $2,000 at signing, balance on completion. Total $9,400.00',
    { zipCode: '43215', quantities: '6 windows', totalCost: '9400.00' },
  );

const PRICE_AND_BACKING_OUT =
  'Is this price fair for six windows, and is there a cooling-off period if I change my mind?';

const LATE_DOOR =
  'We ordered a front door in May and paid half down. They promised it by August and now it is December. Can I cancel and get my deposit back, and how long should a door order realistically take?';

describe('asksOf: the things a message asks', () => {
  it('cuts a question sentence where it asks a second thing', () => {
    expect(asksOf('Can I cancel and get my deposit back, and how long should a door order take?')).toEqual([
      'Can I cancel and get my deposit back',
      'how long should a door order take',
    ]);
  });

  it('keeps a single ask whole, and leaves out sentences that tell', () => {
    expect(asksOf('We paid half down in May. Can I cancel and get my deposit back?')).toEqual([
      'Can I cancel and get my deposit back',
    ]);
  });
});

describe('a message that asks two things is answered on both', () => {
  it('explains cancelling after the price, when the second ask is about a cooling-off period', () => {
    const answer = answerQuestion(PRICE_AND_BACKING_OUT, context());
    expect(answer.topic).toBe('price');
    expect(answer.alsoExplains).toEqual(['cancellation']);
    expect(answer.text).toMatch(/Cooling-Off Rule/);
    expect(answer.text.indexOf('Cooling-Off Rule')).toBeGreaterThan(answer.text.indexOf('$9,400'));
  });

  it('explains how long an order takes after cancelling, for a late door', () => {
    const answer = answerQuestion(LATE_DOOR, context());
    expect(answer.topic).toBe('glossary:cancellation');
    expect(answer.alsoExplains).toEqual(['schedule']);
    expect(answer.text).toMatch(/lead time/);
  });

  it('adds nothing to a message that asks one thing', () => {
    const answer = answerQuestion('Can we back out of the contract we signed yesterday?', context());
    expect(answer.alsoExplains).toBeUndefined();
  });

  // With glossary 2026.12.16's router the whole message's third topic is the timing at 0.02, so the ask
  // "how long will it take to recover the cost?" (the schedule, read alone) is added. Keeping to the
  // topics the router finds plausible (0.05) mended it, but took off four add-ons of the forum questions
  // that answer a second question (comparing quotes, financing, noise, mulled windows), so it waits for
  // the payback explanation's patterns to name "recover the cost", at the next retraining.
  it.fails(
    'adds nothing when the second ask names a term only in passing: recovering the cost is not the schedule',
    () => {
      const message =
        'Should we pay for double pane windows to keep the house cooler and spend less on A/C, and how long will it take to recover the cost?';
      expect(otherAskedTerms(message, 'category:energy').map((t) => t.id)).not.toContain('schedule');
      expect(answerQuestion(message, context()).text).not.toMatch(/start and completion dates/);
    },
  );

  it('does not explain again what the answer already explains', () => {
    expect(otherAskedTerms(PRICE_AND_BACKING_OUT, 'glossary:cancellation')).toEqual([]);
  });

  it('adds no near neighbour found by the words of the answer’s own term', () => {
    const jammed =
      "The multi-point lock on our front door jammed shut and trapped me inside for a morning. Is that a reason to replace the whole door, or just the lock? What should I look for in a new door's locking system?";
    // "the lock" names window hardware too; after a door-lock answer found by "multi-point lock" it adds nothing.
    expect(otherAskedTerms(jammed, 'glossary:door_lock_hardware')).toEqual([]);
    expect(otherAskedTerms(jammed, 'price').map((t) => t.id)).toEqual(['screens_hardware']);
  });

  it('leaves a Spanish answer as it is', () => {
    const answer = answerQuestion('¿El precio es justo, y puedo cancelar el contrato?', context());
    expect(answer.language).toBe('es');
    expect(answer.alsoExplains).toBeUndefined();
  });
});
