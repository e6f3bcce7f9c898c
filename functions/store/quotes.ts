/**
 * The quotes of the single table (QUOTE#<id> / QUOTE, and its extracted text under TEXT): the
 * DynamoDB QuoteStore. Every status write is conditional on the status table (shared/statuses.ts).
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { assertTransition, INITIAL_STATUS, statusesBefore } from '@shared/statuses.js';
import {
  ChargeChangedError,
  FreeAnalysisCapError,
  QuoteExistsError,
  QuoteMissingError,
  QuoteStatusChangedError,
} from '../quotes/errors.js';
import type { QuoteChanges, QuoteStore, QuoteWriteConditions } from '../quotes/ports.js';
import type { ExtractedTextRecord, QuoteRecord } from '../quotes/quote-record.js';
import { readStoredQuote } from '../quotes/stored-quote.js';
import { ddb, TABLE } from './client.js';
import { conditionFailedAt, isConditionFailure, isTransactionConflict, putNew, transact } from './transactions.js';
import { messageItem } from './messages.js';
import { chargeItems } from './charges.js';
import { freeAnalysisCountItem } from './free-analyses.js';
import { countersUpdate } from './stats.js';
import { KIND, keys, OWNER_QUOTE_KEYS, quoteKey, sortableId } from './keys.js';
import { setExpression } from './update-expression.js';

const textKey = (quoteId: string) => ({ pk: `QUOTE#${quoteId}`, sk: 'TEXT' });

function ownerKey(owner: { userId?: string | null; guestId?: string | null }): string {
  return owner.userId ? `USER#${owner.userId}` : `GUEST#${owner.guestId}`;
}

/**
 * Lower-cased copies of the fields the admin searches (file name, vendor, user e-mail), kept up to
 * date in the same write as the field itself.
 */
const SEARCH_ATTRIBUTES = { fileName: 'searchFileName', vendor: 'searchVendor', userEmail: 'searchEmail' } as const;

function searchAttributes(changes: QuoteChanges): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, attribute] of Object.entries(SEARCH_ATTRIBUTES)) {
    if (field in changes) out[attribute] = String(changes[field as keyof QuoteChanges] ?? '').toLowerCase();
  }
  return out;
}

/** The condition a write of `changes` needs: the quote exists, and the status table allows its new status. */
function writeCondition(changes: QuoteChanges, conditions: QuoteWriteConditions) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  let condition = 'attribute_exists(pk)';
  const to = changes.status;
  if (conditions.onlyIfStatus || to) names['#status'] = 'status';
  if (conditions.onlyIfStatus) {
    if (to) assertTransition(conditions.onlyIfStatus, to);
    values[':expected'] = conditions.onlyIfStatus;
    condition += ' AND #status = :expected';
  } else if (to) {
    const from = statusesBefore(to);
    from.forEach((status, i) => (values[`:from${i}`] = status));
    condition += ` AND #status IN (${from.map((_, i) => `:from${i}`).join(', ')})`;
  }
  if (conditions.onlyIfRevision !== undefined) {
    names['#revision'] = 'revision';
    values[':revision'] = conditions.onlyIfRevision;
    condition +=
      conditions.onlyIfRevision === 0
        ? ' AND (attribute_not_exists(#revision) OR #revision = :revision)'
        : ' AND #revision = :revision';
  }
  return { condition, names, values };
}

/** Quotes of an index, newest first (the indexes sort by creation time). */
async function newestFirst(
  index: string,
  keyCondition: string,
  values: Record<string, unknown>,
  limit: number,
): Promise<QuoteRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: index,
      KeyConditionExpression: keyCondition,
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return ((out.Items ?? []) as QuoteRecord[]).map(readStoredQuote);
}

async function getQuote(quoteId: string): Promise<QuoteRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: quoteKey(quoteId) }));
  return out.Item && readStoredQuote(out.Item as QuoteRecord);
}

export const dynamoQuoteStore: QuoteStore = {
  get: getQuote,

  async create(quote, payment) {
    if (quote.status !== INITIAL_STATUS)
      throw new Error(`A new quote starts in ${INITIAL_STATUS}, not ${quote.status}`);
    const day = quote.createdAt.slice(0, 10);
    const charge = chargeItems(payment.charge, quote.id, quote.createdAt);
    const cap = payment.freeAnalysisCap;
    try {
      await transact([
        putNew({
          ...quoteKey(quote.id),
          type: 'quote',
          gsi1pk: ownerKey(quote),
          gsi1sk: sortableId(quote.createdAt, quote.id),
          gsi2pk: KIND.quotes,
          gsi2sk: sortableId(quote.createdAt, quote.id),
          ...searchAttributes(quote),
          ...quote,
        }),
        countersUpdate(keys.statsTotals(), {
          totalQuotes: 1,
          [quote.userId ? 'registeredQuotes' : 'guestQuotes']: 1,
        }),
        countersUpdate(keys.statsDay(day), { quotes: 1 }),
        ...charge,
        ...(cap ? [freeAnalysisCountItem(cap.ip, cap.at, cap.cap)] : []),
      ]);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (conditionFailedAt(error, 0)) throw new QuoteExistsError(`Quote ${quote.id} already exists`);
      if (cap && conditionFailedAt(error, 3 + charge.length)) {
        throw new FreeAnalysisCapError(`The free analyses of ${cap.ip} are used for today`);
      }
      throw new ChargeChangedError(`The payment for quote ${quote.id} changed meanwhile`);
    }
  },

  async update(quoteId, changes, conditions = {}, messages = []) {
    const { condition, names, values } = writeCondition(changes, conditions);
    const set = setExpression({ ...changes, ...searchAttributes(changes), updatedAt: new Date().toISOString() });
    const update = {
      TableName: TABLE,
      Key: quoteKey(quoteId),
      ConditionExpression: condition,
      UpdateExpression: set.expression,
      ExpressionAttributeNames: { ...names, ...set.names },
      ExpressionAttributeValues: { ...values, ...set.values },
    };
    try {
      if (messages.length) {
        // The quote and the messages that tell of its change land together, or not at all.
        await transact([
          { Update: update },
          ...messages.map((m, i) => ({ Put: { TableName: TABLE, Item: messageItem(quoteId, m, i) } })),
        ]);
      } else {
        await ddb.send(new UpdateCommand(update));
      }
    } catch (error) {
      if (!isConditionFailure(error) && !isTransactionConflict(error)) throw error;
      const current = await getQuote(quoteId);
      if (!current) throw new QuoteMissingError(`Quote ${quoteId} does not exist`);
      const move = changes.status ? ` (${current.status} → ${changes.status})` : '';
      throw new QuoteStatusChangedError(`Quote ${quoteId} changed meanwhile${move}`);
    }
  },

  async startExtraction(quoteId) {
    try {
      const out = await ddb.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: quoteKey(quoteId),
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: 'ADD unfinishedExtractions :one',
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return readStoredQuote(out.Attributes as QuoteRecord);
    } catch (error) {
      if (isConditionFailure(error)) throw new QuoteMissingError(`Quote ${quoteId} does not exist`);
      throw error;
    }
  },

  async endExtraction(quoteId) {
    await ddb
      .send(
        new UpdateCommand({
          TableName: TABLE,
          Key: quoteKey(quoteId),
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: 'REMOVE unfinishedExtractions',
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error; // the quote was deleted meanwhile
      });
  },

  listByOwner: (owner, limit = 100) =>
    newestFirst(
      'byOwner',
      'gsi1pk = :owner AND gsi1sk BETWEEN :from AND :to',
      { ':owner': ownerKey(owner), ':from': OWNER_QUOTE_KEYS.from, ':to': OWNER_QUOTE_KEYS.to },
      limit,
    ),

  listCreatedSince: (since, limit = 500) =>
    newestFirst('byKind', 'gsi2pk = :kind AND gsi2sk >= :since', { ':kind': KIND.quotes, ':since': since }, limit),

  async saveText(quoteId, text) {
    await ddb.send(new PutCommand({ TableName: TABLE, Item: { ...textKey(quoteId), type: 'text', ...text } }));
  },

  async getText(quoteId) {
    const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: textKey(quoteId) }));
    if (!out.Item) return undefined;
    const { pk: _pk, sk: _sk, type: _type, ...text } = out.Item;
    return text as ExtractedTextRecord;
  },

  async claimGuestQuote(quoteId, guestId, user) {
    try {
      await transact([
        {
          Update: {
            TableName: TABLE,
            Key: quoteKey(quoteId),
            UpdateExpression:
              'SET userId = :user, userEmail = :email, searchEmail = :search, isGuestQuote = :false, gsi1pk = :owner, updatedAt = :now',
            ConditionExpression: 'guestId = :guest AND (attribute_not_exists(userId) OR userId = :null)',
            ExpressionAttributeValues: {
              ':user': user.id,
              ':email': user.email,
              ':search': user.email.toLowerCase(),
              ':false': false,
              ':owner': ownerKey({ userId: user.id }),
              ':now': new Date().toISOString(),
              ':guest': guestId,
              ':null': null,
            },
          },
        },
        countersUpdate(keys.statsTotals(), { registeredQuotes: 1, guestQuotes: -1 }),
        // The claimed analysis is the account's free one.
        {
          Update: {
            TableName: TABLE,
            Key: keys.user(user.id),
            UpdateExpression: 'SET freeAnalysisUsed = :true ADD totalQuotes :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':true': true, ':one': 1 },
          },
        },
      ]);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};
