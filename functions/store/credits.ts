/**
 * The credit ledger. Every change of a user's balance is one DynamoDB transaction that updates
 * `creditBalance` on the user item, conditional on the balance it read (so `balanceAfter` is exact
 * and concurrent changes cannot both land), and puts its ledger entry
 * (USER#<id> / LEDGER#<at>#<entryId>: amount, reason, note, balanceAfter, by, at).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CreditBalance } from '../../shared/types.js';
import { conditionFailedAt, ddb, isConditionFailure, TABLE, type TransactItem } from './client.js';
import { keys, quoteKey } from './keys.js';
import { countersUpdate } from './stats.js';

export type LedgerReason = 'analysis' | 'refund' | 'purchase' | 'admin';

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
  return { Put: { TableName: TABLE, Item: { ...keys.ledgerEntry(entry.userId, entry.at, entry.id), type: 'ledger', ...entry }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** The user's balance moves from `from` to `to`, only if it still is `from`. */
function balanceUpdate(userId: string, from: number, to: number, extra: { set?: string; add?: string; values?: Record<string, unknown> } = {}): TransactItem {
  const sets = ['creditBalance = :to', extra.set].filter(Boolean).join(', ');
  return {
    Update: {
      TableName: TABLE,
      Key: keys.user(userId),
      UpdateExpression: `SET ${sets}${extra.add ? ` ADD ${extra.add}` : ''}`,
      ConditionExpression: 'attribute_exists(pk) AND (creditBalance = :from OR (attribute_not_exists(creditBalance) AND :from = :zero))',
      ExpressionAttributeValues: { ':to': to, ':from': from, ':zero': 0, ...extra.values },
    },
  };
}

/** Runs `attempt` until its transaction lands; a failed balance condition means someone else changed it first. */
async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isConditionFailure(error) || error instanceof UserNotFoundError) throw error;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (i + 1)));
    }
  }
  throw new BalanceContendedError('The balance kept changing; please try again');
}

/** How an upload is paid: the account's (or the guest session's) free analysis, or one credit. */
export type QuoteCharge = { kind: 'free'; userId?: string; guestId?: string } | { kind: 'credit'; userId: string; balanceBefore: number };

/** Nothing left to pay with: no free analysis and no credit. */
export class PaymentRequiredError extends Error {
  override name = 'PaymentRequiredError';
  constructor(readonly guest: boolean) {
    super(guest ? 'Your free analysis is used. Create a free account to analyze more quotes.' : 'You are out of credits. Buy credits to analyze another quote.');
  }
}

/** Decides how the next upload of this caller is paid, from what is stored now. */
export async function chooseCharge(owner: { userId: string } | { guestId: string }): Promise<QuoteCharge> {
  if ('guestId' in owner) {
    const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.guest(owner.guestId), ConsistentRead: true }));
    if (out.Item?.freeAnalysisUsed) throw new PaymentRequiredError(true);
    return { kind: 'free', guestId: owner.guestId };
  }
  const credits = await readUserCredits(owner.userId);
  if (!credits.freeAnalysisUsed) return { kind: 'free', userId: owner.userId };
  if (credits.creditBalance >= 1) return { kind: 'credit', userId: owner.userId, balanceBefore: credits.creditBalance };
  throw new PaymentRequiredError(false);
}

const GUEST_RECORD_DAYS = 365;

/** The writes that take the payment, for the quote-creation transaction. */
export function chargeItems(charge: QuoteCharge, quoteId: string, at: string): TransactItem[] {
  if (charge.kind === 'free' && charge.guestId) {
    return [
      {
        Put: {
          TableName: TABLE,
          Item: { ...keys.guest(charge.guestId), type: 'guest', freeAnalysisUsed: true, freeQuoteId: quoteId, createdAt: at, expiresAt: Math.floor(Date.parse(at) / 1000) + GUEST_RECORD_DAYS * 86400 },
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
          UpdateExpression: 'SET freeAnalysisUsed = :true ADD totalQuotes :one',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(freeAnalysisUsed) OR freeAnalysisUsed = :false)',
          ExpressionAttributeValues: { ':true': true, ':false': false, ':one': 1 },
        },
      },
    ];
  }
  const entry: LedgerEntry = {
    id: randomUUID(),
    userId: charge.userId,
    amount: -1,
    reason: 'analysis',
    note: `Quote ${quoteId} analysed`,
    balanceAfter: charge.balanceBefore - 1,
    by: charge.userId,
    at,
    quoteId,
  };
  return [balanceUpdate(charge.userId, charge.balanceBefore, charge.balanceBefore - 1, { add: 'totalQuotes :one', values: { ':one': 1 } }), ledgerPut(entry)];
}

/**
 * Gives back what an upload took (its free analysis or its credit) once: the quote's `chargeReturned`
 * flag is set in the same transaction, so a retried failure handler cannot refund twice.
 */
export async function returnCharge(quote: { id: string; charge?: QuoteCharge['kind']; userId: string | null; guestId: string | null }, note: string, at = new Date()): Promise<boolean> {
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
      return once([{ Update: { TableName: TABLE, Key: keys.user(quote.userId), UpdateExpression: 'SET freeAnalysisUsed = :false', ExpressionAttributeValues: { ':false': false } } }]);
    }
    if (quote.guestId) {
      return once([{ Update: { TableName: TABLE, Key: keys.guest(quote.guestId), UpdateExpression: 'SET freeAnalysisUsed = :false', ExpressionAttributeValues: { ':false': false } } }]);
    }
    return false;
  }
  const userId = quote.userId!;
  return withRetries(async () => {
    const { creditBalance } = await readUserCredits(userId);
    const entry: LedgerEntry = { id: randomUUID(), userId, amount: 1, reason: 'refund', note, balanceAfter: creditBalance + 1, by: 'system', at: at.toISOString(), quoteId: quote.id };
    return once([balanceUpdate(userId, creditBalance, creditBalance + 1), ledgerPut(entry)]);
  });
}

/**
 * Credits bought with a payment intent, once: PAYMENT#<intentId> is put with attribute_not_exists in
 * the same transaction as the balance change, the ledger entry, the user's totalPaid and the
 * STATS revenueCents counter. credited=false (nothing changed) when that intent was already credited.
 */
export async function creditPurchase(input: { userId: string; credits: number; amountCents: number; paymentIntentId: string; by: string; at?: Date }): Promise<{ credited: boolean; balance: number }> {
  const at = (input.at ?? new Date()).toISOString();
  return withRetries(async () => {
    const existing = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.payment(input.paymentIntentId), ConsistentRead: true }));
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
                Item: { ...keys.payment(input.paymentIntentId), type: 'payment', gsi1pk: `USER#${input.userId}`, gsi1sk: `PAY#${at}`, userId: input.userId, credits: input.credits, amountCents: input.amountCents, at },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            balanceUpdate(input.userId, creditBalance, balance, { add: 'totalPaid :cents', values: { ':cents': input.amountCents } }),
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

/** Sets a user's balance to `credits` (whole number ≥ 0) with a ledger entry of the difference. */
export async function setCreditBalance(input: { userId: string; credits: number; note: string; by: string; at?: Date }): Promise<{ balance: number; entry: LedgerEntry | null }> {
  const at = (input.at ?? new Date()).toISOString();
  return withRetries(async () => {
    const { creditBalance } = await readUserCredits(input.userId);
    const entry: LedgerEntry = { id: randomUUID(), userId: input.userId, amount: input.credits - creditBalance, reason: 'admin', note: input.note, balanceAfter: input.credits, by: input.by, at };
    await ddb.send(new TransactWriteCommand({ TransactItems: [balanceUpdate(input.userId, creditBalance, input.credits), ledgerPut(entry)] }));
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
  return (out.Items ?? []).map(({ id, userId: u, amount, reason, note, balanceAfter, by, at, quoteId, paymentIntentId }) => ({
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
  })) as LedgerEntry[];
}
