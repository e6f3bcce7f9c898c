import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { centsToDecimal } from '@shared/money.js';
import type { AdminStats } from '@shared/types.js';
import { ddb, TABLE } from './client.js';
import { type TransactItem } from './transactions.js';
import { KIND, keys } from './keys.js';

const RECENT_QUOTES = 5;

interface Counters {
  totalUsers?: number;
  totalQuotes?: number;
  registeredQuotes?: number;
  guestQuotes?: number;
  revenueCents?: number;
  quotes?: number;
}

/** Admin statistics from counters kept up to date when things happen, never from a table scan. */
export async function readAdminStats(today: string): Promise<AdminStats> {
  const [counters, recent] = await Promise.all([
    ddb.send(new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: [keys.statsTotals(), keys.statsDay(today)] } } })),
    ddb.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'byKind',
        KeyConditionExpression: 'gsi2pk = :kind',
        ExpressionAttributeValues: { ':kind': KIND.quotes },
        ScanIndexForward: false,
        Limit: RECENT_QUOTES,
      }),
    ),
  ]);
  const items = (counters.Responses?.[TABLE] ?? []) as (Counters & { sk: string })[];
  const totals: Counters = items.find((i) => i.sk === keys.statsTotals().sk) ?? {};
  const day: Counters = items.find((i) => i.sk === keys.statsDay(today).sk) ?? {};
  return {
    totalUsers: totals.totalUsers ?? 0,
    totalQuotes: totals.totalQuotes ?? 0,
    registeredQuotes: totals.registeredQuotes ?? 0,
    guestQuotes: totals.guestQuotes ?? 0,
    totalRevenue: centsToDecimal(totals.revenueCents ?? 0),
    quotesToday: day.quotes ?? 0,
    recentQuotes: (recent.Items ?? []).map((q) => ({
      id: q.id,
      vendor: q.vendor ?? null,
      userEmail: q.userEmail ?? null,
      totalCost: q.totalCost ?? null,
      createdAt: q.createdAt,
    })),
  };
}

/** Adds to counters of a stats item (`keys.statsTotals()` or a day), inside the transaction of the event counted. */
export function countersUpdate(key: { pk: string; sk: string }, counters: Record<string, number>): TransactItem {
  const names = Object.keys(counters);
  return {
    Update: {
      TableName: TABLE,
      Key: key,
      UpdateExpression: `ADD ${names.map((n, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#c${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:c${i}`, counters[n]])),
    },
  };
}
