import type { Browser as Chromium, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { textQuotePdf } from '../pdf-bombs.js';
import {
  adminBrowser,
  uploadPresigned,
  userWithCredits,
  waitForFinalStatus,
  type Browser as HttpBrowser,
} from '../integration/http-client.js';
import { collectPageErrors, launchBrowser, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

let chromium: Chromium;
beforeAll(async () => {
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
});

/** A browser page signed in with the cookies of an HTTP client's session. */
async function pageAs(http: HttpBrowser): Promise<Page> {
  const context = await chromium.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  await context.addCookies([...http.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
  return context.newPage();
}

describe("an admin viewing a homeowner's analysis", () => {
  it('sees it read-only: a note, no edit pencils, no chat input, no share link; the owner keeps them', async () => {
    const { browser: owner } = await userWithCredits(baseUrl, adminEmail, 0);
    const up = await uploadPresigned(owner, textQuotePdf(), 'quote.pdf');
    expect(up.status).toBe(200);
    await waitForFinalStatus(owner, up.json.id);

    const adminPage = await pageAs(await adminBrowser(baseUrl, adminEmail));
    const adminErrors = collectPageErrors(adminPage);
    await adminPage.goto(`/analysis/${up.json.id}`);
    await adminPage.getByText('10-Point Quality Assessment').waitFor();
    await adminPage.getByText('Viewing as admin (read-only)').waitFor();
    await adminPage.getByRole('heading', { name: 'Expert Chat' }).waitFor();
    expect(await adminPage.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await adminPage.getByLabel('Ask about your quote...').count()).toBe(0);
    expect(await adminPage.getByRole('button', { name: 'Create share link' }).count()).toBe(0);
    expect(await adminPage.getByRole('button', { name: /Retry Processing/ }).count()).toBe(0);
    await screenshot(adminPage, 'admin-read-only-analysis');
    expect(adminErrors).toEqual([]);

    const ownerPage = await pageAs(owner);
    await ownerPage.goto(`/analysis/${up.json.id}`);
    await ownerPage.getByText('10-Point Quality Assessment').waitFor();
    await ownerPage.getByLabel('Ask about your quote...').waitFor();
    expect(await ownerPage.getByRole('button', { name: /^Edit / }).count()).toBeGreaterThan(0);
    expect(await ownerPage.getByText('Viewing as admin (read-only)').count()).toBe(0);
  });
});
