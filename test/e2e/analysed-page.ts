/** A guest's quote uploaded over HTTP and analysed, then opened in Chromium as that guest. */
import type { Browser as Chromium, Page } from 'playwright-core';
import { expect } from 'vitest';
import { Browser as HttpBrowser, uploadPresigned, waitForFinalStatus } from '../integration/http-client.js';
import { collectPageErrors } from './browser.js';

/** A guest's quote, uploaded and analysed, and a page of that guest on its analysis. */
export async function analysedQuotePage(
  chromium: Chromium,
  baseUrl: string,
  pdf: Uint8Array,
  name: string,
): Promise<{ page: Page; quote: any; errors: string[]; close: () => Promise<void> }> {
  const guest = new HttpBrowser(baseUrl);
  const up = await uploadPresigned(guest, pdf, name);
  expect(up.status).toBe(200);
  const quote = await waitForFinalStatus(guest, up.json.id);
  expect(['discussing', 'completed']).toContain(quote.status);
  const context = await chromium.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  await context.addCookies([...guest.cookies].map(([cookie, value]) => ({ name: cookie, value, url: baseUrl })));
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`/analysis/${quote.id}`);
  await page.getByText('10-Point Quality Assessment').waitFor({ timeout: 30_000 });
  return { page, quote, errors, close: () => context.close() };
}
