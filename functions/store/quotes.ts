import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { QuoteStatus } from '@shared/statuses.js';
import type { ExtractedTextRecord, QuoteRecord } from '../quotes/quote-record.js';
import { conditionFailedAt, ddb, isConditionFailure, TABLE, type TransactItem } from './client.js';
import { countersUpdate } from './stats.js';
import { KIND, keys, quoteKey, sortableId } from './keys.js';

export class QuoteMissingError extends Error {
  override name = 'QuoteMissingError';
}

export class QuoteExistsError extends Error {
  override name = 'QuoteExistsError';
}

export class QuoteStatusChangedError extends Error {
  override name = 'QuoteStatusChangedError';
}

const textKey = (quoteId: string) => ({ pk: `QUOTE#${quoteId}`, sk: 'TEXT' });

function ownerKey(quote: Pick<QuoteRecord, 'userId' | 'guestId'>): string {
  return quote.userId ? `USER#${quote.userId}` : `GUEST#${quote.guestId}`;
}

/**
 * Lower-cased copies of the fields the admin searches (file name, vendor, user e-mail), kept up to
 * date in the same write as the field itself.
 */
const SEARCH_ATTRIBUTES = { fileName: 'searchFileName', vendor: 'searchVendor', userEmail: 'searchEmail' } as const;

function searchAttributes(changes: Partial<QuoteRecord>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, attribute] of Object.entries(SEARCH_ATTRIBUTES)) {
    if (field in changes) out[attribute] = String(changes[field as keyof QuoteRecord] ?? '').toLowerCase();
  }
  return out;
}

/** The payment's condition failed (someone spent the same credit or free analysis first): decide again. */
export class ChargeChangedError extends Error {
  override name = 'ChargeChangedError';
}

/**
 * Creates a quote and counts it in the stats in one transaction, with the writes that pay for it
 * (`charge`: the free analysis or one credit and its ledger entry) and the counters that cap free
 * analyses (`caps`); the id must be new. Throws QuoteExistsError, ChargeChangedError (the payment
 * changed: decide again) or the error of the cap that was reached.
 */
export async function createQuote(
  quote: QuoteRecord,
  charge: TransactItem[] = [],
  caps: { item: TransactItem; exhausted: () => Error }[] = [],
): Promise<void> {
  const day = quote.createdAt.slice(0, 10);
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: TABLE,
              Item: {
                ...quoteKey(quote.id),
                type: 'quote',
                gsi1pk: ownerKey(quote),
                gsi1sk: sortableId(quote.createdAt, quote.id),
                gsi2pk: KIND.quotes,
                gsi2sk: sortableId(quote.createdAt, quote.id),
                ...searchAttributes(quote),
                ...quote,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          countersUpdate(keys.statsTotals(), {
            totalQuotes: 1,
            [quote.userId ? 'registeredQuotes' : 'guestQuotes']: 1,
          }),
          countersUpdate(keys.statsDay(day), { quotes: 1 }),
          ...charge,
          ...caps.map((c) => c.item),
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (conditionFailedAt(error, 0)) throw new QuoteExistsError(`Quote ${quote.id} already exists`);
    const cap = caps.find((_, i) => conditionFailedAt(error, 3 + charge.length + i));
    if (cap) throw cap.exhausted();
    throw new ChargeChangedError(`The payment for quote ${quote.id} changed meanwhile`);
  }
}

export async function getQuote(quoteId: string): Promise<QuoteRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: quoteKey(quoteId) }));
  return out.Item as QuoteRecord | undefined;
}

/**
 * Sets some attributes of an existing quote (never its keys) in one write. With `onlyIfStatus`
 * the write happens only while the quote is in that status (QuoteStatusChangedError otherwise).
 */
export async function updateQuote(
  quoteId: string,
  changes: Partial<Omit<QuoteRecord, 'id'>>,
  options: { onlyIfStatus?: QuoteStatus; onlyIfRevision?: number } = {},
): Promise<void> {
  const entries = Object.entries({
    ...changes,
    ...searchAttributes(changes),
    updatedAt: new Date().toISOString(),
  }).filter(([, v]) => v !== undefined);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = entries.map(([name, value], i) => {
    names[`#a${i}`] = name;
    values[`:v${i}`] = value;
    return `#a${i} = :v${i}`;
  });
  let condition = 'attribute_exists(pk)';
  if (options.onlyIfStatus) {
    names['#status'] = 'status';
    values[':expected'] = options.onlyIfStatus;
    condition += ' AND #status = :expected';
  }
  if (options.onlyIfRevision !== undefined) {
    names['#revision'] = 'revision';
    values[':revision'] = options.onlyIfRevision;
    condition +=
      options.onlyIfRevision === 0
        ? ' AND (attribute_not_exists(#revision) OR #revision = :revision)'
        : ' AND #revision = :revision';
  }
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: quoteKey(quoteId),
        ConditionExpression: condition,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if ((options.onlyIfStatus || options.onlyIfRevision !== undefined) && (await getQuote(quoteId))) {
      throw new QuoteStatusChangedError(`Quote ${quoteId} changed meanwhile`);
    }
    throw new QuoteMissingError(`Quote ${quoteId} does not exist`);
  }
}

/** Records where the pipeline is: the status and message the UI shows, and the step that runs. */
export async function setPipelineStatus(
  quoteId: string,
  update: { status: QuoteStatus; progressMessage: string; pipelineStep?: string },
): Promise<void> {
  await updateQuote(quoteId, update);
}

/**
 * Counts an extraction of the quote's file as started and reads the quote, in one write; the
 * quote's `unfinishedExtractions` then counts the extractions that started and did not end, this
 * one included. `endExtraction` removes the count when it ends, whichever way.
 */
export async function startExtraction(quoteId: string): Promise<QuoteRecord> {
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
    return out.Attributes as QuoteRecord;
  } catch (error) {
    if (isConditionFailure(error)) throw new QuoteMissingError(`Quote ${quoteId} does not exist`);
    throw error;
  }
}

export async function endExtraction(quoteId: string): Promise<void> {
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
}

/** A user's (or a guest session's) quotes, newest first. */
export async function listOwnerQuotes(
  owner: { userId?: string; guestId?: string },
  limit = 100,
): Promise<QuoteRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'byOwner',
      KeyConditionExpression: 'gsi1pk = :owner',
      ExpressionAttributeValues: { ':owner': owner.userId ? `USER#${owner.userId}` : `GUEST#${owner.guestId}` },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as QuoteRecord[];
}

/** Quotes created since `since` (newest first), for finding unfinished ones after a restart. */
export async function listQuotesCreatedSince(since: string, limit = 500): Promise<QuoteRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'byKind',
      KeyConditionExpression: 'gsi2pk = :kind AND gsi2sk >= :since',
      ExpressionAttributeValues: { ':kind': KIND.quotes, ':since': since },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as QuoteRecord[];
}

export async function saveExtractedText(quoteId: string, text: ExtractedTextRecord): Promise<void> {
  await ddb.send(new PutCommand({ TableName: TABLE, Item: { ...textKey(quoteId), type: 'text', ...text } }));
}

export async function getExtractedText(quoteId: string): Promise<ExtractedTextRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: textKey(quoteId) }));
  if (!out.Item) return undefined;
  const { pk: _pk, sk: _sk, type: _type, ...text } = out.Item;
  return text as ExtractedTextRecord;
}

export async function deleteExtractedText(quoteId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLE, Key: textKey(quoteId) }));
}

/**
 * Moves a guest quote to an account, only from the guest session that uploaded it: the quote's owner
 * fields and index key, the stats (guest → registered) and the user's quote count in one transaction.
 * Returns false when the quote is not that guest's unclaimed quote.
 */
export async function claimGuestQuote(
  quoteId: string,
  guestId: string,
  user: { id: string; email: string },
): Promise<boolean> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
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
                ':owner': `USER#${user.id}`,
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
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
