import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { GetObjectTaggingCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../functions/lib/config.js';
import { documentBytes, ROOFING_QUOTE, TEXT_QUOTE } from '../documents.js';
import {
  Browser,
  uniqueEmail,
  uploadMultipart,
  uploadPresigned,
  userWithCredits,
  waitForFinalStatus,
} from './http-client.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const QUOTE = TEXT_QUOTE.file;
const ROOFING = ROOFING_QUOTE.file;

const balanceOf = async (browser: Browser) => (await browser.get('/api/credits/balance')).json;

/** Reads a user's ledger straight from the stack's DynamoDB Local (to check what the API wrote). */
async function ledgerOf(
  userId: string,
): Promise<{ amount: number; reason: string; balanceAfter: number; by: string }[]> {
  const ddb = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${inject('basePort') + 10}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const out = await ddb.send(
    new QueryCommand({
      TableName: 'quotecheck',
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :l)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':l': 'LEDGER#' },
    }),
  );
  return (out.Items ?? []) as never;
}

describe('paying for analyses with the free analysis and credits', () => {
  it('the first analysis is free, then 402 without credits, and nothing is created', async () => {
    const { browser } = await userWithCredits(baseUrl, adminEmail, 0);
    expect(await balanceOf(browser)).toEqual({ balance: 0, isFirstQuote: true });
    const first = await uploadPresigned(browser, documentBytes(QUOTE), QUOTE);
    expect(first.status).toBe(200);
    expect(await balanceOf(browser)).toEqual({ balance: 0, isFirstQuote: false });

    const url = await browser.post('/api/quotes/upload-url', { fileName: QUOTE, size: 1000 });
    expect(url.status).toBe(402);
    expect(url.json.error).toMatch(/out of credits/i);
    const multipart = await uploadMultipart(browser, documentBytes(QUOTE), QUOTE);
    expect(multipart.status).toBe(402);
    expect((await browser.get('/api/quotes/my-quotes')).json).toHaveLength(1);
  });

  it('a guest session gets one free analysis, then is invited to create an account', async () => {
    const guest = new Browser(baseUrl);
    expect((await uploadPresigned(guest, documentBytes(QUOTE), QUOTE)).status).toBe(200);
    const again = await guest.post('/api/quotes/upload-url', { fileName: QUOTE, size: 1000 });
    expect(again.status).toBe(402);
    expect(again.json.error).toMatch(/create a free account/i);
    expect((await guest.get('/api/credits/balance')).status).toBe(401);
  });

  it('eight parallel uploads with one credit: exactly one succeeds and the balance is 0', async () => {
    const { browser, id } = await userWithCredits(baseUrl, adminEmail, 1);
    expect((await uploadPresigned(browser, documentBytes(QUOTE), QUOTE)).status).toBe(200); // the free one
    expect(await balanceOf(browser)).toEqual({ balance: 1, isFirstQuote: false });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => uploadPresigned(browser, documentBytes(QUOTE), `parallel-${i}.pdf`)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(7);
    expect(await balanceOf(browser)).toEqual({ balance: 0, isFirstQuote: false });
    expect((await browser.get('/api/quotes/my-quotes')).json).toHaveLength(2);
    // The ledger holds the admin's +1 and the analysis's -1, each with the balance it left.
    const ledger = (await ledgerOf(id)).map(({ amount, reason, balanceAfter }) => ({ amount, reason, balanceAfter }));
    expect(ledger).toEqual([
      { amount: 1, reason: 'admin', balanceAfter: 1 },
      { amount: -1, reason: 'analysis', balanceAfter: 0 },
    ]);
  });

  it('an unsupported quote type gives the credit back once; a damaged file keeps it', async () => {
    const { browser } = await userWithCredits(baseUrl, adminEmail, 1);
    await waitForFinalStatus(browser, (await uploadPresigned(browser, documentBytes(QUOTE), QUOTE)).json.id); // the free one
    const roofing = await uploadPresigned(browser, documentBytes(ROOFING), ROOFING);
    expect(roofing.status).toBe(200);
    expect((await waitForFinalStatus(browser, roofing.json.id)).status).toBe('error');
    expect(await balanceOf(browser)).toEqual({ balance: 1, isFirstQuote: false });
    // A retry cannot fix the roofing quote: it is refused, and returns nothing more.
    expect((await browser.post(`/api/quotes/${roofing.json.id}/retry-processing`)).status).toBe(409);
    expect((await browser.get(`/api/quotes/${roofing.json.id}`)).json.status).toBe('error');
    expect(await balanceOf(browser)).toEqual({ balance: 1, isFirstQuote: false });

    const pdf = documentBytes(QUOTE);
    const damaged = await uploadPresigned(browser, pdf.slice(0, Math.floor(pdf.length / 2)), 'damaged.pdf');
    expect(damaged.status).toBe(200);
    expect((await waitForFinalStatus(browser, damaged.json.id)).status).toBe('error');
    expect(await balanceOf(browser)).toEqual({ balance: 0, isFirstQuote: false });
  });
});

describe('claiming a guest quote', () => {
  it("signup with the quote id makes the guest quote the new account's", async () => {
    const browser = new Browser(baseUrl);
    const up = await uploadPresigned(browser, documentBytes(QUOTE), QUOTE);
    const signup = await browser.post('/api/auth/signup', {
      email: uniqueEmail('claim'),
      password: 'secret-123',
      quoteId: up.json.id,
    });
    expect(signup.status).toBe(201);
    const mine = (await browser.get('/api/quotes/my-quotes')).json;
    expect(mine.map((q: any) => q.id)).toEqual([up.json.id]);
    expect(mine[0]).toMatchObject({ isGuestQuote: false, userId: signup.json.user.id });
    // The claimed analysis was the account's free one.
    expect(await balanceOf(browser)).toEqual({ balance: 0, isFirstQuote: false });
  });

  it("tags a guest's original for the guests' retention, and keeps it once an account claims the quote", async () => {
    const s3 = new S3Client({
      endpoint: `http://127.0.0.1:${inject('basePort') + 11}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: LOCAL_CREDENTIALS,
    });
    const tagsOf = async (id: string) =>
      (
        await s3.send(new GetObjectTaggingCommand({ Bucket: 'quotecheck-uploads', Key: `uploads/${id}/original` }))
      ).TagSet?.map((t) => `${t.Key}=${t.Value}`);
    const browser = new Browser(baseUrl);
    const up = await uploadPresigned(browser, documentBytes(QUOTE), QUOTE);
    expect(await tagsOf(up.json.id)).toEqual(['retention=guest']);
    expect(
      (
        await browser.post('/api/auth/signup', {
          email: uniqueEmail('keep'),
          password: 'secret-123',
          quoteId: up.json.id,
        })
      ).status,
    ).toBe(201);
    expect(await tagsOf(up.json.id)).toEqual([]);
    s3.destroy();
  });

  it('assign-user works only from the guest session that uploaded the quote', async () => {
    const uploader = new Browser(baseUrl);
    const up = await uploadPresigned(uploader, documentBytes(QUOTE), QUOTE);

    const other = new Browser(baseUrl);
    await other.post('/api/auth/signup', { email: uniqueEmail('thief'), password: 'secret-123' });
    expect((await other.post(`/api/quotes/${up.json.id}/assign-user`, {})).status).toBe(404);
    expect((await other.post(`/api/quotes/${up.json.id}/assign-user`, {})).status).toBe(404);
    expect((await new Browser(baseUrl).post(`/api/quotes/${up.json.id}/assign-user`, {})).status).toBe(401);

    // The uploader signs up without the quote id, then claims it from the same browser.
    await uploader.post('/api/auth/signup', { email: uniqueEmail('owner'), password: 'secret-123' });
    const claimed = await uploader.post(`/api/quotes/${up.json.id}/assign-user`, {});
    expect(claimed.status).toBe(200);
    expect(claimed.json.isGuestQuote).toBe(false);
    expect((await uploader.post(`/api/quotes/${up.json.id}/assign-user`, {})).status).toBe(200);
    expect((await other.get(`/api/quotes/${up.json.id}`)).status).toBe(404);
  });
});
