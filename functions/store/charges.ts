/**
 * Paying for analyses in DynamoDB (the ChargeLedger): the writes that take an upload's free analysis
 * or credit, the transaction that charges a retry, and giving a charge back once. Which charge pays
 * and when one comes back is decided in functions/payments/charge-policy.ts.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { assertTransition } from '@shared/statuses.js';
import type { QuoteCharge } from '../payments/charge-policy.js';
import { RetryRaceError } from '../payments/errors.js';
import type { ChargeLedger } from '../payments/ports.js';
import { ChargeChangedError } from '../quotes/errors.js';
import { ddb, TABLE } from './client.js';
import { conditionFailedAt, isConditionFailure, transact, type TransactItem } from './transactions.js';
import { balanceUpdate, ledgerEntry, ledgerPut, readUserCredits, withRetries } from './credit-ledger.js';
import { freeAnalysesToday } from './free-analyses.js';
import { keys, quoteKey } from './keys.js';

/** A guest session's record (its free analysis) is kept this long. */
const GUEST_RECORD_DAYS = 365;

/**
 * The writes that take the payment, for the transaction that creates the quote (`countQuote`: the
 * user's totalQuotes goes up too; not when a failed quote is charged again for a retry).
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
  const entry = ledgerEntry({
    userId: charge.userId,
    amount: -1,
    reason: 'analysis',
    note: countQuote ? `Quote ${quoteId} analysed` : `Quote ${quoteId} analysed again (retry)`,
    balanceAfter: charge.balanceBefore - 1,
    by: charge.userId,
    at,
    quoteId,
  });
  const count = countQuote ? { add: 'totalQuotes :one', values: { ':one': 1 } } : {};
  return [balanceUpdate(charge.userId, charge.balanceBefore, charge.balanceBefore - 1, count), ledgerPut(entry)];
}

/** The free analysis given back to its account or guest session. */
function freeAnalysisBack(key: Record<string, string>): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: key,
      UpdateExpression: 'SET freeAnalysisUsed = :false',
      ExpressionAttributeValues: { ':false': false },
    },
  };
}

export const dynamoChargeLedger: ChargeLedger = {
  async account(payer) {
    if ('guestId' in payer) {
      const out = await ddb.send(
        new GetCommand({ TableName: TABLE, Key: keys.guest(payer.guestId), ConsistentRead: true }),
      );
      return { kind: 'guest', guestId: payer.guestId, freeAnalysisUsed: Boolean(out.Item?.freeAnalysisUsed) };
    }
    return { kind: 'user', userId: payer.userId, ...(await readUserCredits(payer.userId)) };
  },

  freeAnalysesToday,

  async chargeRetry(quote, charge, progressMessage, at) {
    assertTransition('error', 'processing');
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
      await transact([reopen, ...chargeItems(charge, quote.id, at.toISOString(), false)]);
    } catch (error) {
      if (conditionFailedAt(error, 0)) throw new RetryRaceError(`Quote ${quote.id} is not a refunded failure any more`);
      if (isConditionFailure(error))
        throw new ChargeChangedError(`The payment for quote ${quote.id} changed meanwhile`);
      throw error;
    }
  },

  async isRefundedFailure(quoteId) {
    const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: quoteKey(quoteId), ConsistentRead: true }));
    return out.Item?.status === 'error' && out.Item?.chargeReturned === true;
  },

  async returnCharge(quote, note, at) {
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
        await transact([flag, ...items]);
        return true;
      } catch (error) {
        if (conditionFailedAt(error, 0)) return false; // already returned
        throw error;
      }
    };
    if (quote.charge === 'free') {
      if (quote.userId) return once([freeAnalysisBack(keys.user(quote.userId))]);
      if (quote.guestId) return once([freeAnalysisBack(keys.guest(quote.guestId))]);
      return false;
    }
    const userId = quote.userId!;
    return withRetries(async () => {
      const { creditBalance } = await readUserCredits(userId);
      const entry = ledgerEntry({
        userId,
        amount: 1,
        reason: 'refund',
        note,
        balanceAfter: creditBalance + 1,
        by: 'system',
        at: at.toISOString(),
        quoteId: quote.id,
      });
      return once([balanceUpdate(userId, creditBalance, creditBalance + 1), ledgerPut(entry)]);
    });
  },
};
