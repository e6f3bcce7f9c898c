/**
 * Refunds and disputes take back the credits a payment bought (pure rules; the ledger's
 * reversePayment applies them in one DynamoDB transaction).
 *
 * - A refund takes back credits in proportion to the amount refunded, from the payment's recorded
 *   credits and amount: after R cents of A refunded in total, floor(credits × R / A) credits are
 *   gone (a credit goes once its whole price has come back; a full refund takes them all). Stripe
 *   sends the cumulative `amount_refunded`, so each event takes only what the new total adds, and
 *   an event whose total is not above the recorded one (a replay, a retry, a late older event)
 *   takes nothing.
 * - A dispute takes back every credit of the payment that a refund has not already taken, once.
 * - The balance never goes below zero: what is there is removed and the rest, already spent, is the
 *   shortfall, noted in the ledger entry.
 */
import { displayCents } from '@shared/money.js';
import { plural } from '@shared/text.js';

/** What is recorded on a payment (PAYMENT#<intentId>) about the credits it bought and what came back. */
export interface PaymentState {
  paymentIntentId: string;
  credits: number;
  amountCents: number;
  /** Cents refunded in total as last recorded (Stripe's charge.amount_refunded). */
  refundedCents: number;
  /** Credits the payment no longer backs (removed, or owed as a shortfall), in total. */
  creditsReversed: number;
  /** Set once a dispute was recorded. */
  disputeId?: string;
}

export interface ReversalPlan {
  kind: 'refund' | 'dispute';
  /** Cents this event takes back (the new part of a refund, or the disputed amount not yet refunded). */
  cents: number;
  /** Credits this event takes back. */
  credits: number;
  /** The payment's state once this event is recorded. */
  next: Pick<PaymentState, 'refundedCents' | 'creditsReversed'>;
}

/** Credits gone after `refundedCents` of the payment's `amountCents` were refunded in total. */
export function creditsRefunded(credits: number, amountCents: number, refundedCents: number): number {
  if (amountCents <= 0 || refundedCents <= 0) return 0;
  if (refundedCents >= amountCents) return credits;
  return Math.floor((credits * refundedCents) / amountCents);
}

/**
 * A refund event with Stripe's cumulative `amountRefunded` (cents): what it takes back, or
 * undefined when it adds nothing to what is recorded (replayed, retried or out of order).
 */
export function planRefund(state: PaymentState, amountRefunded: number): ReversalPlan | undefined {
  const refunded = Math.min(Math.max(0, Math.floor(amountRefunded)), state.amountCents);
  if (refunded <= state.refundedCents) return undefined;
  const due = creditsRefunded(state.credits, state.amountCents, refunded);
  const credits = Math.max(0, Math.min(due, state.credits) - state.creditsReversed);
  return {
    kind: 'refund',
    cents: refunded - state.refundedCents,
    credits,
    next: { refundedCents: refunded, creditsReversed: state.creditsReversed + credits },
  };
}

/**
 * A dispute of the payment: every credit not already taken back, once per payment (undefined when
 * a dispute was recorded before). `cents` is the disputed amount, at most what was not refunded.
 */
export function planDispute(state: PaymentState, disputedCents: number): ReversalPlan | undefined {
  if (state.disputeId) return undefined;
  const credits = Math.max(0, state.credits - state.creditsReversed);
  const cents = Math.max(0, Math.min(Math.floor(disputedCents), state.amountCents - state.refundedCents));
  return {
    kind: 'dispute',
    cents,
    credits,
    next: { refundedCents: state.refundedCents, creditsReversed: state.creditsReversed + credits },
  };
}

/** Takes `credits` from a balance without going below zero; the part already spent is the shortfall. */
export function takeFromBalance(
  balance: number,
  credits: number,
): { removed: number; shortfall: number; balanceAfter: number } {
  const available = Math.max(0, balance);
  const removed = Math.min(available, Math.max(0, credits));
  return { removed, shortfall: Math.max(0, credits) - removed, balanceAfter: balance - removed };
}

const dollars = (cents: number) => displayCents(cents);
const creditsText = (n: number) => plural(n, 'credit');

/** The ledger note of a reversal: which payment, what came back, and what was removed or is short. */
export function reversalNote(
  state: Pick<PaymentState, 'paymentIntentId' | 'credits' | 'amountCents'>,
  plan: ReversalPlan,
  take: { removed: number; shortfall: number },
  detail: { disputeId?: string; reason?: string | null } = {},
): string {
  const what =
    plan.kind === 'refund'
      ? `Payment ${state.paymentIntentId} refunded: ${dollars(plan.cents)} (${dollars(plan.next.refundedCents)} of ${dollars(state.amountCents)} in total, for ${creditsText(state.credits)})`
      : `Payment ${state.paymentIntentId} disputed${detail.disputeId ? ` (${detail.disputeId}${detail.reason ? `, ${detail.reason}` : ''})` : ''}: ${dollars(plan.cents)} of ${dollars(state.amountCents)}, for ${creditsText(state.credits)}`;
  if (plan.credits === 0) return `${what}; no credit to remove`;
  if (take.shortfall === 0) return `${what}; ${creditsText(take.removed)} removed`;
  return `${what}; ${creditsText(plan.credits)} due, ${take.removed} removed, shortfall ${take.shortfall} (already spent)`;
}
