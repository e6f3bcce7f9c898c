/**
 * The analysis page's "Questions for your contractor" card and the pricing item's "How we priced this",
 * in Chromium against the local stack: a test quote uploaded, its questions citing the quote, the
 * e-mail draft copied to the clipboard, the price basis with its sources and check date, axe-core, 375 px.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser as Chromium, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Browser as HttpBrowser, uploadPresigned, waitForFinalStatus } from '../integration/http-client.js';
import { documentBytes, LOWBALL_QUOTE } from '../documents.js';
import { collectPageErrors, launchBrowser, screenshot, SHOTS_DIR } from './browser.js';

const baseUrl = inject('baseUrl');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** A door-knocker's cash deal: far below typical prices, cash only, half down, "no permit needed", a one-year warranty. */
const QUOTE = LOWBALL_QUOTE;
const { vendor, totalCost, windows, zipCode, pii: PII } = QUOTE.expect as Required<typeof QUOTE.expect>;
/** "$2,950" (whole dollars without cents), as the e-mail subject writes a total. */
const TOTAL = `$${Number(totalCost).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const PER_WINDOW = Math.round(Number(totalCost) / windows).toLocaleString('en-US');

let chromium: Chromium;
let guest: HttpBrowser;
let quoteId: string;

beforeAll(async () => {
  chromium = await launchBrowser();
  guest = new HttpBrowser(baseUrl);
  const up = await uploadPresigned(guest, documentBytes(QUOTE.file), QUOTE.file);
  quoteId = up.json.id;
  const quote = await waitForFinalStatus(guest, quoteId);
  expect(['discussing', 'completed']).toContain(quote.status);
}, 120_000);

afterAll(async () => {
  await chromium?.close();
});

/** A page of the guest who uploaded the quote, with clipboard access. */
async function guestPage(
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await chromium.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, ...options });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await context.addCookies([...guest.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
  const page = await context.newPage();
  return { page, errors: collectPageErrors(page), close: () => context.close() };
}

async function openAnalysis(page: Page): Promise<void> {
  await page.goto(`/analysis/${quoteId}`);
  await page.getByRole('heading', { name: 'Questions for your contractor' }).waitFor({ timeout: 30_000 });
}

const card = (page: Page) => page.getByRole('region', { name: 'Questions for your contractor' });

describe('questions for your contractor', () => {
  it('lists questions citing the quote, and Copy e-mail copies a draft with the subject, greeting and questions', async () => {
    const { page, errors, close } = await guestPage();
    await openAnalysis(page);

    // Questions that quote the document, and one that says it is silent.
    const questions = await card(page).getByRole('listitem').allTextContents();
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.some((q) => /^Your quote says “[^”]+”: .+\?$/.test(q))).toBe(true);
    expect(questions.some((q) => /^Your quote does not (?:mention|say|describe) .+\?$/.test(q))).toBe(true);
    expect(
      questions.some(
        (q) => q.startsWith(`Your quote comes to $${PER_WINDOW} per window`) && / below the typical /.test(q),
      ),
    ).toBe(true);

    // The draft, as the clipboard holds it.
    await card(page).getByRole('button', { name: 'Copy e-mail' }).click();
    await card(page).getByRole('button', { name: 'Copied!' }).waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const opening = `Subject: Questions about your quote of ${TOTAL} for ${windows} windows\n\nHello ${vendor} team,\n`;
    expect(text.slice(0, opening.length)).toBe(opening);
    questions.forEach((q, i) => expect(text).toContain(`${i + 1}. ${q}`));
    expect(text.trimEnd().endsWith('Thank you, I look forward to your answers.')).toBe(true);
    for (const pii of PII) expect(text).not.toContain(pii);

    // A name typed on the page signs the draft; the mail app link carries it too.
    await card(page).getByLabel('Your name (optional)').fill('Pat');
    await card(page).getByRole('button', { name: 'Copy e-mail' }).click();
    expect((await page.evaluate(() => navigator.clipboard.readText())).endsWith('\nPat')).toBe(true);
    const href = (await card(page).getByRole('link', { name: 'Open in mail app' }).getAttribute('href'))!;
    expect(href.startsWith('mailto:?subject=Questions%20about%20your%20quote')).toBe(true);
    expect(href.length).toBeLessThanOrEqual(2000);

    await screenshot(page, 'contractor-questions');
    expect(errors).toEqual([]);
    await close();
  });

  it('the pricing item shows "How we priced this" with the band, the sources and the date the figures were checked', async () => {
    const { page, errors, close } = await guestPage();
    await openAnalysis(page);
    const pricing = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pricing Analysis' }) });

    await pricing.getByRole('button', { name: 'How we priced this' }).click();
    const details = pricing.getByRole('region', { name: 'How we priced this' });
    await details
      .getByText(`Installed price per window we expect in ${QUOTE.notes.stateName} (ZIP ${zipCode}) for ${windows} `)
      .waitFor();
    expect(await details.getByRole('term').allTextContents()).toEqual(['Low', 'Typical', 'High']);
    expect(
      await details.getByText(new RegExp(`Regional price factor for ${QUOTE.notes.stateName}: ×[\\d.]+\\.`)).count(),
    ).toBe(1);
    const sources = details.getByRole('list', { name: 'Sources' }).getByRole('link');
    expect(await sources.count()).toBeGreaterThanOrEqual(2);
    expect(await sources.last().getAttribute('href')).toMatch(/^https:\/\/www\.bea\.gov\//);
    await details
      .getByText(/Figures checked on [A-Z][a-z]+ \d{1,2}, \d{4} \(price data pricing \d{4}\.\d+\.\d+, regions/)
      .waitFor();

    // The band shown is the one the verdict states.
    const explanation = await pricing.textContent();
    const [low, typical, high] = await details.getByRole('definition').allTextContents();
    expect(explanation).toContain(`${low}–${high} per window, typically ${typical}`);

    await screenshot(page, 'pricing-basis');
    expect(errors).toEqual([]);
    await close();
  });

  it('works at 375 px, hides its buttons on paper, and has no serious or critical axe-core violation', async () => {
    // axe-core is injected as an inline script, which the site's Content-Security-Policy forbids: bypassed here only.
    const { page, close } = await guestPage({
      viewport: { width: 375, height: 812 },
      bypassCSP: true,
      isMobile: true,
      hasTouch: true,
    });
    await openAnalysis(page);
    await page.getByRole('button', { name: 'How we priced this' }).click();
    await page.getByRole('region', { name: 'How we priced this' }).getByRole('list', { name: 'Sources' }).waitFor();

    // Nothing wider than the screen; the buttons are on screen and usable.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const name of ['Copy e-mail', 'Open in mail app']) {
      const box = (await card(page)
        .getByRole(name === 'Copy e-mail' ? 'button' : 'link', { name })
        .boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.height).toBeGreaterThanOrEqual(36);
    }
    await card(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'contractor-questions-375');
    await card(page).screenshot({ path: new URL('contractor-questions-375-card.png', SHOTS_DIR).pathname });
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Pricing Analysis' }) })
      .screenshot({ path: new URL('pricing-basis-375.png', SHOTS_DIR).pathname });

    await page.addScriptTag({ content: AXE });
    const violations = (await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: unknown) => Promise<{
              violations: { id: string; impact: string | null; help: string; nodes: { html: string }[] }[];
            }>;
          };
        }
      ).axe;
      return (await axe.run(document)).violations;
    })) as { id: string; impact: string | null; help: string; nodes: { html: string }[] }[];
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
    expect(serious).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    expect(await card(page).getByRole('button', { name: 'Copy e-mail' }).isVisible()).toBe(false);
    expect(await card(page).getByRole('link', { name: 'Open in mail app' }).isVisible()).toBe(false);
    expect(await card(page).getByRole('listitem').first().isVisible()).toBe(true);
    await close();
  });
});
