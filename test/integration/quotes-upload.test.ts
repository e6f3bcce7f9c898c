import { describe, expect, inject, it } from 'vitest';
import {
  adminBrowser,
  Browser,
  uniqueEmail,
  uploadMultipart,
  uploadPresigned,
  userWithCredits,
  waitForFinalStatus,
} from './http-client.js';
import { documentBytes, EMPTY_FILE, TEXT_QUOTE } from '../documents.js';
import { loseRun, lostWhileRunning } from './stored-quote.js';

const baseUrl = inject('baseUrl');
const TEXT_PDF = TEXT_QUOTE.file;

describe('upload checks (server side)', () => {
  it('refuses a request without a file with 400', async () => {
    const res = await uploadMultipart(new Browser(baseUrl), documentBytes(TEXT_PDF), 'q.pdf', 'other');
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/^No file selected/);
  });

  it('refuses an empty file with 400', async () => {
    const res = await uploadMultipart(new Browser(baseUrl), documentBytes(EMPTY_FILE.file), EMPTY_FILE.file);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/empty/);
  });

  it('judges the type by content, not by name: a text file named .pdf is refused', async () => {
    const res = await uploadMultipart(
      new Browser(baseUrl),
      new TextEncoder().encode('hello, not a quote'),
      'quote.pdf',
    );
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Invalid file type. Please upload a PDF or image file (JPEG, PNG, etc.)');
  });

  it('refuses a file over 10 MB with 413 and creates no quote', async () => {
    const browser = new Browser(baseUrl);
    const big = new Uint8Array(11_000_000);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const declared = await browser.post('/api/quotes/upload-url', { fileName: 'big.pdf', size: big.length });
    expect(declared.status).toBe(413);
    // A client that lies about the size: the bucket policy refuses it in AWS; the server checks again.
    const presign = await browser.post('/api/quotes/upload-url', { fileName: 'big.pdf', size: 1000 });
    const form = new FormData();
    for (const [k, v] of Object.entries(presign.json.fields as Record<string, string>)) form.append(k, v);
    form.append('file', new Blob([big]), 'big.pdf');
    await fetch(presign.json.url, { method: 'POST', body: form });
    const complete = await browser.post('/api/quotes/upload-complete', {
      uploadId: presign.json.uploadId,
      fileName: 'big.pdf',
    });
    expect(complete.status).toBe(413);
    expect(complete.json.error).toMatch(/^File too large/);
    expect((await browser.get(`/api/quotes/${presign.json.uploadId}`)).status).toBe(404);
  });
});

describe('ownership', () => {
  it('gives a guest a session cookie; only that session (or the admin) sees the quote', async () => {
    const guest = new Browser(baseUrl);
    const up = await uploadMultipart(guest, documentBytes(TEXT_PDF), TEXT_PDF);
    expect(up.status).toBe(200);
    expect(up.json).toEqual({ id: expect.any(String), message: expect.any(String) });
    expect(guest.cookies.has('qc_guest')).toBe(true);
    expect((await guest.get(`/api/quotes/${up.json.id}`)).json.isGuestQuote).toBe(true);

    const stranger = new Browser(baseUrl);
    for (const path of ['', '/extracted-text', '/file/original']) {
      const res = await stranger.get(`/api/quotes/${up.json.id}${path}`);
      expect(res.status).toBe(404);
    }
    const user = new Browser(baseUrl);
    await user.post('/api/auth/signup', { email: uniqueEmail(), password: 'secret-1' });
    expect((await user.get(`/api/quotes/${up.json.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/quotes/${up.json.id}/retry-processing`)).status).toBe(404);
  });

  it("lists a signed-in user's quotes newest first in My Quotes, and nobody else's", async () => {
    // The first upload is the account's free analysis, the second takes a credit.
    const { browser: user } = await userWithCredits(baseUrl, inject('adminEmail'), 1);
    const first = await uploadPresigned(user, documentBytes(TEXT_PDF), 'first.pdf');
    const second = await uploadPresigned(user, documentBytes(TEXT_PDF), 'second.pdf');
    expect(first.status).toBe(200);
    const mine = await user.get('/api/quotes/my-quotes');
    expect(mine.json.map((q: any) => q.id)).toEqual([second.json.id, first.json.id]);
    expect(mine.json[0]).toMatchObject({ fileName: 'second.pdf', isGuestQuote: false, userId: expect.any(String) });
    expect((await new Browser(baseUrl).get('/api/quotes/my-quotes')).status).toBe(401);
  });

  it('serves the original file to its owner with its content type', async () => {
    const guest = new Browser(baseUrl);
    const bytes = documentBytes(TEXT_PDF);
    const up = await uploadPresigned(guest, bytes, TEXT_PDF);
    const res = await guest.get(`/api/quotes/${up.json.id}/file/original`);
    expect(res.status).toBe(302);
    const file = await fetch(res.headers.get('location')!);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('refuses to turn the same upload into two quotes', async () => {
    const guest = new Browser(baseUrl);
    const up = await uploadPresigned(guest, documentBytes(TEXT_PDF), TEXT_PDF);
    const again = await guest.post('/api/quotes/upload-complete', { uploadId: up.json.id, fileName: TEXT_PDF });
    expect(again.status).toBe(409);
  });

  it("refuses to complete someone else's upload", async () => {
    const owner = new Browser(baseUrl);
    const presign = await owner.post('/api/quotes/upload-url', { fileName: 'x.pdf', size: 100 });
    const other = new Browser(baseUrl);
    const res = await other.post('/api/quotes/upload-complete', { uploadId: presign.json.uploadId, fileName: 'x.pdf' });
    expect(res.status).toBe(404);
  });
});

describe('the pipeline through HTTP', () => {
  it('takes a text PDF through every status to a final one, with fields and redacted text', async () => {
    const guest = new Browser(baseUrl);
    const up = await uploadMultipart(guest, documentBytes(TEXT_PDF), TEXT_PDF);
    const quote = await waitForFinalStatus(guest, up.json.id);
    expect(['completed', 'discussing']).toContain(quote.status);
    expect(quote.vendor).toBeTruthy();
    const text = await guest.get(`/api/quotes/${up.json.id}/extracted-text`);
    expect(text.json.textStatistics.charactersExtracted).toBeGreaterThan(100);
    expect(text.json.extractionMethod).toBeTruthy();
  });

  it('retries a failed quote from the failed step on request, and refuses to retry one that is fine', async () => {
    const guest = new Browser(baseUrl);
    const id = await lostWhileRunning(guest, 'analyze', 'lost-in-analysis.pdf');
    expect((await guest.get(`/api/quotes/${id}`)).json).toMatchObject({
      status: 'error',
      failedStatus: 'analyzing',
      canRetry: true,
    });
    const retry = await guest.post(`/api/quotes/${id}/retry-processing`);
    expect(retry.status).toBe(200);
    const again = await waitForFinalStatus(guest, id);
    expect(['discussing', 'completed']).toContain(again.status);
    expect(again.statusesSeen).not.toContain('extracting');

    // Retries at once (a double click): exactly one restarts processing; the others are told it is
    // already retrying (409), not asked to pay for the free analysis the first one just used (402).
    await loseRun(id, 'analyze');
    expect((await guest.get(`/api/quotes/${id}`)).json.status).toBe('error');
    const clicks = await Promise.all([1, 2, 3, 4].map(() => guest.post(`/api/quotes/${id}/retry-processing`)));
    expect(clicks.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await waitForFinalStatus(guest, id)).status).not.toBe('error');

    const other = new Browser(baseUrl);
    const ok = await uploadMultipart(other, documentBytes(TEXT_PDF), TEXT_PDF);
    await waitForFinalStatus(other, ok.json.id);
    expect((await other.post(`/api/quotes/${ok.json.id}/retry-processing`)).status).toBe(409);
  });
});

describe('stats counters', () => {
  it('count a new guest quote in the totals and today, and list it first in recent quotes', async () => {
    const admin = await adminBrowser(baseUrl, inject('adminEmail'));
    const before = (await admin.get('/api/admin/stats')).json;
    const up = await uploadMultipart(new Browser(baseUrl), documentBytes(TEXT_PDF), TEXT_PDF);
    const after = (await admin.get('/api/admin/stats')).json;
    expect(after.totalQuotes).toBe(before.totalQuotes + 1);
    expect(after.guestQuotes).toBe(before.guestQuotes + 1);
    expect(after.registeredQuotes).toBe(before.registeredQuotes);
    expect(after.quotesToday).toBe(before.quotesToday + 1);
    expect(after.recentQuotes[0].id).toBe(up.json.id);
  });
});
