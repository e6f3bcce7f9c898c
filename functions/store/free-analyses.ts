import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLE } from './client.js';
import { type TransactItem } from './transactions.js';
import { keys } from './keys.js';
import { TABLE_TTL_ATTRIBUTE } from './table-design.js';

/**
 * The write that counts one more free analysis from `ip` today, only while fewer than `cap` were
 * spent: it goes in the transaction that spends the free analysis, so the cap holds under races.
 */
export function freeAnalysisCountItem(ip: string, at: Date, cap: number): TransactItem {
  const day = at.toISOString().slice(0, 10);
  return {
    Update: {
      TableName: TABLE,
      Key: keys.freeAnalysesByIp(ip, day),
      UpdateExpression: 'SET #ttl = :ttl ADD #count :one',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :cap',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': TABLE_TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':ttl': Math.floor(Date.parse(day) / 1000) + 2 * 86_400 },
    },
  };
}

/** How many free analyses `ip` has spent today. */
export async function freeAnalysesToday(ip: string, at: Date): Promise<number> {
  const out = await ddb.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.freeAnalysesByIp(ip, at.toISOString().slice(0, 10)),
      ConsistentRead: true,
    }),
  );
  return Number(out.Item?.count ?? 0);
}
