import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as mupdf from 'mupdf';
import type { Browser as Chromium, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CATEGORIES } from '@shared/checklist.js';
import { documentBytes, TEXT_QUOTE } from '../documents.js';
import { uploadPresigned, userWithCredits, waitForFinalStatus } from '../integration/http-client.js';
import { collectPageErrors, launchBrowser, screenshot, SHOTS_DIR } from './browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const QUOTE = TEXT_QUOTE;
const TITLES = CATEGORIES.map((c) => c.title);
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let chromium: Chromium;
beforeAll(async () => {
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
});

/** The text of a PDF, page by page, read with mupdf (the project's PDF library); the PDF goes to test/shots/ for people. */
function pdfPages(bytes: Uint8Array, name: string): string[] {
  mkdirSync(SHOTS_DIR, { recursive: true });
  writeFileSync(new URL(`${name}.pdf`, SHOTS_DIR), bytes);
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++)
    pages.push(doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
  return pages;
}

/** axe-core's serious and critical violations (the context must bypass the CSP to inject it, as in accessibility.test.ts). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = (await page.evaluate(
    async () =>
      (await (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }).axe.run()).violations,
  )) as {
    id: string;
    impact: string | null;
    nodes: { html: string }[];
  }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
}

/** What a stranger sees: a new context with no cookies. */
async function strangerContext(options: { width?: number; bypassCSP?: boolean } = {}): Promise<BrowserContext> {
  return chromium.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: 900 },
    bypassCSP: options.bypassCSP,
  });
}

describe('sharing a read-only report', () => {
  it('the owner creates a link, a stranger reads the verdicts without personal information or files, the owner prints and revokes it', async () => {
    // The owner: a signed-in account with an analysed text quote.
    const { browser: http } = await userWithCredits(baseUrl, adminEmail, 0);
    const up = await uploadPresigned(http, documentBytes(QUOTE.file), QUOTE.file);
    await waitForFinalStatus(http, up.json.id);
    const ownerContext = await chromium.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    await ownerContext.addCookies([...http.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
    const owner = await ownerContext.newPage();
    const ownerErrors = collectPageErrors(owner);

    await owner.goto(`/analysis/${up.json.id}`);
    await owner.getByText('10-Point Quality Assessment').waitFor();
    await owner.getByRole('heading', { name: 'Share', exact: true }).waitFor();
    await owner.getByText('No active links.').waitFor();
    await owner.getByRole('button', { name: 'Create share link' }).click();
    const row = owner.getByRole('list', { name: 'Active share links' }).getByRole('listitem').first();
    await row.waitFor();
    const url = (await row.locator('code').textContent())!.trim();
    expect(url).toMatch(new RegExp(`^${baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/shared/[A-Za-z0-9_-]{22}$`));
    await expect(row.getByText(/Expires /).textContent()).resolves.toMatch(/Expires \w{3} \d{1,2}, \d{4}/);
    await screenshot(owner, 'share-panel');

    // A stranger opens it in a fresh browser (no cookies): the fields, the ten verdicts, the score.
    const strangerCtx = await strangerContext();
    const stranger = await strangerCtx.newPage();
    const strangerErrors = collectPageErrors(stranger);
    await stranger.goto(url);
    await stranger.getByRole('heading', { name: 'Quote check report' }).waitFor();
    for (const title of TITLES) await stranger.getByRole('heading', { name: title, exact: true }).waitFor();
    await stranger.getByText(QUOTE.expect.vendor!).first().waitFor();
    await stranger.getByRole('group', { name: 'Quality Score' }).waitFor();
    const shown = await stranger.locator('body').innerText();
    for (const pii of QUOTE.expect.pii!) expect(shown.toLowerCase()).not.toContain(pii.toLowerCase());
    expect(shown).not.toContain(QUOTE.file);
    expect(shown).not.toContain(up.json.id);
    expect(await stranger.locator('a[href*="/api/"], a[href*="file/original"]').count()).toBe(0);
    expect(await stranger.getByRole('button', { name: /^(Original|Text|Create share link|Revoke)$/ }).count()).toBe(0);
    expect(await stranger.getByLabel('Ask about your quote...').count()).toBe(0);
    expect(await stranger.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await stranger.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    await screenshot(stranger, 'shared-report');

    // The shared report prints the ten verdicts, without the header's buttons.
    const sharedPdf = pdfPages(await stranger.pdf({ format: 'Letter', printBackground: true }), 'shared-report-print');
    const sharedText = sharedPdf.join('\n');
    for (const title of TITLES) expect(sharedText, title).toContain(title);
    expect(sharedText).not.toContain('Check your own quote');
    for (const pii of QUOTE.expect.pii!) expect(sharedText.toLowerCase()).not.toContain(pii.toLowerCase());

    // The owner prints the analysis: the report alone, no chat column, no buttons, no nav.
    const analysisPdf = pdfPages(await owner.pdf({ format: 'Letter', printBackground: true }), 'analysis-print');
    const analysisText = analysisPdf.join('\n');
    for (const title of TITLES) expect(analysisText, title).toContain(title);
    for (const absent of [
      'Expert Chat',
      'Ask about your quote',
      'Create share link',
      'Copy link',
      'My Quotes',
      'Logout',
      'Sign Out',
      'FILES',
      'Original',
    ]) {
      expect(analysisText, absent).not.toContain(absent);
    }
    expect(analysisText).toContain(QUOTE.expect.vendor!);
    // The summary and the ten verdicts fill at most four pages; only the questions for the contractor may follow.
    const lastVerdictPage = Math.max(...TITLES.map((title) => analysisPdf.findIndex((page) => page.includes(title))));
    expect(lastVerdictPage).toBeLessThan(4);
    for (const page of analysisPdf.slice(lastVerdictPage + 1))
      expect(page.trimStart()).toMatch(/^(?:Questions for your contractor|\d+\. )/);

    // Revoked: the stranger's page now says the link is gone.
    await row.getByRole('button', { name: 'Revoke' }).click();
    await owner.getByText('No active links.').waitFor();
    await stranger.goto(url);
    await stranger.getByRole('heading', { name: 'This link has expired or was revoked' }).waitFor();
    expect(await stranger.getByText(QUOTE.expect.vendor!).count()).toBe(0);
    await screenshot(stranger, 'shared-report-gone');

    // The 404 of the API shows in the console as a failed resource load; nothing else may fail.
    expect(ownerErrors).toEqual([]);
    expect(strangerErrors).toEqual([]);
    await strangerCtx.close();
    await ownerContext.close();
  });

  it('the shared report has no serious accessibility violation and fits a 375 px phone', async () => {
    const { browser: http } = await userWithCredits(baseUrl, adminEmail, 0);
    const up = await uploadPresigned(http, documentBytes(QUOTE.file), QUOTE.file);
    await waitForFinalStatus(http, up.json.id);
    const created = await http.post(`/api/quotes/${up.json.id}/shares`, {});
    expect(created.status).toBe(201);

    for (const width of [1280, 375]) {
      const context = await strangerContext({ width, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(created.json.url);
      await page.getByRole('heading', { name: 'Quote check report' }).waitFor();
      for (const title of TITLES) await page.getByRole('heading', { name: title, exact: true }).waitFor();
      expect(await seriousViolations(page), `width ${width}`).toEqual([]);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `width ${width}`).toBeLessThanOrEqual(
        width,
      );
      if (width === 375) await screenshot(page, 'shared-report-375');
      await context.close();
    }

    // The page a dead link leads to is accessible too.
    const context = await strangerContext({ width: 375, bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/shared/AAAAAAAAAAAAAAAAAAAAAA');
    await page.getByRole('heading', { name: 'This link has expired or was revoked' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
