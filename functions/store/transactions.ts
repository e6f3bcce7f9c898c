/** Conditional writes and transactions over the table: writing them, and reading why one failed. */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLE } from './client.js';

/** True when a conditional write (alone or inside a transaction) failed its condition. */
export function isConditionFailure(error: unknown): boolean {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e.name === 'ConditionalCheckFailedException') return true;
  return (
    e.name === 'TransactionCanceledException' &&
    Boolean(e.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed'))
  );
}

/** A transaction cancelled because another one was writing the same item at that moment. */
export function isTransactionConflict(error: unknown): boolean {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  return (
    e.name === 'TransactionCanceledException' &&
    Boolean(e.CancellationReasons?.some((r) => r.Code === 'TransactionConflict'))
  );
}

/** One write of a TransactWriteItems call. */
export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** True when a transaction was cancelled because the condition of its item at `index` failed. */
export function conditionFailedAt(error: unknown, index: number): boolean {
  return (
    (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons?.[index]?.Code ===
    'ConditionalCheckFailed'
  );
}

/** Writes the items in one transaction: all land, or none. */
export async function transact(items: TransactItem[]): Promise<void> {
  await ddb.send(new TransactWriteCommand({ TransactItems: items }));
}

/** The put of an item that must not exist yet (its condition fails when it does). */
export function putNew(item: Record<string, unknown>): TransactItem {
  return { Put: { TableName: TABLE, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}
