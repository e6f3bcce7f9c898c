import { describe, expect, it } from 'vitest';
import { rulesAnswer } from '../engine.js';
import { loadKnowledge } from '../knowledge/index.js';
import { analyzeWithRules } from '../rules-engine.js';
import { quoteInput } from '../testing/quote-input.js';
import type { Location } from '../types.js';
import { askedDeposit, askedDepositText } from './asked-deposit.js';

const PAYMENT = loadKnowledge().payment;
const place = (state: string | null, stateName: string | null): Location => ({
  zipCode: null,
  state,
  stateName,
  regionFactor: 1,
  hurricaneTier: 'none' as Location['hurricaneTier'],
  energyZones: [],
  iecc: null,
});
const FLORIDA = { location: place('FL', 'Florida'), totalCents: 1_000_000 };

describe('askedDeposit: the deposit a question names', () => {
  it('reads a share, a fraction, or a deposit against the price the question names', () => {
    expect(askedDeposit('Is a 40% deposit normal?')).toEqual({ percent: 40 });
    expect(askedDeposit('They want a third up front, is that ok?')?.percent).toBeCloseTo(33.33, 1);
    expect(askedDeposit('The contractor wants $7,152 down on a $17,000 job. Is that normal?')).toEqual({
      percent: (7152 * 100) / 17000,
      dollars: { deposit: 7152, price: 17000 },
    });
  });

  it('shows the amount the share was read from, not another amount of the story', () => {
    expect(
      askedDeposit('They charged $500 for the form, then quoted $2,100 and I paid a $1,000 deposit. Is that normal?'),
    ).toEqual({ percent: (1000 * 100) / 2100, dollars: { deposit: 1000, price: 2100 } });
  });

  it('finds none where the question names no deposit share', () => {
    expect(askedDeposit('Is the deposit ok?')).toBeNull();
    expect(askedDeposit('Is a $2,000 deposit for 8 windows normal?')).toBeNull();
    expect(askedDeposit('Is 40% off a real discount?')).toBeNull();
    // A story with a deposit in it that asks something else.
    expect(
      askedDeposit(
        'I signed for $767, paying a $167 deposit, then backed out. He is suing me for the balance. Do I have to pay?',
      ),
    ).toBeNull();
  });
});

describe("askedDepositText: the asked deposit under the state's rule", () => {
  it('weighs it against the norm of the state, and leaves the share this quote asks for to its verdict', () => {
    expect(askedDepositText('Is a 40% deposit normal?', FLORIDA, 50, PAYMENT)).toBe(
      'A **40% deposit** is more than 10% up front in Florida, so more of your money is at risk before the work is done.',
    );
    expect(askedDepositText('is a 10% deposit ok', FLORIDA, 50, PAYMENT)).toBe(
      'A **10% deposit** is within the norm in Florida (10% up front).',
    );
  });

  it("states a law's limit where the state sets one", () => {
    const california = { location: place('CA', 'California'), totalCents: 1_000_000 };
    expect(askedDepositText('Is a 25% deposit legal?', california, null, PAYMENT)).toBe(
      'A **25% deposit** is above the legal limit in California of $1,000 or 10% of the price, whichever is less.',
    );
  });

  it('works the share out from the amounts the question names, against the price it names', () => {
    expect(
      askedDepositText('The contractor wants $7,152 down on a $17,000 job. Is that normal?', FLORIDA, 50, PAYMENT),
    ).toMatch(/^A \*\*42\.1% deposit\*\* \(\$7,152 of \$17,000\) is more than 10% up front in Florida/);
  });

  it('leaves the share the quote itself asks for to the quote’s own verdict', () => {
    expect(askedDepositText('They want half up front, is that ok?', FLORIDA, 50, PAYMENT)).toBeNull();
  });
});

describe('an asked deposit in the chat’s reply', () => {
  const text = 'Install 6 vinyl windows.\nPayment: 50% deposit at signing, balance on completion.\nTotal $10,000.00';
  const ask = (question: string, answers = {}) => {
    const input = quoteInput(text, { fields: { zipCode: '33101' }, answers });
    return rulesAnswer(question, analyzeWithRules(input), input).text;
  };

  it('weighs the asked share beside what the quote prints and its verdict', () => {
    const reply = ask('Is a 40% deposit normal?');
    expect(reply).toContain('So the deposit is **50%** of the price.');
    expect(reply).toContain('A **40% deposit** is more than 10% up front in Florida');
    expect(reply).toContain('The quote asks for a **50% deposit**');
  });

  it('after the homeowner said the contractor takes 30%, draws no conclusion of its own from the printed 50%', () => {
    const reply = ask('Is a 40% deposit normal?', { depositPercent: 30 });
    expect(reply).toContain('A **40% deposit** is more than 10% up front in Florida');
    expect(reply).toContain('You said the contractor asks for a **30% deposit**');
    expect(reply).not.toContain('So the deposit is');
  });
});
