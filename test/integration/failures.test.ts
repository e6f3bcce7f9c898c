import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { documentBytes, TEXT_QUOTE } from '../documents.js';
import { Browser, uploadPresigned, waitForFinalStatus } from './http-client.js';

const baseUrl = inject('baseUrl');

const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: `http://127.0.0.1:${inject('basePort') + 10}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

describe('failures shown to the homeowner', () => {
  it('never carry the text of an internal error', async () => {
    const guest = new Browser(baseUrl);
    const pdf = documentBytes(TEXT_QUOTE.file);
    const damaged = await uploadPresigned(guest, pdf.slice(0, Math.floor(pdf.length / 2)), 'damaged.pdf');
    expect(damaged.status).toBe(200);
    expect((await waitForFinalStatus(guest, damaged.json.id)).status).toBe('error');
    // Break the stored quote so that the retried extraction fails inside our own code (the storage
    // refuses the key), not because of the file.
    const internalKey = `uploads/${damaged.json.id}/${'x'.repeat(1100)}`;
    await ddb.send(
      new UpdateCommand({
        TableName: 'quotecheck',
        Key: { pk: `QUOTE#${damaged.json.id}`, sk: 'QUOTE' },
        UpdateExpression: 'SET fileKey = :k',
        ExpressionAttributeValues: { ':k': internalKey },
      }),
    );
    expect((await guest.post(`/api/quotes/${damaged.json.id}/retry-processing`)).status).toBe(200);
    const failed = await waitForFinalStatus(guest, damaged.json.id);
    expect(failed.status).toBe('error');
    expect(failed.progressMessage).toBe('Error while extracting text: Something went wrong on our side. Please retry.');
  });
});
