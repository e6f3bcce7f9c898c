/**
 * The phone as a first-class screen (390 × 844) and the printed analysis, in Chromium against the local
 * stack: no word is ever split across two lines, nothing scrolls sideways but the comparison's table
 * (whose quote names and row labels stay pinned), the score comes before the chat, the upload card is
 * on the landing page's first screen, the Share panel's confirmation covers none of its buttons, and
 * the printed analysis and shared report start with a header line and fill their first page.
 * The quotes are fixture layouts rendered here (test/fixtures), uploaded under long file names.
 */
import * as mupdf from 'mupdf';
import type { Browser as Chromium, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadLayouts } from '../fixtures/generate.js';
import { Random } from '../fixtures/random.js';
import { htmlToPdf } from '../fixtures/render.js';
import {
  uploadPresigned,
  userWithCredits,
  waitForFinalStatus,
  type Browser as HttpBrowser,
} from '../integration/http-client.js';
import { collectPageErrors, launchBrowser, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const PHONE = { width: 390, height: 844 };
const LAYOUTS = ['crm-estimate-sections', 'proposal-letter'];

let chromium: Chromium;
let homeowner: HttpBrowser;
const ids: string[] = [];
let sharePath = '';

beforeAll(async () => {
  chromium = await launchBrowser();
  ({ browser: homeowner } = await userWithCredits(baseUrl, adminEmail, 1));
  const layouts = await loadLayouts();
  for (const name of LAYOUTS) {
    const layout = layouts.find((l) => l.name === name)!;
    const pdf = htmlToPdf(layout.build(new Random(`${name}#0`), 0).html);
    const up = await uploadPresigned(homeowner, pdf, `Proposal_${name}_Window_Replacement_Estimate_final_revised.pdf`);
    expect(up.status).toBe(200);
    await waitForFinalStatus(homeowner, up.json.id);
    ids.push(up.json.id);
  }
  const share = await homeowner.post(`/api/quotes/${ids[0]}/shares`, {});
  sharePath = share.json.url;
}, 180_000);
afterAll(async () => {
  await chromium?.close();
});

async function open(path: string, viewport = PHONE, signedIn = true): Promise<{ page: Page; errors: string[] }> {
  const context = await chromium.newContext({ baseURL: baseUrl, viewport });
  if (signedIn)
    await context.addCookies([...homeowner.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(path);
  return { page, errors };
}

/**
 * Every word (a run of letters and digits) of the page's text that the browser laid out on more than one
 * line: a word broken in its middle ("Discussin" / "g"). Hyphens, slashes and underscores may break.
 */
function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const splits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        range.setStart(node, m.index!);
        range.setEnd(node, m.index! + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) splits.push(`"${m[0]}" in "${text.slice(0, 60)}"`);
      }
    }
    return splits;
  });
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('at 390 px', () => {
  it('the analysis page shows the score before the chat and splits no word across lines', async () => {
    const { page, errors } = await open(`/analysis/${ids[0]}`);
    await page.getByText('10-Point Quality Assessment').waitFor();
    await page
      .getByRole('log', { name: 'Chat messages' })
      .getByText(/Quality Score/)
      .first()
      .waitFor();
    await screenshot(page, 'phone-analysis');
    const score = await page.getByRole('group', { name: 'Quality Score' }).boundingBox();
    const chat = await page.getByRole('heading', { name: 'Expert Chat' }).boundingBox();
    expect(score!.y + score!.height).toBeLessThan(chat!.y);
    // The score is on the first screen.
    expect(score!.y + score!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await splitWords(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the comparison splits no word and keeps which quote is which pinned while its table scrolls', async () => {
    const { page, errors } = await open(`/compare?ids=${ids.join(',')}`);
    const table = page.getByRole('region', { name: /side by side/ });
    await table.waitFor();
    expect(await splitWords(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // Scrolled down and all the way sideways, the header still names each quote and the first column each row.
    await table.evaluate((el) => {
      // The table's box just under the site's sticky header, then halfway down the table and all the
      // way sideways (a box that does not scroll down leaves the page to scroll).
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      // Instantly: the site scrolls smoothly (theme.ts), and a smooth scroll would still be under way.
      window.scrollBy({ top: el.getBoundingClientRect().top - header - 8, behavior: 'instant' });
      el.scrollLeft = el.scrollWidth;
      el.scrollTop = el.scrollHeight / 2;
      if (el.scrollTop === 0) window.scrollBy({ top: el.scrollHeight / 2, behavior: 'instant' });
    });
    await screenshot(page, 'phone-compare-scrolled');
    const pinned = await table.evaluate((el) => {
      // What of the table's box is on the screen, below the site's sticky header.
      const r0 = el.getBoundingClientRect();
      const top = Math.max(r0.top, document.querySelector('header')!.getBoundingClientRect().bottom);
      const box = { left: r0.left, right: r0.right, top, bottom: Math.min(r0.bottom, window.innerHeight) };
      // A cell shows when a point of it, within the visible part of the box below `above`, is the cell's own.
      const visible = (cell: Element, above = box.top) => {
        const r = cell.getBoundingClientRect();
        const top = Math.max(r.top, above) + 4;
        const x = Math.min(Math.max(r.left + 4, box.left + 1), box.right - 1);
        return top < Math.min(r.bottom, box.bottom) && cell.contains(document.elementFromPoint(x, top));
      };
      const lastHeader = [...el.querySelectorAll('thead th')].at(-1)!;
      const headerBottom = lastHeader.getBoundingClientRect().bottom;
      const rowInView = [...el.querySelectorAll('tbody th[scope="row"]')].find((th) => visible(th, headerBottom));
      return {
        header: visible(lastHeader) ? lastHeader.textContent : null,
        rowLabel: rowInView?.textContent ?? null,
      };
    });
    expect(pinned.header).toMatch(/^Quote B/);
    expect(pinned.rowLabel).toBeTruthy();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the shared report splits no word and does not scroll sideways', async () => {
    const { page, errors } = await open(sharePath, PHONE, false);
    await page.getByText('10-Point Quality Assessment').waitFor();
    await screenshot(page, 'phone-shared-report');
    expect(await splitWords(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the landing page shows the whole upload card on the first screen', async () => {
    const { page, errors } = await open('/', PHONE, false);
    const card = page.getByRole('region', { name: 'Check your quote' });
    await card.waitFor();
    await screenshot(page, 'phone-landing');
    const box = await card.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    const analyze = await page.getByRole('button', { name: 'Analyze Quote' }).boundingBox();
    expect(analyze!.y + analyze!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await splitWords(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a new share link is confirmed in the Share panel and nothing covers its Revoke buttons', async () => {
    const { page, errors } = await open(`/analysis/${ids[1]}`);
    const panel = page.getByRole('region', { name: 'Share' });
    await panel.getByRole('button', { name: 'Create share link' }).click();
    await panel.getByRole('status').getByText('Link created').waitFor();
    await screenshot(page, 'phone-share-created');
    for (const revoke of await panel.getByRole('button', { name: 'Revoke' }).all()) {
      await revoke.scrollIntoViewIfNeeded();
      const uncovered = await revoke.evaluate((button) => {
        const r = button.getBoundingClientRect();
        const points = [
          [r.left + 4, r.top + 4],
          [r.right - 4, r.bottom - 4],
          [r.left + r.width / 2, r.top + r.height / 2],
        ];
        return points.every(([x, y]) => button.contains(document.elementFromPoint(x!, y!)));
      });
      expect(uncovered).toBe(true);
    }
    expect(await splitWords(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** The text of each page of a PDF. */
function pdfPages(pdf: Uint8Array): string[] {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++)
    pages.push(doc.loadPage(i).toStructuredText('preserve-whitespace').asText().replace(/\s+/g, ' '));
  return pages;
}

const today = () => new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

describe('printed', () => {
  it('the analysis starts with the product, the date and the summary, and its first page reaches the checklist', async () => {
    const { page, errors } = await open(`/analysis/${ids[0]}`, { width: 1280, height: 900 });
    await page.getByText('10-Point Quality Assessment').waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByText(`QuoteCheck — quote analysis, printed ${today()}`).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Expert Chat' }).isVisible()).toBe(false);
    const pages = pdfPages(await page.pdf({ format: 'Letter' }));
    const first = pages[0]!;
    expect(first).toMatch(new RegExp(`^\\s*QuoteCheck — quote analysis, printed ${today()}`));
    expect(first).toContain('QUALITY SCORE');
    expect(first).toContain('VENDOR');
    expect(first).toContain('10-Point Quality Assessment');
    expect(first).toContain('Pricing Analysis');
    expect(first).not.toContain('Expert Chat');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the shared report starts with the same header line', async () => {
    const { page, errors } = await open(sharePath, { width: 1280, height: 900 }, false);
    await page.getByText('10-Point Quality Assessment').waitFor();
    const pages = pdfPages(await page.pdf({ format: 'Letter' }));
    expect(pages[0]).toMatch(new RegExp(`^\\s*QuoteCheck — quote analysis, printed ${today()}`));
    expect(pages[0]).toContain('10-Point Quality Assessment');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
