import { readFileSync, rmSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { UPLOAD_ERRORS } from '@shared/messages.js';
import { EXTRACTION_ERRORS } from '../../functions/extraction/errors.js';
import { quoteKey } from '../../functions/store/keys.js';
import { flateBombPdf, type3GlyphBombPdf } from '../pdf-bombs.js';
import { documentBytes, TEXT_QUOTE } from '../documents.js';
import { Browser, uploadPresigned, userWithCredits, waitForFinalStatus } from './http-client.js';
import { ADMIN_EMAIL, startStackProcess, type StackProcess } from './local-stack-process.js';

/**
 * PDF bombs through the real local stack: a few kilobytes that would hold mupdf for minutes. The
 * pipeline's handlers run in the server process, so before the document worker and its budget
 * such a file stopped the whole server (and, resumed at every start, stopped it again).
 */

const balanceOf = async (browser: Browser) => (await browser.get('/api/credits/balance')).json;

/**
 * Calls the health route and a signed-in route every 100 ms until `until` settles; the slowest
 * answer, in ms (a request that fails counts as never answered).
 */
async function slowestAnswerWhile(baseUrl: string, browser: Browser, until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let slowest = 0;
  while (!done) {
    for (const call of [
      () => fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) }),
      () => browser.get('/api/credits/balance'),
    ]) {
      const started = performance.now();
      const res = await call().catch(() => ({ status: 0 }));
      slowest = Math.max(slowest, res.status === 200 ? performance.now() - started : Infinity);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return slowest;
}

async function waitForStatus(browser: Browser, id: string, status: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await browser.get(`/api/quotes/${id}`)).json.status === status) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Quote ${id} never reached ${status}`);
}

/** The quote's count of extractions that started and did not end, read from the stack's DynamoDB Local. */
async function unfinishedExtractions(stack: StackProcess, id: string): Promise<number | undefined> {
  const ddb = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${stack.port + 10}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const out = await ddb.send(new GetCommand({ TableName: 'quotecheck', Key: quoteKey(id) }));
  return out.Item?.unfinishedExtractions as number | undefined;
}

async function waitForUnfinishedExtractions(stack: StackProcess, id: string, count: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await unfinishedExtractions(stack, id)) === count) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Quote ${id} never counted ${count} unfinished extractions`);
}

describe('a PDF bomb uploaded to the running stack', () => {
  const baseUrl = inject('baseUrl');
  const adminEmail = inject('adminEmail');

  it('a 5 KB PDF that decompresses to 4 GiB ends in error as too complex, keeps the charge, and the server answers meanwhile', async () => {
    const { browser } = await userWithCredits(baseUrl, adminEmail, 1);
    const bomb = flateBombPdf(4);
    expect(bomb.length).toBeLessThan(20_000);
    const up = await uploadPresigned(browser, bomb, 'quote.pdf');
    expect(up.status).toBe(200);
    const final = waitForFinalStatus(browser, up.json.id, 60_000);
    const slowest = await slowestAnswerWhile(baseUrl, browser, final);
    const quote = await final;
    expect(quote.status).toBe('error');
    expect(quote.progressMessage).toBe(`Error while extracting text: ${EXTRACTION_ERRORS.tooComplex}`);
    expect(slowest).toBeLessThan(2_000);
    // The file was at fault: the free analysis stays used, the credit untouched.
    expect(await balanceOf(browser)).toEqual({ balance: 1, isFirstQuote: false });
  }, 120_000);
});

describe('a PDF bomb the checks cannot see, through stops, crashes and restarts', () => {
  let stack: StackProcess | undefined;
  afterAll(async () => {
    // The whole process group: the server, its stand-ins and its document worker.
    if (stack?.child.exitCode === null) await stack.crash();
    if (stack) rmSync(stack.dataDir, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string>) => {
    stack = await startStackProcess({ ...(stack ? { dataDir: stack.dataDir, port: stack.port } : {}), env });
    return stack;
  };
  const logOf = (s: StackProcess) => readFileSync(s.logFile, 'utf8');
  /** The server's output reaches its log file through a pipe: wait a moment for a line. */
  const waitForLog = async (s: StackProcess, pattern: RegExp) => {
    for (let i = 0; i < 50 && !pattern.test(logOf(s)); i++) await new Promise((r) => setTimeout(r, 100));
    return logOf(s);
  };

  it('is stopped by the time budget while the server and other quotes go on, and is never read again at start', async () => {
    // A Type 3 glyph shown 50,000 times: about a minute of mupdf, every size within the limits.
    const bomb = type3GlyphBombPdf(50_000);

    // 1. With a 5 s budget: error, too complex, charge kept; meanwhile the server answers and a text quote is read.
    let s = await start({ PDF_TIME_BUDGET_MS: '5000' });
    const owner = await userWithCredits(s.url, ADMIN_EMAIL, 1);
    const up = await uploadPresigned(owner.browser, bomb, 'estimate.pdf');
    expect(up.status).toBe(200);
    await waitForStatus(owner.browser, up.json.id, 'extracting');
    const final = waitForFinalStatus(owner.browser, up.json.id, 60_000);
    const other = new Browser(s.url);
    const started = performance.now();
    const quote = await uploadPresigned(other, documentBytes(TEXT_QUOTE.file), TEXT_QUOTE.file);
    const [slowest, otherQuote] = await Promise.all([
      slowestAnswerWhile(s.url, owner.browser, final),
      waitForFinalStatus(other, quote.json.id, 30_000),
    ]);
    expect(['completed', 'discussing']).toContain(otherQuote.status);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(slowest).toBeLessThan(2_000);
    const failed = await final;
    expect(failed.status).toBe('error');
    expect(failed.progressMessage).toBe(`Error while extracting text: ${EXTRACTION_ERRORS.tooComplex}`);
    expect(await balanceOf(owner.browser)).toEqual({ balance: 1, isFirstQuote: false });

    // 2. Stopped and started again (with no budget to speak of): the failed bomb is not resumed.
    expect(await s.stop('SIGINT')).toBe(0);
    s = await start({ PDF_TIME_BUDGET_MS: '600000' });
    expect(logOf(s)).not.toContain(up.json.id);
    expect((await owner.browser.get(`/api/quotes/${up.json.id}`)).json).toMatchObject({
      status: 'error',
      progressMessage: failed.progressMessage,
    });

    // 3. A bomb that outlasts the budget takes the server down in the middle of reading it (here: a
    //    crash while the budget is ten minutes). It is resumed once...
    const second = await uploadPresigned(owner.browser, bomb, 'estimate-2.pdf');
    await waitForStatus(owner.browser, second.json.id, 'extracting');
    await waitForUnfinishedExtractions(s, second.json.id, 1); // the extraction has begun
    await new Promise((r) => setTimeout(r, 500));
    await s.crash();
    s = await start({ PDF_TIME_BUDGET_MS: '600000' });
    expect(await waitForLog(s, /Resuming/)).toMatch(
      new RegExp(`Resuming \\d+ unfinished quote\\(s\\):.*${second.json.id}`),
    );
    await waitForUnfinishedExtractions(s, second.json.id, 2);
    await new Promise((r) => setTimeout(r, 500));
    await s.crash();

    // 4. ...and after the second interruption it is not read again: it fails as too complex, the charge kept.
    const startedAt = Date.now();
    s = await start({ PDF_TIME_BUDGET_MS: '600000' });
    expect(Date.now() - startedAt).toBeLessThan(60_000);
    expect(await waitForLog(s, /Not resuming/)).toContain(`Not resuming quote ${second.json.id}`);
    expect(logOf(s)).not.toMatch(new RegExp(`Resuming \\d+ unfinished quote\\(s\\):.*${second.json.id}`));
    const given = (await owner.browser.get(`/api/quotes/${second.json.id}`)).json;
    expect(given).toMatchObject({
      status: 'error',
      progressMessage: `Error while extracting text: ${EXTRACTION_ERRORS.tooComplex}`,
    });
    expect(await balanceOf(owner.browser)).toEqual({ balance: 0, isFirstQuote: false });
    // A retry cannot fix the file: it is refused at once, and the file is not read again.
    expect(given.canRetry).toBe(false);
    const retry = await owner.browser.post(`/api/quotes/${second.json.id}/retry-processing`);
    expect(retry).toMatchObject({ status: 409, json: { error: UPLOAD_ERRORS.fileNotRetryable } });
    expect((await owner.browser.get(`/api/quotes/${second.json.id}`)).json).toMatchObject({
      status: 'error',
      progressMessage: given.progressMessage,
    });
    expect(await unfinishedExtractions(s, second.json.id)).toBe(2);
    const health = performance.now();
    expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
    expect(performance.now() - health).toBeLessThan(1_000);
    expect(await s.stop('SIGINT')).toBe(0);
  }, 400_000);
});
