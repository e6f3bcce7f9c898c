import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { STILL_ANALYZING_MESSAGE } from '@shared/statuses.js';
import { documentBytes, FLORIDA_QUOTE, TEXT_QUOTE } from '../documents.js';
import { Browser, uploadPresigned, waitForFinalStatus } from './http-client.js';
import { lostWhileRunning } from './stored-quote.js';

/** Ways one payment could buy more than one analysis, each closed. */
const baseUrl = inject('baseUrl');
const QUOTE = TEXT_QUOTE.file;
const OTHER = FLORIDA_QUOTE.file;

const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: `http://127.0.0.1:${inject('basePort') + 10}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

/** Puts a quote back into a pipeline status, as it is while the state machine is still at work. */
async function setStatus(quoteId: string, status: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: 'quotecheck',
      Key: { pk: `QUOTE#${quoteId}`, sk: 'QUOTE' },
      UpdateExpression: 'SET #s = :s, updatedAt = :now',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': status, ':now': new Date().toISOString() },
    }),
  );
}

describe('money loops', () => {
  it('answers 409 to chat and edits while the quote is still being analysed, and changes nothing', async () => {
    const guest = new Browser(baseUrl);
    const up = await uploadPresigned(guest, documentBytes(QUOTE), QUOTE);
    expect(up.status).toBe(200);
    const done = await waitForFinalStatus(guest, up.json.id);
    const messagesBefore = (await guest.get(`/api/quotes/${up.json.id}/messages`)).json.length;
    for (const status of ['scope', 'analyzing']) {
      await setStatus(up.json.id, status);
      const chat = await guest.post(`/api/quotes/${up.json.id}/chat`, { message: 'My total is $2,500 for 1 window' });
      expect(chat.status).toBe(409);
      expect(chat.json.error).toBe(STILL_ANALYZING_MESSAGE);
      const edit = await guest.patch(`/api/quotes/${up.json.id}/update-scope`, { totalCost: 2500 });
      expect(edit.status).toBe(409);
      expect(edit.json.error).toBe(STILL_ANALYZING_MESSAGE);
    }
    const after = (await guest.get(`/api/quotes/${up.json.id}`)).json;
    expect(after.totalCost).toBe(done.totalCost);
    expect((await guest.get(`/api/quotes/${up.json.id}/messages`)).json.length).toBe(messagesBefore);
  });

  it('analyses the file that was checked even when the presigned form is posted again with another file', async () => {
    const guest = new Browser(baseUrl);
    const first = documentBytes(QUOTE);
    const presign = await guest.post('/api/quotes/upload-url', { fileName: QUOTE, size: first.length });
    expect(presign.status).toBe(200);
    const post = async (bytes: Uint8Array) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(presign.json.fields as Record<string, string>)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(bytes)]), 'quote.pdf');
      return (await fetch(presign.json.url, { method: 'POST', body: form })).status;
    };
    expect(await post(first)).toBeLessThan(300);
    const complete = await guest.post('/api/quotes/upload-complete', {
      uploadId: presign.json.uploadId,
      fileName: QUOTE,
    });
    expect(complete.status).toBe(200);
    // The form is still within its five minutes: post a different file to the same key.
    expect(await post(documentBytes(OTHER))).toBeLessThan(300);
    const again = await guest.post('/api/quotes/upload-complete', { uploadId: presign.json.uploadId, fileName: OTHER });
    expect(again.status).toBe(409);
    const link = await guest.get(`/api/quotes/${complete.json.id}/file/original`);
    expect(link.status).toBe(302);
    const stored = new Uint8Array(await (await fetch(link.json.url)).arrayBuffer());
    expect(Buffer.from(stored).equals(Buffer.from(first))).toBe(true);
    expect((await waitForFinalStatus(guest, complete.json.id)).status).not.toBe('error');
  });

  it('charges a retry of a refunded failure again: a guest cannot re-run it once the free analysis is spent', async () => {
    const guest = new Browser(baseUrl);
    // A run lost after a crash fails when read, a failure a retry can fix, and gives the free analysis back...
    const lost = await lostWhileRunning(guest, 'extract');
    expect((await guest.get(`/api/quotes/${lost}`)).json).toMatchObject({ status: 'error', canRetry: true });
    // ...which is spent on another quote.
    const other = await uploadPresigned(guest, documentBytes(QUOTE), QUOTE);
    expect(other.status).toBe(200);
    await waitForFinalStatus(guest, other.json.id);
    const retry = await guest.post(`/api/quotes/${lost}/retry-processing`);
    expect(retry.status).toBe(402);
    expect((await guest.get(`/api/quotes/${lost}`)).json.status).toBe('error');
  });
});
