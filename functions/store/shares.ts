import { GetCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { ShareRecord, ShareStore } from '../shares/share-links.js';
import { ShareListChangedError } from '../shares/share-links.js';
import { ddb, TABLE } from './client.js';
import { conditionFailedAt, isConditionFailure, isTransactionConflict, putNew, transact } from './transactions.js';
import { keys } from './keys.js';
import { TABLE_TTL_ATTRIBUTE } from './table-design.js';

/**
 * Share links (docs/data-model.md). Each link is two items written together:
 * - `SHARE#<token>` / `SHARE`: the public view finds the link by its token (GetItem, consistent);
 * - `QUOTE#<quoteId>` / `SHARE#<token>`: the owner lists the quote's links (Query, consistent).
 * Revoking sets `revokedAt` on the first and deletes the second in one transaction. Both carry the
 * table's TTL attribute (epoch seconds of the expiry), so DynamoDB removes them once they expire.
 * `QUOTE#<quoteId>` / `SHARES` holds the list's `version`: every create is conditional on the version
 * it counted, so two creates at once cannot both pass the cap on active links.
 */
interface ShareItem {
  type: 'share';
  token: string;
  quoteId: string;
  ownerId: string;
  createdBy: string;
  createdAt: string;
  [TABLE_TTL_ATTRIBUTE]: number;
  revokedAt?: string;
}

function toItem(share: ShareRecord): ShareItem {
  return {
    type: 'share',
    token: share.token,
    quoteId: share.quoteId,
    ownerId: share.ownerId,
    createdBy: share.createdBy,
    createdAt: share.createdAt,
    [TABLE_TTL_ATTRIBUTE]: Math.floor(Date.parse(share.expiresAt) / 1000),
    ...(share.revokedAt ? { revokedAt: share.revokedAt } : {}),
  };
}

function toRecord(item: Record<string, unknown>): ShareRecord {
  const share = item as unknown as ShareItem;
  return {
    token: share.token,
    quoteId: share.quoteId,
    ownerId: share.ownerId,
    createdBy: share.createdBy,
    createdAt: share.createdAt,
    expiresAt: new Date(Number(share[TABLE_TTL_ATTRIBUTE]) * 1000).toISOString(),
    ...(share.revokedAt ? { revokedAt: share.revokedAt } : {}),
  };
}

export const dynamoShares: ShareStore = {
  async listForQuote(quoteId) {
    const shares: ShareRecord[] = [];
    let version = 0;
    let start: Record<string, unknown> | undefined;
    do {
      // 'SHARE' prefixes both the links (SHARE#<token>) and the version item (SHARES).
      const out: QueryCommandOutput = await ddb.send(
        new QueryCommand({
          TableName: TABLE,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :share)',
          ExpressionAttributeValues: { ':pk': keys.quoteSharesVersion(quoteId).pk, ':share': 'SHARE' },
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of out.Items ?? []) {
        if (item.sk === keys.quoteSharesVersion(quoteId).sk) version = Number(item.version ?? 0);
        else if (item.type === 'share') shares.push(toRecord(item));
      }
      start = out.LastEvaluatedKey;
    } while (start);
    return { shares, version };
  },

  async create(share, version) {
    const item = toItem(share);
    try {
      await transact([
        putNew({ ...keys.share(share.token), ...item }),
        { Put: { TableName: TABLE, Item: { ...keys.quoteShare(share.quoteId, share.token), ...item } } },
        {
          Update: {
            TableName: TABLE,
            Key: keys.quoteSharesVersion(share.quoteId),
            UpdateExpression: 'SET #version = :next',
            ConditionExpression: version === 0 ? 'attribute_not_exists(#version)' : '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':next': version + 1, ...(version === 0 ? {} : { ':version': version }) },
          },
        },
      ]);
    } catch (error) {
      // Another create counted the same version first, or was writing the version item at that moment.
      if ((isConditionFailure(error) && conditionFailedAt(error, 2)) || isTransactionConflict(error)) {
        throw new ShareListChangedError(`The links of quote ${share.quoteId} changed meanwhile`, { cause: error });
      }
      throw error;
    }
  },

  async get(token) {
    const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.share(token), ConsistentRead: true }));
    return out.Item?.type === 'share' ? toRecord(out.Item) : undefined;
  },

  async revoke(quoteId, token, at) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await revokeOnce(quoteId, token, at);
      } catch (error) {
        // Two revokes of one link at once: the one that lost the transaction tries again and finds it revoked.
        if (!isTransactionConflict(error) || attempt >= REVOKE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  },
};

const REVOKE_ATTEMPTS = 4;

/** Marks the link revoked and takes it off the quote's list in one transaction; false when it is not an active link of the quote. */
async function revokeOnce(quoteId: string, token: string, at: string): Promise<boolean> {
  try {
    await transact([
      {
        Update: {
          TableName: TABLE,
          Key: keys.share(token),
          UpdateExpression: 'SET revokedAt = :at',
          // Only a link of this quote, once: another quote's token is "not found" for this one.
          ConditionExpression: 'attribute_exists(pk) AND quoteId = :quoteId AND attribute_not_exists(revokedAt)',
          ExpressionAttributeValues: { ':at': at, ':quoteId': quoteId },
        },
      },
      { Delete: { TableName: TABLE, Key: keys.quoteShare(quoteId, token) } },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
