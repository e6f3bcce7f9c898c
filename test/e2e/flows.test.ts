import type { BrowserContext, Browser as Chromium, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { UPLOAD_ERRORS } from '@shared/messages.js';
import { type Browser as HttpBrowser, userWithCredits } from '../integration/http-client.js';
import { roofingQuotePdf, windowsQuotePdf } from '../integration/quote-documents.js';
import { lostWhileRunning } from '../integration/stored-quote.js';
import { collectPageErrors, launchBrowser, screenshot } from './browser.js';

/**
 * A homeowner's flows end to end: buying credits from My Quotes, retrying a failed quote, editing a
 * field of an analysed one, a failure a retry cannot fix, and the upload card's refusals.
 */
const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

let chromium: Chromium;
beforeAll(async () => {
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
});

const pdf = (name: string, bytes: Uint8Array) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });

/** A page in a fresh context, signed in as `http`'s account when given. */
async function openPage(http?: HttpBrowser): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await chromium.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  if (http) await context.addCookies([...http.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
  const page = await context.newPage();
  return { page, context, errors: collectPageErrors(page) };
}

/** Uploads from the upload card of the current page; resolves with the new quote's id once its analysis page opens. */
async function uploadHere(page: Page, file: ReturnType<typeof pdf>): Promise<string> {
  await page.getByLabel('Quote file').setInputFiles(file);
  await page.getByRole('button', { name: 'Analyze Quote' }).click();
  await page.getByText('Upload successful!').waitFor();
  await page.waitForURL(/\/analysis\/[\w-]+$/, { timeout: 10_000 });
  // "You'll be redirected shortly" is over: the toast leaves with the page it was on.
  await page.getByText('Upload successful!').waitFor({ state: 'detached', timeout: 1_500 });
  return page.url().split('/').pop()!;
}

/** The text of the step the progress indicator marks as current (active, or red on error). */
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Analysis progress' }).locator('[aria-current="step"]').innerText();

describe("a homeowner's flows", () => {
  it('buys credits from My Quotes: the chooser cancels on its first step, and the list still shows exactly their quotes', async () => {
    const { browser: http } = await userWithCredits(baseUrl, adminEmail, 0);
    const { page, context, errors } = await openPage(http);
    await page.goto('/my-quotes');
    const id = await uploadHere(page, pdf('lakeview.pdf', windowsQuotePdf()));

    await page.goto('/my-quotes');
    await page.getByRole('article', { name: 'lakeview.pdf' }).waitFor();
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Continue Analyzing Quotes').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Buy Credits' }).click();
    await dialog.getByRole('button', { name: /^1 Credit/ }).click();
    await dialog.getByRole('button', { name: 'Pay $0.50' }).click();
    await page.getByText('Payment successful!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('article', { name: 'lakeview.pdf' }).waitFor();
    await page.getByRole('heading', { name: 'Your Quotes (1)' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await page.getByText('Unknown Vendor').count()).toBe(0);
    expect(await page.locator('a[href*="undefined"]').count()).toBe(0);
    const links = await page
      .getByRole('link', { name: /^View Analysis/ })
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual([`/analysis/${id}`]);
    await screenshot(page, 'flows-my-quotes-after-purchase');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('retries a failure a retry can fix: the page follows the quote again until it is analysed, with no reload', async () => {
    const { browser: http } = await userWithCredits(baseUrl, adminEmail, 0);
    const id = await lostWhileRunning(http, 'extract', 'lost-run.pdf');
    const { page, context, errors } = await openPage(http);
    await page.goto(`/analysis/${id}`);
    await page.getByText('Processing Error').waitFor();
    expect(await currentStep(page)).toMatch(/^Extract\s+error$/);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await screenshot(page, 'flows-retryable-error');

    await page.getByRole('button', { name: 'Retry Processing' }).click();
    await page.getByText('Processing Error').waitFor({ state: 'detached', timeout: 10_000 });
    // Analysed again (the chat asks its questions: Discuss is the current step), seen by polling alone.
    await expect.poll(() => currentStep(page), { timeout: 30_000 }).toMatch(/\bDiscussing\s+ready for chat$/);
    await page.getByText('Collecting Additional Information...').waitFor();
    await page.getByRole('group', { name: 'Quality Score' }).getByText(/^\d+/).waitFor();
    await page.getByRole('button', { name: 'Edit total price' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits the total: the score moves, the chat says so against the score before the edit, and no re-analysis spinner stays', async () => {
    const { browser: http } = await userWithCredits(baseUrl, adminEmail, 0);
    const { page, context, errors } = await openPage(http);
    await page.goto('/my-quotes');
    await uploadHere(page, pdf('lakeview.pdf', windowsQuotePdf()));
    await page.getByRole('button', { name: 'Edit total price' }).waitFor({ timeout: 30_000 });
    const score = page.getByRole('group', { name: 'Quality Score' });
    const before = Number((await score.innerText()).match(/\d+/)![0]);
    // A slow connection: the chat's messages arrive a while after the server read them, so the edit's
    // "Re-analyzing ..." message reaches the page after the edit is done, as it may on a phone.
    await page.route('**/api/quotes/*/messages', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fulfill({ response });
    });

    await page.getByRole('button', { name: 'Edit total price' }).click();
    await page.getByRole('textbox', { name: 'Total price' }).fill('24000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Analysis Updated').waitFor();
    await expect.poll(async () => Number((await score.innerText()).match(/\d+/)![0])).not.toBe(before);
    const after = Number((await score.innerText()).match(/\d+/)![0]);

    // The chat's account of the full analysis agrees with what moved, against the score before the edit.
    const chat = page.getByRole('log', { name: 'Chat messages' });
    const fullAnalysis = chat.getByText(/^I re-ran the full analysis/).last();
    await fullAnalysis.waitFor({ timeout: 10_000 });
    const said = await fullAnalysis.innerText();
    expect(said).not.toMatch(/nothing changed/);
    expect(said).toContain(`Quality Score: ${after}/100`);
    expect(said).toContain(`(was ${before})`);
    // The edit is done: no item says it is still being re-analysed, now or as the chat catches up.
    for (let look = 0; look < 4; look++) {
      expect(await page.getByText('Re-analyzing based on your input...').count()).toBe(0);
      await page.waitForTimeout(500);
    }
    await screenshot(page, 'flows-after-edit');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a roofing quote: the error marks the step it failed in, offers no retry and no edits, and the chat says what to do', async () => {
    const { page, context, errors } = await openPage();
    await page.goto('/');
    const id = await uploadHere(page, pdf('roof.pdf', roofingQuotePdf()));
    await page.getByText('Processing Error').waitFor({ timeout: 30_000 });
    await page.getByText(/Roofing quotes are coming soon\./).waitFor();
    expect(await currentStep(page)).toMatch(/^Scope\s+error$/);
    const progress = page.getByRole('navigation', { name: 'Analysis progress' });
    await progress.getByText('Uploaded').waitFor();
    await progress.getByText('Extracted').waitFor();
    expect(await page.getByRole('button', { name: 'Retry Processing' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await page.getByText('The analysis of this quote could not be completed.').waitFor();
    expect(await page.getByText('Your analysis will appear here').count()).toBe(0);
    await screenshot(page, 'flows-roofing-error');

    // The server holds to the same answer.
    const retry = await context.request.post(`/api/quotes/${id}/retry-processing`, {
      data: {},
      headers: { origin: new URL(baseUrl).origin },
    });
    expect(retry.status()).toBe(409);
    expect((await retry.json()).error).toBe(UPLOAD_ERRORS.unsupportedNotRetryable);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses an empty file before uploading, and shows the server's reason when it refuses one", async () => {
    const { page, context, errors } = await openPage();
    await page.goto('/');
    await page.getByLabel('Quote file').setInputFiles(pdf('empty.pdf', new Uint8Array()));
    await page.getByText('Empty file').waitFor();
    await page.getByText(UPLOAD_ERRORS.emptyFile).waitFor();
    expect(await page.getByText('empty.pdf').count()).toBe(0);

    const notes = new TextEncoder().encode('Just some notes, not a PDF at all. '.repeat(20));
    await page.getByLabel('Quote file').setInputFiles(pdf('notes.pdf', notes));
    await page.getByText(`${notes.length} bytes`).waitFor();
    await page.getByRole('button', { name: 'Analyze Quote' }).click();
    await page.getByText('Upload failed', { exact: true }).waitFor();
    await page.getByText(UPLOAD_ERRORS.invalidType).waitFor();
    expect(await page.getByText('There was an error uploading your file. Please try again.').count()).toBe(0);
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
