/**
 * Stored quotes changed behind the API, in the local stack's DynamoDB: what a crash or a broken key
 * leaves behind, to provoke failures the homeowner can retry.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { type Browser, uploadPresigned, waitForFinalStatus } from './http-client.js';
import { windowsQuotePdf } from './quote-documents.js';

const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: `http://127.0.0.1:${inject('basePort') + 10}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

/** Writes attributes of a stored quote directly (what a crash, or a broken key, leaves behind). */
export async function setStoredQuote(
  id: string,
  values: Record<string, unknown>,
  remove: string[] = [],
): Promise<void> {
  const names = Object.keys(values);
  await ddb.send(
    new UpdateCommand({
      TableName: 'quotecheck',
      Key: { pk: `QUOTE#${id}`, sk: 'QUOTE' },
      UpdateExpression:
        `SET ${names.map((n, i) => `#n${i} = :v${i}`).join(', ')}` +
        (remove.length ? ` REMOVE ${remove.join(', ')}` : ''),
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, values[n]])),
    }),
  );
}

/**
 * An analysed quote whose run was lost while it read the file (as after a crash): it is failed as
 * stale when read, a failure a retry can fix.
 */
export async function lostWhileExtracting(browser: Browser, fileName = 'lost.pdf'): Promise<string> {
  const upload = await uploadPresigned(browser, windowsQuotePdf(), fileName);
  if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.json)}`);
  const id = upload.json.id as string;
  await waitForFinalStatus(browser, id);
  await setStoredQuote(id, { status: 'extracting', pipelineStep: 'extract', updatedAt: '2020-01-01T00:00:00.000Z' }, [
    'checklistResults',
    'overallScore',
  ]);
  return id;
}
