import type { Browser as Chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminBrowser, uniqueEmail } from '../integration/http-client.js';
import { collectPageErrors, launchBrowser, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');
/** API calls made outside the page say they come from the site, as the page's own requests do (CSRF guard). */
const SITE = { origin: new URL(baseUrl).origin };
const adminEmail = inject('adminEmail');

let chromium: Chromium;
beforeAll(async () => {
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
});

const revenue = async () =>
  Number((await (await adminBrowser(baseUrl, adminEmail)).get('/api/admin/stats')).json.totalRevenue);

describe('buying credits in the browser (demo mode, no real charge)', () => {
  it('a new user buys 10 credits on My Quotes: the balance and the revenue move by exactly the purchase', async () => {
    const revenueBefore = await revenue();
    const context = await chromium.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const signup = await context.request.post('/api/auth/signup', {
      data: { email: uniqueEmail('shopper'), password: 'secret-123' },
      headers: SITE,
    });
    expect(signup.status()).toBe(201);

    await page.goto('/my-quotes');
    await page.getByText('First quote free!').waitFor();
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Continue Analyzing Quotes').waitFor();
    await dialog.getByRole('button', { name: /^10 Credits/ }).click();
    await dialog.getByText('Demo mode — no real charge').waitFor();
    await dialog.getByText("You're purchasing 10 Credits").waitFor();
    await screenshot(page, 'purchase-demo-dialog');
    await dialog.getByRole('button', { name: 'Pay $5.00' }).click();

    await page.getByText('Payment successful!').waitFor();
    await page.getByText('10 credits added').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const card = page.locator('section[aria-labelledby="credit-balance-title"]');
    // The free first analysis is still unused, so the card keeps saying so, now over a balance of 10.
    await expect
      .poll(() => card.textContent(), { timeout: 10_000 })
      .toMatch(/Balance\s*10\s*credits.*First quote free!/);
    await screenshot(page, 'purchase-demo-after');

    expect((await (await context.request.get('/api/credits/balance')).json()).balance).toBe(10);
    expect((await revenue()) - revenueBefore).toBeCloseTo(5, 2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
