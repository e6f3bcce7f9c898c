import { describe, expect, it } from 'vitest';
import {
  creditsRefunded,
  planDispute,
  planRefund,
  reversalNote,
  takeFromBalance,
  type PaymentState,
} from './reversal-rules.js';

const bundle10 = (over: Partial<PaymentState> = {}): PaymentState => ({
  paymentIntentId: 'pi_1',
  credits: 10,
  amountCents: 500,
  refundedCents: 0,
  creditsReversed: 0,
  ...over,
});
const bundle1 = (over: Partial<PaymentState> = {}): PaymentState => ({
  paymentIntentId: 'pi_2',
  credits: 1,
  amountCents: 50,
  refundedCents: 0,
  creditsReversed: 0,
  ...over,
});

/** Applies refund totals one after the other, as Stripe's events carry them. */
function applyRefunds(state: PaymentState, totals: number[]): { state: PaymentState; taken: number[] } {
  const taken: number[] = [];
  for (const total of totals) {
    const plan = planRefund(state, total);
    taken.push(plan?.credits ?? 0);
    if (plan) state = { ...state, ...plan.next };
  }
  return { state, taken };
}

describe('creditsRefunded: the proportion of the credits whose price came back', () => {
  it.each([
    [0, 0],
    [49, 0],
    [50, 1],
    [250, 5],
    [275, 5],
    [499, 9],
    [500, 10],
    [900, 10],
  ])('%i of 500 cents refunded for 10 credits → %i credits', (refunded, credits) => {
    expect(creditsRefunded(10, 500, refunded)).toBe(credits);
  });

  it('a single credit goes only with its whole price', () => {
    expect(creditsRefunded(1, 50, 25)).toBe(0);
    expect(creditsRefunded(1, 50, 50)).toBe(1);
  });
});

describe('planRefund', () => {
  it('a full refund takes every credit and the whole amount', () => {
    expect(planRefund(bundle10(), 500)).toEqual({
      kind: 'refund',
      cents: 500,
      credits: 10,
      next: { refundedCents: 500, creditsReversed: 10 },
    });
  });

  it('a partial refund takes the proportion, and the next event only what its new total adds', () => {
    const first = planRefund(bundle10(), 250)!;
    expect(first).toEqual({ kind: 'refund', cents: 250, credits: 5, next: { refundedCents: 250, creditsReversed: 5 } });
    const second = planRefund(bundle10(first.next), 400)!;
    expect(second).toEqual({
      kind: 'refund',
      cents: 150,
      credits: 3,
      next: { refundedCents: 400, creditsReversed: 8 },
    });
  });

  it('works from the cumulative total, so partial refunds never round away a credit', () => {
    // 75 cents three times is 225 cents: 4 credits in all, whatever each step rounds to.
    const { state, taken } = applyRefunds(bundle10(), [75, 150, 225, 500]);
    expect(taken).toEqual([1, 2, 1, 6]);
    expect(state).toMatchObject({ refundedCents: 500, creditsReversed: 10 });
  });

  it('is idempotent: a replayed, retried or older total takes nothing', () => {
    const after = bundle10({ refundedCents: 250, creditsReversed: 5 });
    expect(planRefund(after, 250)).toBeUndefined();
    expect(planRefund(after, 100)).toBeUndefined();
    expect(planRefund(after, 0)).toBeUndefined();
    const { taken } = applyRefunds(bundle10(), [500, 500, 250, 500]);
    expect(taken).toEqual([10, 0, 0, 0]);
  });

  it('records a refund too small for a whole credit, so that later totals count from it', () => {
    expect(planRefund(bundle1(), 25)).toEqual({
      kind: 'refund',
      cents: 25,
      credits: 0,
      next: { refundedCents: 25, creditsReversed: 0 },
    });
    expect(planRefund(bundle1({ refundedCents: 25 }), 50)).toEqual({
      kind: 'refund',
      cents: 25,
      credits: 1,
      next: { refundedCents: 50, creditsReversed: 1 },
    });
  });

  it('never counts more than the payment: a total above its amount is read as the amount', () => {
    expect(planRefund(bundle10(), 10_000)).toMatchObject({ cents: 500, credits: 10, next: { refundedCents: 500 } });
  });

  it('takes nothing more after a dispute took every credit back, but still records the refund', () => {
    expect(planRefund(bundle10({ creditsReversed: 10, disputeId: 'dp_1' }), 500)).toEqual({
      kind: 'refund',
      cents: 500,
      credits: 0,
      next: { refundedCents: 500, creditsReversed: 10 },
    });
  });
});

describe('planDispute', () => {
  it('takes the payment’s remaining credits, once', () => {
    expect(planDispute(bundle10(), 500)).toEqual({
      kind: 'dispute',
      cents: 500,
      credits: 10,
      next: { refundedCents: 0, creditsReversed: 10 },
    });
    expect(planDispute(bundle10({ disputeId: 'dp_1', creditsReversed: 10 }), 500)).toBeUndefined();
  });

  it('after a partial refund, takes only what the refund left, and at most the unrefunded cents', () => {
    expect(planDispute(bundle10({ refundedCents: 200, creditsReversed: 4 }), 500)).toEqual({
      kind: 'dispute',
      cents: 300,
      credits: 6,
      next: { refundedCents: 200, creditsReversed: 10 },
    });
  });
});

describe('takeFromBalance: the balance never goes below zero', () => {
  it.each([
    [10, 10, { removed: 10, shortfall: 0, balanceAfter: 0 }],
    [12, 5, { removed: 5, shortfall: 0, balanceAfter: 7 }],
    [7, 10, { removed: 7, shortfall: 3, balanceAfter: 0 }],
    [0, 10, { removed: 0, shortfall: 10, balanceAfter: 0 }],
    [4, 0, { removed: 0, shortfall: 0, balanceAfter: 4 }],
  ])('balance %i, %i credits due → %j', (balance, due, expected) => {
    expect(takeFromBalance(balance, due)).toEqual(expected);
  });
});

describe('reversalNote', () => {
  it('names the payment, the money and the credits removed', () => {
    const plan = planRefund(bundle10(), 250)!;
    expect(reversalNote(bundle10(), plan, takeFromBalance(8, plan.credits))).toBe(
      'Payment pi_1 refunded: $2.50 ($2.50 of $5.00 in total, for 10 credits); 5 credits removed',
    );
  });

  it('notes the shortfall when the credits were already spent', () => {
    const plan = planDispute(bundle10(), 500)!;
    expect(
      reversalNote(bundle10(), plan, takeFromBalance(7, plan.credits), { disputeId: 'dp_9', reason: 'fraudulent' }),
    ).toBe(
      'Payment pi_1 disputed (dp_9, fraudulent): $5.00 of $5.00, for 10 credits; 10 credits due, 7 removed, shortfall 3 (already spent)',
    );
  });

  it('says when there was no credit to remove', () => {
    const plan = planRefund(bundle1(), 25)!;
    expect(reversalNote(bundle1(), plan, takeFromBalance(1, 0))).toBe(
      'Payment pi_2 refunded: $0.25 ($0.25 of $0.50 in total, for 1 credit); no credit to remove',
    );
  });
});
