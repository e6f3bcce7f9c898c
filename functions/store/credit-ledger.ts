/**
 * The credit ledger's building blocks. Every change of a user's balance is one DynamoDB transaction
 * that updates `creditBalance` on the user item, conditional on the balance it read (so
 * `balanceAfter` is exact and concurrent changes cannot both land), and puts its ledger entry
 * (USER#<id> / LEDGER#<at>#<entryId>: amount, reason, note, balanceAfter, by, at).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CreditBalance } from '@shared/types.js';
import { BalanceContendedError, UserNotFoundError } from '../payments/errors.js';
import type { LedgerEntry } from '../payments/ports.js';
import { ddb, TABLE } from './client.js';
import { isConditionFailure, isTransactionConflict, putNew, transact, type TransactItem } from './transactions.js';
import { keys } from './keys.js';

const MAX_ATTEMPTS = 8;

export interface UserCredits {
  creditBalance: number;
  freeAnalysisUsed: boolean;
}

export async function readUserCredits(userId: string): Promise<UserCredits> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.user(userId), ConsistentRead: true }));
  if (!out.Item) throw new UserNotFoundError(`User ${userId} does not exist`);
  return { creditBalance: Number(out.Item.creditBalance ?? 0), freeAnalysisUsed: Boolean(out.Item.freeAnalysisUsed) };
}

export async function getCreditBalance(userId: string): Promise<CreditBalance> {
  const credits = await readUserCredits(userId);
  return { balance: credits.creditBalance, isFirstQuote: !credits.freeAnalysisUsed };
}

/** A ledger entry with a new id. */
export function ledgerEntry(entry: Omit<LedgerEntry, 'id'>): LedgerEntry {
  return { id: randomUUID(), ...entry };
}

export function ledgerPut(entry: LedgerEntry): TransactItem {
  return putNew({ ...keys.ledgerEntry(entry.userId, entry.at, entry.id), type: 'ledger', ...entry });
}

/** The user's balance moves from `from` to `to`, only if it still is `from`. */
export function balanceUpdate(
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

/**
 * Runs `attempt` until its transaction lands; a failed balance condition means someone else changed
 * it first, a transaction conflict that someone else was changing it: both read again and retry.
 */
export async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
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
    const entry = ledgerEntry({
      userId: input.userId,
      amount: input.credits - creditBalance,
      reason: 'admin',
      note: input.note,
      balanceAfter: input.credits,
      by: input.by,
      at,
    });
    await transact([balanceUpdate(input.userId, creditBalance, input.credits), ledgerPut(entry)]);
    return { balance: input.credits, entry };
  });
}

const LEDGER_FIELDS = ['id', 'userId', 'amount', 'reason', 'note', 'balanceAfter', 'by', 'at'] as const;
/** Shown only when set. */
const OPTIONAL_LEDGER_FIELDS = ['quoteId', 'paymentIntentId', 'stripeEventId', 'shortfall'] as const;

/** The user's ledger entries, newest first. */
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
  return (out.Items ?? []).map((item) => {
    const entry = Object.fromEntries(LEDGER_FIELDS.map((field) => [field, item[field]]));
    for (const field of OPTIONAL_LEDGER_FIELDS) if (item[field]) entry[field] = item[field];
    return entry as unknown as LedgerEntry;
  });
}
