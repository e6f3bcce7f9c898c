/**
 * The single DynamoDB table's key design, used by the CDK stack and by the local bootstrap.
 * docs/data-model.md explains which access pattern each key and index serves.
 */
export const TABLE_PARTITION_KEY = 'pk';
export const TABLE_SORT_KEY = 'sk';

export const TABLE_INDEXES = [
  /** A user's quotes, newest first: gsi1pk = USER#<userId>, gsi1sk = <createdAt>#<quoteId>. */
  { indexName: 'byOwner', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** Admin lists by date: gsi2pk = QUOTES | USERS, gsi2sk = <createdAt>#<id>. */
  { indexName: 'byKind', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;

/** Attribute DynamoDB's TTL deletes items by (epoch seconds): idempotency records, guest sessions. */
export const TABLE_TTL_ATTRIBUTE = 'expiresAt';
