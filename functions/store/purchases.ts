/**
 * Credits bought and taken back (the PurchaseLedger): a payment intent is credited once, and a Stripe
 * refund or dispute takes its credits back once per refunded total or dispute (rules in
 * functions/payments/reversal-rules.ts), each in one DynamoDB transaction with the balance.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { displayCents } from '@shared/money.js';
import {
  planDispute,
  planRefund,
  reversalNote,
  takeFromBalance,
  type PaymentState,
  type ReversalPlan,
} from '../payments/reversal-rules.js';
import type { CreditPurchase, PaymentReversal, PaymentReversalResult, PurchaseLedger } from '../payments/ports.js';
import { ddb, TABLE } from './client.js';
import { conditionFailedAt, putNew, transact, type TransactItem } from './transactions.js';
import { balanceUpdate, ledgerEntry, ledgerPut, readUserCredits, withRetries } from './credit-ledger.js';
import { keys } from './keys.js';
import { countersUpdate } from './stats.js';
import { plural } from '@shared/text.js';

async function creditPurchase(input: CreditPurchase): Promise<{ credited: boolean; balance: number }> {
  const at = (input.at ?? new Date()).toISOString();
  return withRetries(async () => {
    const existing = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: keys.payment(input.paymentIntentId), ConsistentRead: true }),
    );
    if (existing.Item) return { credited: false, balance: (await readUserCredits(input.userId)).creditBalance };
    const { creditBalance } = await readUserCredits(input.userId);
    const balance = creditBalance + input.credits;
    const entry = ledgerEntry({
      userId: input.userId,
      amount: input.credits,
      reason: 'purchase',
      note: `${plural(input.credits, 'credit')} bought (${displayCents(input.amountCents)})`,
      balanceAfter: balance,
      by: input.by,
      at,
      paymentIntentId: input.paymentIntentId,
    });
    try {
      await transact([
        putNew({
          ...keys.payment(input.paymentIntentId),
          type: 'payment',
          userId: input.userId,
          credits: input.credits,
          amountCents: input.amountCents,
          at,
        }),
        balanceUpdate(input.userId, creditBalance, balance, {
          add: 'totalPaid :cents',
          values: { ':cents': input.amountCents },
        }),
        ledgerPut(entry),
        countersUpdate(keys.statsTotals(), { revenueCents: input.amountCents }),
      ]);
      return { credited: true, balance };
    } catch (error) {
      if (conditionFailedAt(error, 0)) {
        // Another confirm or the webhook credited this intent a moment ago.
        return { credited: false, balance: (await readUserCredits(input.userId)).creditBalance };
      }
      throw error;
    }
  });
}

function paymentState(paymentIntentId: string, item: Record<string, unknown>): PaymentState {
  return {
    paymentIntentId,
    credits: Number(item.credits ?? 0),
    amountCents: Number(item.amountCents ?? 0),
    refundedCents: Number(item.refundedCents ?? 0),
    creditsReversed: Number(item.creditsReversed ?? 0),
    ...(typeof item.disputeId === 'string' ? { disputeId: item.disputeId } : {}),
  };
}

/**
 * The payment item's part of a reversal: its new refunded total and reversed credits, only if they
 * still are what was read (so a replayed or concurrent event cannot apply twice), and for a
 * dispute only if none was recorded. The event id is kept in `stripeEventIds` for the record.
 */
function paymentReversalUpdate(
  state: PaymentState,
  plan: ReversalPlan,
  input: PaymentReversal,
  at: string,
  shortfall: number,
): TransactItem {
  const sets = [
    'refundedCents = :refunded',
    'creditsReversed = :reversed',
    'chargeId = :charge',
    'lastReversalAt = :at',
  ];
  const values: Record<string, unknown> = {
    ':refunded': plan.next.refundedCents,
    ':reversed': plan.next.creditsReversed,
    ':prevRefunded': state.refundedCents,
    ':prevReversed': state.creditsReversed,
    ':zero': 0,
    ':charge': input.chargeId,
    ':at': at,
    ':event': new Set([input.eventId]),
    ':shortfall': shortfall,
  };
  let condition =
    'attribute_exists(pk) AND (refundedCents = :prevRefunded OR (attribute_not_exists(refundedCents) AND :prevRefunded = :zero))' +
    ' AND (creditsReversed = :prevReversed OR (attribute_not_exists(creditsReversed) AND :prevReversed = :zero))';
  if (input.kind === 'dispute') {
    sets.push('disputeId = :dispute', 'disputedAt = :at', 'disputedCents = :disputed', 'disputeReason = :reason');
    Object.assign(values, {
      ':dispute': input.disputeId,
      ':disputed': plan.cents,
      ':reason': input.reason ?? 'unknown',
    });
    condition += ' AND attribute_not_exists(disputeId)';
  }
  return {
    Update: {
      TableName: TABLE,
      Key: keys.payment(input.paymentIntentId),
      UpdateExpression: `SET ${sets.join(', ')} ADD stripeEventIds :event, creditsShortfall :shortfall`,
      ConditionExpression: condition,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Takes back the credits of a refunded or disputed payment (rules in payments/reversal-rules.ts),
 * in one transaction: the payment's refunded total and reversed credits (conditional on the values
 * read, so webhook retries, replays and concurrent events apply once), the user's balance
 * (conditional on the balance read, so a concurrent upload or purchase makes it retry; never below
 * zero, the rest noted as the shortfall), its ledger entry, the user's totalRefunded or
 * totalDisputed (cents), and the revenue counter, which drops by the cents taken back.
 */
async function reversePayment(input: PaymentReversal): Promise<PaymentReversalResult> {
  const at = (input.at ?? new Date()).toISOString();
  return withRetries(async () => {
    const out = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: keys.payment(input.paymentIntentId), ConsistentRead: true }),
    );
    if (!out.Item) return { outcome: 'no_payment' };
    const userId = String(out.Item.userId);
    const state = paymentState(input.paymentIntentId, out.Item);
    const plan =
      input.kind === 'refund' ? planRefund(state, input.amountRefunded) : planDispute(state, input.disputedCents);
    if (!plan) return { outcome: 'unchanged', userId };
    const { creditBalance } = await readUserCredits(userId);
    const take = takeFromBalance(creditBalance, plan.credits);
    const entry = ledgerEntry({
      userId,
      amount: take.removed === 0 ? 0 : -take.removed,
      reason: input.kind === 'refund' ? 'payment_refunded' : 'payment_disputed',
      note: reversalNote(
        state,
        plan,
        take,
        input.kind === 'dispute' ? { disputeId: input.disputeId, reason: input.reason } : {},
      ),
      balanceAfter: take.balanceAfter,
      by: 'stripe',
      at,
      paymentIntentId: input.paymentIntentId,
      stripeEventId: input.eventId,
      ...(take.shortfall > 0 ? { shortfall: take.shortfall } : {}),
    });
    const total = input.kind === 'refund' ? 'totalRefunded' : 'totalDisputed';
    await transact([
      paymentReversalUpdate(state, plan, input, at, take.shortfall),
      balanceUpdate(userId, creditBalance, take.balanceAfter, {
        add: `${total} :cents`,
        values: { ':cents': plan.cents },
      }),
      ledgerPut(entry),
      ...(plan.cents > 0 ? [countersUpdate(keys.statsTotals(), { revenueCents: -plan.cents })] : []),
    ]);
    return {
      outcome: 'reversed',
      userId,
      credits: plan.credits,
      removed: take.removed,
      shortfall: take.shortfall,
      cents: plan.cents,
      balance: take.balanceAfter,
    };
  });
}

/** Sets a user's balance to `credits` (whole number ≥ 0) with a ledger entry of the difference. */

export const dynamoPurchaseLedger: PurchaseLedger = { creditPurchase, reversePayment };
