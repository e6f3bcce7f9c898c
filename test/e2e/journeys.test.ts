import type { Browser as Chromium, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  adminBrowser,
  Browser as HttpBrowser,
  uniqueEmail,
  uploadPresigned,
  waitForFinalStatus,
} from '../integration/http-client.js';
import { COASTAL_QUOTE, documentBytes, documentPath, HEIC_QUOTE, TEXT_QUOTE } from '../documents.js';
import { collectPageErrors, launchBrowser, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');
/** API calls made outside the page say they come from the site, as the page's own requests do (CSRF guard). */
const SITE = { origin: new URL(baseUrl).origin };
const adminEmail = inject('adminEmail');
/** The guest's quote is an iPhone photo (HEIC); the signed-in user's a text PDF. */
const PHOTO_FILE = documentPath(HEIC_QUOTE.file);
const TEXT_FILE = documentPath(TEXT_QUOTE.file);

let chromium: Chromium;
beforeAll(async () => {
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
});

async function newPage(
  width = 1280,
  height = 900,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await chromium.newContext({ baseURL: baseUrl, viewport: { width, height } });
  const page = await context.newPage();
  return { page, errors: collectPageErrors(page), close: () => context.close() };
}

/** Uploads a file from the landing page's upload card and waits for the analysis page. */
async function uploadFromLanding(page: Page, file: string): Promise<string> {
  await page.goto('/');
  await page.getByLabel('Quote file').setInputFiles(file);
  await page.getByRole('button', { name: 'Analyze Quote' }).click();
  await page.getByText('Upload successful!').waitFor();
  await page.waitForURL(/\/analysis\/[\w-]+$/, { timeout: 10_000 });
  return page.url().split('/').pop()!;
}

describe('guest journey', () => {
  it('uploads a photo, watches the steps, chats, signs up from the banner and finds the quote in My Quotes', async () => {
    const { page, errors, close } = await newPage();
    const id = await uploadFromLanding(page, PHOTO_FILE);
    await page
      .getByText(/^Upload(ed)?$/)
      .first()
      .waitFor();
    await screenshot(page, 'guest-analysis-progress');

    // The analysis ends in the chat: status discussing, a question with its answers as buttons.
    await page.getByText('Collecting Additional Information...').waitFor({ timeout: 60_000 });
    await page.getByText('10-Point Quality Assessment').waitFor();
    await page.getByText('Choose an answer:').waitFor();
    await screenshot(page, 'guest-analysis-discussing');

    // Answer with the first chip until the chat has nothing left to ask.
    for (let turn = 0; turn < 10; turn++) {
      if (await page.getByText('Analysis Complete! Save Your Results').isVisible()) break;
      const chip = page.getByRole('group', { name: 'Choose an answer:' }).getByRole('button').first();
      if (await chip.isVisible()) await chip.click();
      else {
        await page.getByLabel('Ask about your quote...').fill("I don't know");
        await page.keyboard.press('Enter');
      }
      await page.waitForTimeout(600);
    }
    await page.getByText('Analysis Complete! Save Your Results').waitFor({ timeout: 15_000 });

    // A free question.
    await page.getByLabel('Ask about your quote...').fill('What is SHGC?');
    await page.keyboard.press('Enter');
    await page
      .getByText(/solar heat gain/i)
      .first()
      .waitFor();
    await screenshot(page, 'guest-analysis-completed');

    await page.getByRole('link', { name: 'Create Free Account' }).click();
    await page.waitForURL(new RegExp(`/signup\\?quote=${id}`));
    await page.getByText('Create a free account to save your quote analysis').waitFor();
    await page.getByLabel(/^Email/).fill(uniqueEmail('journey'));
    await page.getByLabel(/^Password/).fill('secret-123');
    await page.getByRole('button', { name: /create account|sign up/i }).click();
    await page.waitForURL(new RegExp(`/analysis/${id}$`));

    await page.goto('/my-quotes');
    await page.getByText(HEIC_QUOTE.file).waitFor();
    await screenshot(page, 'guest-my-quotes');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('login journey', () => {
  it('signs in, lands on My Quotes, uploads a quote and opens its analysis', async () => {
    const email = uniqueEmail('login');
    const { page, errors, close } = await newPage();
    await page.request.post('/api/auth/signup', { data: { email, password: 'secret-123' }, headers: SITE });
    await page.request.post('/api/auth/logout', { headers: SITE });
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('secret-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL(/\/my-quotes$/);
    await page.getByText('First quote free!').waitFor();
    await page.getByLabel('Quote file').setInputFiles(TEXT_FILE);
    await page.getByRole('button', { name: 'Analyze Quote' }).click();
    await page.waitForURL(/\/analysis\/[\w-]+$/, { timeout: 10_000 });
    await page.getByText('10-Point Quality Assessment').waitFor();
    await page.getByText(TEXT_QUOTE.expect.vendor!).first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'login-analysis');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('admin journey', () => {
  it('sees the dashboard, searches quotes, pages users and edits credits', async () => {
    await adminBrowser(baseUrl, adminEmail);
    const { page, errors, close } = await newPage();
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(adminEmail);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/my-quotes$/);
    await page
      .getByRole('link', { name: 'Admin Dashboard' })
      .or(page.getByRole('button', { name: 'Admin Dashboard' }))
      .first()
      .click();
    await page.waitForURL(/\/admin$/);
    for (const card of ['Total Users', 'Total Quotes', 'Total Revenue', 'Quotes Today', 'Recent Quotes'])
      await page.getByText(card).first().waitFor();
    await screenshot(page, 'admin-dashboard');

    await page.getByRole('tab', { name: 'Quotes' }).click();
    await page.waitForURL(/\/admin\/quotes$/);
    await page.getByText(/All Quotes \(\d+\)/).waitFor();
    await page.getByText(/Page 1 of \d+/).waitFor();
    await page.getByText(HEIC_QUOTE.file).first().waitFor();
    // The first word of the text quote's vendor, in lower case.
    const search = TEXT_QUOTE.expect.vendor!.split(' ')[0]!.toLowerCase();
    expect(`${HEIC_QUOTE.file} ${HEIC_QUOTE.expect.vendor}`.toLowerCase()).not.toContain(search);
    await page.getByPlaceholder('Search quotes...').fill(search);
    // The guest journey's photo quote does not match: the list narrows to the text quote(s).
    await page.getByText(HEIC_QUOTE.file).first().waitFor({ state: 'detached' });
    await page.getByText(TEXT_QUOTE.file).first().waitFor();
    await screenshot(page, 'admin-quotes');

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.waitForURL(/\/admin\/users$/);
    await page.getByText(/All Users \(\d+\)/).waitFor();
    await page.getByRole('button', { name: 'Edit Credits' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel(/credits/i)
      .first()
      .fill('3');
    await dialog.getByRole('button', { name: /save|update/i }).click();
    await page.getByText('Credits updated').waitFor();
    await screenshot(page, 'admin-users');
    expect(errors).toEqual([]);
    await close();
  });

  it('a signed-in user who is not the admin is sent away from /admin', async () => {
    const { page, close } = await newPage();
    await page.request.post('/api/auth/signup', {
      data: { email: uniqueEmail('nosy'), password: 'secret-123' },
      headers: SITE,
    });
    await page.goto('/admin');
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    await close();
  });
});

describe('404 and mobile', () => {
  it('any other path shows the 404 page with a logo link home', async () => {
    const { page, close } = await newPage();
    await page.goto('/no/such/page');
    await page.getByText('404 Page Not Found').waitFor();
    await screenshot(page, 'not-found');
    await page
      .getByRole('link', { name: /QuoteCheck/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });

  it('at 375 px the landing page has a slide-out menu and no horizontal scrolling', async () => {
    const { page, errors, close } = await newPage(375, 812);
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'FAQ' }).last().waitFor();
    await screenshot(page, 'mobile-landing-menu');
    await page.keyboard.press('Escape');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('at 375 px the analysis page stacks the summary, the chat and the checklist without horizontal scrolling', async () => {
    const guest = new HttpBrowser(baseUrl);
    const up = await uploadPresigned(guest, documentBytes(COASTAL_QUOTE.file), COASTAL_QUOTE.file);
    await waitForFinalStatus(guest, up.json.id);
    const context = await chromium.newContext({ baseURL: baseUrl, viewport: { width: 375, height: 812 } });
    await context.addCookies([...guest.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/analysis/${up.json.id}`);
    await page.getByText('10-Point Quality Assessment').waitFor();
    await page.getByText(COASTAL_QUOTE.expect.vendor!).first().waitFor();
    await screenshot(page, 'mobile-analysis');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
