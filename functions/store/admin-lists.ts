import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { AdminListStore, UserItem } from '../admin/ports.js';
import type { QuoteRecord } from '../quotes/quote-record.js';
import { readStoredQuote } from '../quotes/stored-quote.js';
import { ddb, TABLE } from './client.js';
import { KIND, keys, quoteKey } from './keys.js';

export type Kind = (typeof KIND)[keyof typeof KIND];

/** Items DynamoDB reads per request while skipping or searching (it also stops at 1 MB). */
const READ_BATCH = 1_000;
const BATCH_GET_MAX = 100;

type Key = Record<string, unknown>;

const byKind = (
  kind: Kind,
): Pick<
  QueryCommandInput,
  'TableName' | 'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeValues' | 'ScanIndexForward'
> => ({
  TableName: TABLE,
  IndexName: 'byKind',
  KeyConditionExpression: 'gsi2pk = :kind',
  ExpressionAttributeValues: { ':kind': kind },
  ScanIndexForward: false,
});

/**
 * The index position after the `offset` newest items of a kind, found by counting (Select COUNT
 * returns no items) and following LastEvaluatedKey: undefined for the start of the list, `null`
 * when nothing comes after the first `offset`.
 */
async function skip(kind: Kind, offset: number): Promise<Key | undefined | null> {
  let remaining = offset;
  let start: Key | undefined;
  while (remaining > 0) {
    const out = await ddb.send(
      new QueryCommand({
        ...byKind(kind),
        Select: 'COUNT',
        Limit: Math.min(remaining, READ_BATCH),
        ExclusiveStartKey: start,
      }),
    );
    remaining -= out.Count ?? 0;
    start = out.LastEvaluatedKey;
    if (!start) return null;
  }
  return start;
}

/** `limit` items of a kind, newest first, after the `offset` newest: "Limit = page size, continuing with LastEvaluatedKey". */
async function pageOf<T>(kind: Kind, offset: number, limit: number): Promise<T[]> {
  const from = await skip(kind, offset);
  if (from === null) return [];
  let start: Key | undefined = from;
  const items: T[] = [];
  do {
    const out: QueryCommandOutput = await ddb.send(
      new QueryCommand({ ...byKind(kind), Limit: limit - items.length, ExclusiveStartKey: start }),
    );
    items.push(...((out.Items ?? []) as T[]));
    start = out.LastEvaluatedKey;
  } while (start && items.length < limit);
  return items;
}

/** Full quote items for keys in the given order (missing ones are left out). */
async function quotesByKeys(ids: string[]): Promise<QuoteRecord[]> {
  const found = new Map<string, QuoteRecord>();
  for (let i = 0; i < ids.length; i += BATCH_GET_MAX) {
    let request: Record<string, { Keys: Key[] }> | undefined = {
      [TABLE]: { Keys: ids.slice(i, i + BATCH_GET_MAX).map(quoteKey) },
    };
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1_000, 50 * 2 ** attempt)));
      const out = await ddb.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of (out.Responses?.[TABLE] ?? []) as QuoteRecord[]) found.set(item.id, readStoredQuote(item));
      request = out.UnprocessedKeys as typeof request;
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

export const dynamoAdminLists: AdminListStore = {
  async counter(name) {
    const out = await ddb.send(
      new GetCommand({
        TableName: TABLE,
        Key: keys.statsTotals(),
        ProjectionExpression: '#c',
        ExpressionAttributeNames: { '#c': name },
      }),
    );
    const value = out.Item?.[name];
    return typeof value === 'number' && value > 0 ? value : 0;
  },

  quotes: (offset, limit) => pageOf<QuoteRecord>(KIND.quotes, offset, limit),

  users: (offset, limit) => pageOf<UserItem>(KIND.users, offset, limit),

  /**
   * One pass over the QUOTES partition of byKind with a FilterExpression, reading only the ids of
   * the matches: it counts them all and keeps the ids of the requested slice, whose full items are
   * then read with BatchGetItem.
   */
  async searchQuotes(needle, offset, limit) {
    let total = 0;
    const ids: string[] = [];
    let start: Key | undefined;
    do {
      const base = byKind(KIND.quotes);
      const out = await ddb.send(
        new QueryCommand({
          ...base,
          FilterExpression: 'contains(#file, :q) OR contains(#vendor, :q) OR contains(#email, :q)',
          ProjectionExpression: '#id',
          ExpressionAttributeNames: {
            '#file': 'searchFileName',
            '#vendor': 'searchVendor',
            '#email': 'searchEmail',
            '#id': 'id',
          },
          ExpressionAttributeValues: { ...base.ExpressionAttributeValues, ':q': needle },
          Limit: READ_BATCH,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of out.Items ?? []) {
        if (total >= offset && ids.length < limit) ids.push(String(item.id));
        total++;
      }
      start = out.LastEvaluatedKey;
    } while (start);
    return { total, items: await quotesByKeys(ids) };
  },

  async user(userId) {
    const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.user(userId), ConsistentRead: true }));
    return out.Item as UserItem | undefined;
  },
};
