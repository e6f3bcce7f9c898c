import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientOptions, getConfig } from '../lib/config.js';

/** The document client and table every store module uses, created once per container. */
export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient(awsClientOptions(getConfig().DYNAMODB_ENDPOINT)), {
  marshallOptions: { removeUndefinedValues: true },
});

export const TABLE = getConfig().TABLE_NAME;

/** True when a conditional write (alone or inside a transaction) failed its condition. */
export function isConditionFailure(error: unknown): boolean {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e.name === 'ConditionalCheckFailedException') return true;
  return e.name === 'TransactionCanceledException' && Boolean(e.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed'));
}
