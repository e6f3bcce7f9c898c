import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Browser as Chromium, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { userWithCredits } from '../integration/http-client.js';
import { documentPath, FLORIDA_QUOTE, printedAmount, TEXT_QUOTE } from '../documents.js';
import { collectPageErrors, launchBrowser, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
/** Two windows-only quotes for different jobs: Florida impact windows, and more windows inland. */
const FLORIDA = FLORIDA_QUOTE.file;
const INLAND = TEXT_QUOTE.file;
const fewer = TEXT_QUOTE.expect.windows! - FLORIDA_QUOTE.expect.windows!;
/** "1 fewer window", "4 fewer windows" */
const FEWER = `${fewer} fewer window${fewer === 1 ? '' : 's'}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let chromium: Chromium;
let cookies: { name: string; value: string; url: string }[];
beforeAll(async () => {
  chromium = await launchBrowser();
  // A signed-in homeowner with the free analysis and two credits: three quotes.
  const { browser } = await userWithCredits(baseUrl, adminEmail, 2);
  cookies = [...browser.cookies].map(([name, value]) => ({ name, value, url: baseUrl }));
});
afterAll(async () => {
  await chromium?.close();
});

/** A signed-in page; `bypassCSP` only where axe-core is injected (an inline script the site's policy forbids). */
async function signedIn(
  options: { width?: number; height?: number; bypassCSP?: boolean } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await chromium.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    bypassCSP: options.bypassCSP,
  });
  await context.addCookies(cookies);
  const page = await context.newPage();
  return { page, context, errors: collectPageErrors(page) };
}

/** Uploads a test document from My Quotes and waits for its analysis; returns the quote id. */
async function uploadFromMyQuotes(page: Page, file: string, vendor: string): Promise<string> {
  await page.goto('/my-quotes');
  await page.getByLabel('Quote file').setInputFiles(documentPath(file));
  await page.getByRole('button', { name: 'Analyze Quote' }).click();
  await page.waitForURL(/\/analysis\/[\w-]+$/, { timeout: 10_000 });
  await page.getByText('10-Point Quality Assessment').waitFor();
  await page.getByText(vendor).first().waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Compare with another quote' }).waitFor({ timeout: 30_000 });
  return page.url().split('/').pop()!;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = (await page.evaluate(
    async () =>
      (await (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }).axe.run()).violations,
  )) as {
    id: string;
    impact: string | null;
    help: string;
    nodes: { html: string }[];
  }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.html.slice(0, 160))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

describe('comparing quotes', () => {
  let florida: string;
  let inland: string;
  let floridaAgain: string;

  it('uploads two quotes, ticks them on My Quotes and sees that they do not cover the same scope', async () => {
    const { page, errors, context } = await signedIn();
    florida = await uploadFromMyQuotes(page, FLORIDA, FLORIDA_QUOTE.expect.vendor!);
    inland = await uploadFromMyQuotes(page, INLAND, TEXT_QUOTE.expect.vendor!);

    await page.goto('/my-quotes');
    const compare = page.getByRole('button', { name: 'Compare' });
    await compare.waitFor();
    expect(await compare.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: `Select ${FLORIDA} to compare` }).check();
    await page.getByRole('checkbox', { name: `Select ${INLAND} to compare` }).check();
    await page.getByRole('link', { name: 'Compare (2)' }).click();

    await page.waitForURL(new RegExp(`/compare\\?ids=${florida},${inland}$`));
    await page.getByRole('table', { name: 'Quote A, Quote B side by side' }).waitFor();
    await page.getByText('Not the same scope').waitFor();
    await page.getByText(`Quote A has ${FEWER}: ask for the same scope before comparing prices.`).waitFor();
    await page.getByText(/^No winner is named/).waitFor();
    await screenshot(page, 'compare-different-scope');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads the same quote again, compares it from its analysis and sees the best-value summary with cited lines', async () => {
    const { page, errors, context } = await signedIn();
    floridaAgain = await uploadFromMyQuotes(page, FLORIDA, FLORIDA_QUOTE.expect.vendor!);

    await page.getByRole('button', { name: 'Compare with another quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare with another quote' });
    await dialog
      .getByRole('checkbox', {
        name: new RegExp(`^${escape(FLORIDA_QUOTE.expect.vendor!)}: .*\\(${escape(FLORIDA)}\\)$`),
      })
      .first()
      .check();
    await dialog.getByRole('button', { name: 'Compare' }).click();

    await page.waitForURL(new RegExp(`/compare\\?ids=${floridaAgain},${florida}$`));
    await page.getByText('Same scope', { exact: true }).waitFor();
    const summary = page.getByRole('region', { name: 'Best value' });
    await summary.getByText(/^Quote A and Quote B offer the same value/).waitFor();
    // Each claim lists the quote lines it rests on.
    await summary
      .getByRole('list', { name: 'Quote lines' })
      .first()
      .getByText(printedAmount(FLORIDA_QUOTE.expect.totalCost!))
      .first()
      .waitFor();
    await screenshot(page, 'compare-same-scope');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious or critical accessibility violation (axe-core)', async () => {
    const { page, context } = await signedIn({ bypassCSP: true });
    await page.goto(`/compare?ids=${florida},${inland}`);
    await page.getByRole('table', { name: 'Quote A, Quote B side by side' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('works at 375 px: the table scrolls sideways inside its frame, the page does not', async () => {
    const { page, errors, context } = await signedIn({ width: 375, height: 812 });
    await page.goto(`/compare?ids=${florida},${inland}`);
    const table = page.getByRole('table', { name: 'Quote A, Quote B side by side' });
    await table.waitFor();
    const widths = await page.evaluate(() => {
      const frame = document.querySelector('[aria-labelledby="compare-table-title"]') as HTMLElement;
      return { page: document.documentElement.scrollWidth, frame: frame.clientWidth, table: frame.scrollWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(375);
    expect(widths.table).toBeGreaterThan(widths.frame);
    await page.getByText('Not the same scope').waitFor();
    expect(await page.getByRole('rowheader', { name: /Total price/ }).isVisible()).toBe(true);
    await screenshot(page, 'compare-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prints without buttons', async () => {
    const { page, context } = await signedIn();
    await page.goto(`/compare?ids=${florida},${inland}`);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'My Quotes' }).isVisible()).toBe(false);
    expect(await page.getByRole('table', { name: 'Quote A, Quote B side by side' }).isVisible()).toBe(true);
    await context.close();
  });
});
