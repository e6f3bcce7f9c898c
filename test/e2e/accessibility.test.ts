import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser as Chromium, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentBytes, TEXT_QUOTE } from '../documents.js';
import {
  ADMIN_PASSWORD,
  adminBrowser,
  uniqueEmail,
  uploadPresigned,
  Browser as HttpBrowser,
  waitForFinalStatus,
} from '../integration/http-client.js';
import { launchBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
/** API calls made outside the page say they come from the site, as the page's own requests do (CSRF guard). */
const SITE = { origin: new URL(baseUrl).origin };
const adminEmail = inject('adminEmail');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let chromium: Chromium;
beforeAll(async () => {
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * axe-core is injected as an inline script, which the site's Content-Security-Policy forbids (as it
 * should): these pages are opened with the policy bypassed. test/e2e/journeys.test.ts runs under it.
 */
const AXE_CONTEXT = { baseURL: baseUrl, bypassCSP: true };

/** axe-core's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = (await page.evaluate(
    async () =>
      (await (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }).axe.run()).violations,
  )) as Violation[];
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

async function signedInPage(email: string, password: string): Promise<Page> {
  const context = await chromium.newContext({ ...AXE_CONTEXT, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: { email, password }, headers: SITE });
  if (login.status() !== 200) await page.request.post('/api/auth/signup', { data: { email, password }, headers: SITE });
  return page;
}

describe('no serious or critical accessibility violation (axe-core)', () => {
  it('landing page', async () => {
    const page = await (await chromium.newContext(AXE_CONTEXT)).newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Analyze Quote' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('analysis page', async () => {
    const guest = new HttpBrowser(baseUrl);
    const up = await uploadPresigned(guest, documentBytes(TEXT_QUOTE.file), TEXT_QUOTE.file);
    await waitForFinalStatus(guest, up.json.id);
    const context = await chromium.newContext(AXE_CONTEXT);
    await context.addCookies([...guest.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
    const page = await context.newPage();
    await page.goto(`/analysis/${up.json.id}`);
    await page.getByText('10-Point Quality Assessment').waitFor();
    await page.getByText(TEXT_QUOTE.expect.vendor!).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('My Quotes', async () => {
    const page = await signedInPage(uniqueEmail('a11y'), 'secret-123');
    await page.goto('/my-quotes');
    await page.getByText('First quote free!').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('admin dashboard, quotes and users', async () => {
    await adminBrowser(baseUrl, adminEmail);
    const page = await signedInPage(adminEmail, ADMIN_PASSWORD);
    for (const [path, text] of [
      ['/admin', 'Total Users'],
      ['/admin/quotes', 'All Quotes'],
      ['/admin/users', 'All Users'],
    ] as const) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
