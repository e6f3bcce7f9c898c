import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { documentBytes, FLORIDA_QUOTE } from '../documents.js';

const port = inject('basePort');
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: `http://127.0.0.1:${port + 10}`, region: 'us-east-1', credentials }),
);
const sfn = new SFNClient({ endpoint: `http://127.0.0.1:${port + 13}`, region: 'us-east-1', credentials });
const s3 = new S3Client({
  endpoint: `http://127.0.0.1:${port + 11}`,
  region: 'us-east-1',
  credentials,
  forcePathStyle: true,
});
const STATE_MACHINE = 'arn:aws:states:us-east-1:000000000000:stateMachine:QuotePipeline';

async function finished(executionArn: string) {
  for (let i = 0; i < 200; i++) {
    const out = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    if (out.status !== 'RUNNING') return out;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('execution did not finish');
}

describe('the pipeline state machine, run locally from the ASL CDK synthesises', () => {
  it('runs every step for a quote through the AWS SDK and leaves it in a final status', async () => {
    const quoteId = randomUUID();
    const fileKey = `uploads/${quoteId}/original`;
    // A quote whose analysis leaves the chat nothing to ask: the pipeline ends it completed.
    const pdf = Buffer.from(documentBytes(FLORIDA_QUOTE.file));
    await s3.send(new PutObjectCommand({ Bucket: 'quotecheck-uploads', Key: fileKey, Body: pdf }));
    await ddb.send(
      new PutCommand({
        TableName: 'quotecheck',
        Item: {
          pk: `QUOTE#${quoteId}`,
          sk: 'QUOTE',
          id: quoteId,
          fileKey,
          status: 'processing',
          updatedAt: new Date().toISOString(),
        },
      }),
    );
    const { executionArn } = await sfn.send(
      new StartExecutionCommand({ stateMachineArn: STATE_MACHINE, input: JSON.stringify({ quoteId }) }),
    );
    const out = await finished(executionArn!);
    expect(out.status).toBe('SUCCEEDED');
    const quote = (
      await ddb.send(new GetCommand({ TableName: 'quotecheck', Key: { pk: `QUOTE#${quoteId}`, sk: 'QUOTE' } }))
    ).Item!;
    expect(quote.status).toBe('completed');
    expect(quote.pipelineStep).toBe('analyze');
    expect(quote.vendor).toBe(FLORIDA_QUOTE.expect.vendor);
  });

  it('routes a failing step into MarkFailed and fails the execution', async () => {
    const { executionArn } = await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: STATE_MACHINE,
        input: JSON.stringify({ quoteId: `missing-${randomUUID()}` }),
      }),
    );
    const out = await finished(executionArn!);
    expect(out.status).toBe('FAILED');
  });

  it('refuses an unknown state machine like AWS does', async () => {
    await expect(
      sfn.send(new StartExecutionCommand({ stateMachineArn: `${STATE_MACHINE}-nope`, input: '{}' })),
    ).rejects.toMatchObject({ name: 'StateMachineDoesNotExist' });
  });
});
