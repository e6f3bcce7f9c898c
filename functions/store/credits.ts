/**
 * The credit ledger. Every change of a user's balance is one DynamoDB transaction that updates
 * `creditBalance` on the user item, conditional on the balance it read (so `balanceAfter` is exact
 * and concurrent changes cannot both land), and puts its ledger entry
 * (USER#<id> / LEDGER#<at>#<entryId>: amount, reason, note, balanceAfter, by, at).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CreditBalance } from '@shared/types.js';
import {
  planDispute,
  planRefund,
  reversalNote,
  takeFromBalance,
  type PaymentState,
  type ReversalPlan,
} from '../payments/reversal-rules.js';
import { conditionFailedAt, ddb, isConditionFailure, TABLE, type TransactItem } from './client.js';
import { keys, quoteKey } from './keys.js';
import { countersUpdate } from './stats.js';

/**
 * analysis: an upload paid with a credit; refund: that credit given back (processing failed);
 * purchase: credits bought; admin: set by an admin; payment_refunded / payment_disputed: credits
 * taken back because Stripe refunded or a dispute was opened on the payment that bought them.
 */
export type LedgerReason = 'analysis' | 'refund' | 'purchase' | 'admin' | 'payment_refunded' | 'payment_disputed';

export interface LedgerEntry {
  id: string;
  userId: string;
  /** Credits added (positive) or taken (negative). */
  amount: number;
  reason: LedgerReason;
  /** Homeowner/admin-facing note: "Admin adjustment", "Quote 3f2… could not be processed". */
  note: string;
  balanceAfter: number;
  /** Who made the change: the user's id, an admin's id, 'stripe' or 'system'. */
  by: string;
  at: string;
  quoteId?: string;
  paymentIntentId?: string;
  /** The Stripe event that made the change (refunds and disputes). */
  stripeEventId?: string;
  /** Credits a refund or dispute should have removed but that were already spent (the balance stays at 0). */
  shortfall?: number;
}

export class UserNotFoundError extends Error {
  override name = 'UserNotFoundError';
}

/** Several writers raced for the same balance more often than we retry. */
export class BalanceContendedError extends Error {
  override name = 'BalanceContendedError';
}

const MAX_ATTEMPTS = 8;

interface UserCredits {
  creditBalance: number;
  freeAnalysisUsed: boolean;
}

async function readUserCredits(userId: string): Promise<UserCredits> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.user(userId), ConsistentRead: true }));
  if (!out.Item) throw new UserNotFoundError(`User ${userId} does not exist`);
  return { creditBalance: Number(out.Item.creditBalance ?? 0), freeAnalysisUsed: Boolean(out.Item.freeAnalysisUsed) };
}

export async function getCreditBalance(userId: string): Promise<CreditBalance> {
  const credits = await readUserCredits(userId);
  return { balance: credits.creditBalance, isFirstQuote: !credits.freeAnalysisUsed };
}

function ledgerPut(entry: LedgerEntry): TransactItem {
  return {
    Put: {
      TableName: TABLE,
      Item: { ...keys.ledgerEntry(entry.userId, entry.at, entry.id), type: 'ledger', ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The user's balance moves from `from` to `to`, only if it still is `from`. */
function balanceUpdate(
  userId: string,
  from: number,
  to: number,
  extra: { set?: string; add?: string; values?: Record<string, unknown> } = {},
): TransactItem {
  const sets = ['creditBalance = :to', extra.set].filter(Boolean).join(', ');
  return {
    Update: {
      TableName: TABLE,
      Key: keys.user(userId),
      UpdateExpression: `SET ${sets}${extra.add ? ` ADD ${extra.add}` : ''}`,
      ConditionExpression:
        'attribute_exists(pk) AND (creditBalance = :from OR (attribute_not_exists(creditBalance) AND :from = :zero))',
      ExpressionAttributeValues: { ':to': to, ':from': from, ':zero': 0, ...extra.values },
    },
  };
}

/** A transaction cancelled because another one was writing the same item at that moment. */
function isTransactionConflict(error: unknown): boolean {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  return (
    e.name === 'TransactionCanceledException' &&
    Boolean(e.CancellationReasons?.some((r) => r.Code === 'TransactionConflict'))
  );
}

/**
 * Runs `attempt` until its transaction lands; a failed balance condition means someone else changed
 * it first, a transaction conflict that someone else was changing it: both read again and retry.
 */
async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(isConditionFailure(error) || isTransactionConflict(error)) || error instanceof UserNotFoundError)
        throw error;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (i + 1)));
    }
  }
  throw new BalanceContendedError('The balance kept changing; please try again');
}

/** How an upload is paid: the account's (or the guest session's) free analysis, or one credit. */
export type QuoteCharge =
  { kind: 'free'; userId?: string; guestId?: string } | { kind: 'credit'; userId: string; balanceBefore: number };

/** Nothing left to pay with: no free analysis and no credit. */
export class PaymentRequiredError extends Error {
  override name = 'PaymentRequiredError';
  constructor(readonly guest: boolean) {
    super(
      guest
        ? 'Your free analysis is used. Create a free account to analyze more quotes.'
        : 'You are out of credits. Buy credits to analyze another quote.',
    );
  }
}

/** Decides how the next upload of this caller is paid, from what is stored now. */
export async function chooseCharge(owner: { userId: string } | { guestId: string }): Promise<QuoteCharge> {
  if ('guestId' in owner) {
    const out = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: keys.guest(owner.guestId), ConsistentRead: true }),
    );
    if (out.Item?.freeAnalysisUsed) throw new PaymentRequiredError(true);
    return { kind: 'free', guestId: owner.guestId };
  }
  const credits = await readUserCredits(owner.userId);
  if (!credits.freeAnalysisUsed) return { kind: 'free', userId: owner.userId };
  if (credits.creditBalance >= 1) return { kind: 'credit', userId: owner.userId, balanceBefore: credits.creditBalance };
  throw new PaymentRequiredError(false);
}

const GUEST_RECORD_DAYS = 365;

/**
 * The writes that take the payment, for the quote-creation transaction (`countQuote`: the user's
 * totalQuotes goes up too; not when a failed quote is charged again for a retry).
 */
export function chargeItems(charge: QuoteCharge, quoteId: string, at: string, countQuote = true): TransactItem[] {
  if (charge.kind === 'free' && charge.guestId) {
    return [
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...keys.guest(charge.guestId),
            type: 'guest',
            freeAnalysisUsed: true,
            freeQuoteId: quoteId,
            createdAt: at,
            expiresAt: Math.floor(Date.parse(at) / 1000) + GUEST_RECORD_DAYS * 86400,
          },
          ConditionExpression: 'attribute_not_exists(pk) OR freeAnalysisUsed = :false',
          ExpressionAttributeValues: { ':false': false },
        },
      },
    ];
  }
  if (charge.kind === 'free') {
    return [
      {
        Update: {
          TableName: TABLE,
          Key: keys.user(charge.userId!),
          UpdateExpression: countQuote
            ? 'SET freeAnalysisUsed = :true ADD totalQuotes :one'
            : 'SET freeAnalysisUsed = :true',
          ConditionExpression:
            'attribute_exists(pk) AND (attribute_not_exists(freeAnalysisUsed) OR freeAnalysisUsed = :false)',
          ExpressionAttributeValues: { ':true': true, ':false': false, ...(countQuote ? { ':one': 1 } : {}) },
        },
      },
    ];
  }
  const entry: LedgerEntry = {
    id: randomUUID(),
    userId: charge.userId,
    amount: -1,
    reason: 'analysis',
    note: countQuote ? `Quote ${quoteId} analysed` : `Quote ${quoteId} analysed again (retry)`,
    balanceAfter: charge.balanceBefore - 1,
    by: charge.userId,
    at,
    quoteId,
  };
  const count = countQuote ? { add: 'totalQuotes :one', values: { ':one': 1 } } : {};
  return [balanceUpdate(charge.userId, charge.balanceBefore, charge.balanceBefore - 1, count), ledgerPut(entry)];
}

/** The quote was retried by someone else meanwhile, or is no longer a failed quote whose charge was returned. */
export class RetryRaceError extends Error {
  override name = 'RetryRaceError';
}

/** Whether the quote still waits in `error` with its charge given back (read consistently). */
async function isRefundedFailure(quoteId: string): Promise<boolean> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: quoteKey(quoteId), ConsistentRead: true }));
  return out.Item?.status === 'error' && out.Item?.chargeReturned === true;
}

/**
 * A retry of a failed quote whose charge was given back pays again, like a new upload (the free
 * analysis if it is unused, else one credit; PaymentRequiredError when neither is left), in the same
 * transaction that moves the quote from error back to processing and clears `chargeReturned`.
 * So a failure refunded once cannot be re-run for free, and a later failure is refunded again.
 */
export async function chargeForRetry(
  quote: { id: string; userId: string | null; guestId: string | null },
  progressMessage: string,
  at = new Date(),
): Promise<void> {
  const owner = quote.userId ? { userId: quote.userId } : quote.guestId ? { guestId: quote.guestId } : undefined;
  if (!owner) throw new PaymentRequiredError(true);
  for (let attempt = 1; ; attempt++) {
    let charge: Awaited<ReturnType<typeof chooseCharge>>;
    try {
      charge = await chooseCharge(owner);
    } catch (error) {
      // A concurrent retry of this very quote may have just spent the free analysis: that is a double
      // click (409), not a missing credit (402).
      if (error instanceof PaymentRequiredError && !(await isRefundedFailure(quote.id)))
        throw new RetryRaceError(`Quote ${quote.id} is not a refunded failure any more`);
      throw error;
    }
    const reopen: TransactItem = {
      Update: {
        TableName: TABLE,
        Key: quoteKey(quote.id),
        UpdateExpression:
          'SET charge = :kind, #status = :processing, progressMessage = :message, updatedAt = :at REMOVE chargeReturned',
        ConditionExpression: 'attribute_exists(pk) AND #status = :error AND chargeReturned = :true',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':kind': charge.kind,
          ':processing': 'processing',
          ':error': 'error',
          ':message': progressMessage,
          ':at': at.toISOString(),
          ':true': true,
        },
      },
    };
    try {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [reopen, ...chargeItems(charge, quote.id, at.toISOString(), false)],
        }),
      );
      return;
    } catch (error) {
      if (conditionFailedAt(error, 0)) throw new RetryRaceError(`Quote ${quote.id} is not a refunded failure any more`);
      // The balance or the free analysis changed under us: decide again.
      if (!isConditionFailure(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * Gives back what an upload took (its free analysis or its credit) once: the quote's `chargeReturned`
 * flag is set in the same transaction, so a retried failure handler cannot refund twice.
 */
export async function returnCharge(
  quote: { id: string; charge?: QuoteCharge['kind']; userId: string | null; guestId: string | null },
  note: string,
  at = new Date(),
): Promise<boolean> {
  if (!quote.charge) return false;
  const flag: TransactItem = {
    Update: {
      TableName: TABLE,
      Key: quoteKey(quote.id),
      UpdateExpression: 'SET chargeReturned = :true',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(chargeReturned)',
      ExpressionAttributeValues: { ':true': true },
    },
  };
  const once = async (items: TransactItem[]) => {
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems: [flag, ...items] }));
      return true;
    } catch (error) {
      if (conditionFailedAt(error, 0)) return false; // already returned
      throw error;
    }
  };
  if (quote.charge === 'free') {
    if (quote.userId) {
      return once([
        {
          Update: {
            TableName: TABLE,
            Key: keys.user(quote.userId),
            UpdateExpression: 'SET freeAnalysisUsed = :false',
            ExpressionAttributeValues: { ':false': false },
          },
        },
      ]);
    }
    if (quote.guestId) {
      return once([
        {
          Update: {
            TableName: TABLE,
            Key: keys.guest(quote.guestId),
            UpdateExpression: 'SET freeAnalysisUsed = :false',
            ExpressionAttributeValues: { ':false': false },
          },
        },
      ]);
    }
    return false;
  }
  const userId = quote.userId!;
  return withRetries(async () => {
    const { creditBalance } = await readUserCredits(userId);
    const entry: LedgerEntry = {
      id: randomUUID(),
      userId,
      amount: 1,
      reason: 'refund',
      note,
      balanceAfter: creditBalance + 1,
      by: 'system',
      at: at.toISOString(),
      quoteId: quote.id,
    };
    return once([balanceUpdate(userId, creditBalance, creditBalance + 1), ledgerPut(entry)]);
  });
}

/**
 * Credits bought with a payment intent, once: PAYMENT#<intentId> is put with attribute_not_exists in
 * the same transaction as the balance change, the ledger entry, the user's totalPaid and the
 * STATS revenueCents counter. credited=false (nothing changed) when that intent was already credited.
 */
export async function creditPurchase(input: {
  userId: string;
  credits: number;
  amountCents: number;
  paymentIntentId: string;
  by: string;
  at?: Date;
}): Promise<{ credited: boolean; balance: number }> {
  const at = (input.at ?? new Date()).toISOString();
  return withRetries(async () => {
    const existing = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: keys.payment(input.paymentIntentId), ConsistentRead: true }),
    );
    if (existing.Item) return { credited: false, balance: (await readUserCredits(input.userId)).creditBalance };
    const { creditBalance } = await readUserCredits(input.userId);
    const balance = creditBalance + input.credits;
    const entry: LedgerEntry = {
      id: randomUUID(),
      userId: input.userId,
      amount: input.credits,
      reason: 'purchase',
      note: `${input.credits} credit${input.credits === 1 ? '' : 's'} bought ($${(input.amountCents / 100).toFixed(2)})`,
      balanceAfter: balance,
      by: input.by,
      at,
      paymentIntentId: input.paymentIntentId,
    };
    try {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: TABLE,
                Item: {
                  ...keys.payment(input.paymentIntentId),
                  type: 'payment',
                  gsi1pk: `USER#${input.userId}`,
                  gsi1sk: `PAY#${at}`,
                  userId: input.userId,
                  credits: input.credits,
                  amountCents: input.amountCents,
                  at,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            balanceUpdate(input.userId, creditBalance, balance, {
              add: 'totalPaid :cents',
              values: { ':cents': input.amountCents },
            }),
            ledgerPut(entry),
            countersUpdate(keys.statsTotals(), { revenueCents: input.amountCents }),
          ],
        }),
      );
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

/** A Stripe refund or dispute of a credited payment (the payment is found by its PaymentIntent id). */
export type PaymentReversal =
  | {
      kind: 'refund';
      paymentIntentId: string;
      chargeId: string;
      /** Stripe's cumulative charge.amount_refunded, cents. */ amountRefunded: number;
      eventId: string;
      at?: Date;
    }
  | {
      kind: 'dispute';
      paymentIntentId: string;
      chargeId: string;
      disputeId: string;
      disputedCents: number;
      reason: string | null;
      eventId: string;
      at?: Date;
    };

export type PaymentReversalResult =
  /** No credited payment has this PaymentIntent id. */
  | { outcome: 'no_payment' }
  /** Recorded before (a replay, a retry, an older refund total, a second dispute): nothing changed. */
  | { outcome: 'unchanged'; userId: string }
  | {
      outcome: 'reversed';
      userId: string;
      credits: number;
      removed: number;
      shortfall: number;
      cents: number;
      balance: number;
    };

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
export async function reversePayment(input: PaymentReversal): Promise<PaymentReversalResult> {
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
    const entry: LedgerEntry = {
      id: randomUUID(),
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
    };
    const total = input.kind === 'refund' ? 'totalRefunded' : 'totalDisputed';
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          paymentReversalUpdate(state, plan, input, at, take.shortfall),
          balanceUpdate(userId, creditBalance, take.balanceAfter, {
            add: `${total} :cents`,
            values: { ':cents': plan.cents },
          }),
          ledgerPut(entry),
          ...(plan.cents > 0 ? [countersUpdate(keys.statsTotals(), { revenueCents: -plan.cents })] : []),
        ],
      }),
    );
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
export async function setCreditBalance(input: {
  userId: string;
  credits: number;
  note: string;
  by: string;
  at?: Date;
}): Promise<{ balance: number; entry: LedgerEntry | null }> {
  const at = (input.at ?? new Date()).toISOString();
  return withRetries(async () => {
    const { creditBalance } = await readUserCredits(input.userId);
    const entry: LedgerEntry = {
      id: randomUUID(),
      userId: input.userId,
      amount: input.credits - creditBalance,
      reason: 'admin',
      note: input.note,
      balanceAfter: input.credits,
      by: input.by,
      at,
    };
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [balanceUpdate(input.userId, creditBalance, input.credits), ledgerPut(entry)],
      }),
    );
    return { balance: input.credits, entry };
  });
}

export async function listLedger(userId: string, limit = 100): Promise<LedgerEntry[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ledger)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':ledger': 'LEDGER#' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(
    ({
      id,
      userId: u,
      amount,
      reason,
      note,
      balanceAfter,
      by,
      at,
      quoteId,
      paymentIntentId,
      stripeEventId,
      shortfall,
    }) => ({
      id,
      userId: u,
      amount,
      reason,
      note,
      balanceAfter,
      by,
      at,
      ...(quoteId ? { quoteId } : {}),
      ...(paymentIntentId ? { paymentIntentId } : {}),
      ...(stripeEventId ? { stripeEventId } : {}),
      ...(shortfall ? { shortfall } : {}),
    }),
  ) as LedgerEntry[];
}
