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

/** The status a run is in while each step runs. */
const STEP_STATUS = { extract: 'extracting', analyze: 'analyzing' } as const;

/**
 * Puts an analysed quote back as a run lost in `step` leaves it (a crash before the analysis was
 * written): it is failed as stale when next read, a failure a retry can fix, resumed at that step.
 */
export async function loseRun(id: string, step: keyof typeof STEP_STATUS): Promise<void> {
  await setStoredQuote(id, { status: STEP_STATUS[step], pipelineStep: step, updatedAt: '2020-01-01T00:00:00.000Z' }, [
    'checklistResults',
    'overallScore',
  ]);
}

/** A quote uploaded and analysed, then lost in `step` (loseRun). */
export async function lostWhileRunning(
  browser: Browser,
  step: keyof typeof STEP_STATUS,
  fileName = 'lost.pdf',
): Promise<string> {
  const upload = await uploadPresigned(browser, windowsQuotePdf(), fileName);
  if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.json)}`);
  const id = upload.json.id as string;
  await waitForFinalStatus(browser, id);
  await loseRun(id, step);
  return id;
}
