import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { COMPARE_MESSAGES } from '@shared/compare.js';
import { documentBytes, FLORIDA_QUOTE, printedAmount, ROOFING_QUOTE, TEXT_QUOTE } from '../documents.js';
import {
  adminBrowser,
  Browser,
  uploadPresigned,
  userWithCredits,
  waitForFinalStatus,
  type UploadResult,
} from './http-client.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
/** Two windows-only quotes for different jobs: Florida impact windows, and more windows inland. */
const FLORIDA = FLORIDA_QUOTE.file;
const INLAND = TEXT_QUOTE.file;
const ROOFING = ROOFING_QUOTE.file;
const fewer = TEXT_QUOTE.expect.windows! - FLORIDA_QUOTE.expect.windows!;
/** "1 fewer window", "4 fewer windows" */
const FEWER = `${fewer} fewer window${fewer === 1 ? '' : 's'}`;

async function analyzed(browser: Browser, file: string): Promise<string> {
  const up: UploadResult = await uploadPresigned(browser, documentBytes(file), file);
  expect(up.status).toBe(200);
  const quote = await waitForFinalStatus(browser, up.json.id);
  expect(['discussing', 'completed']).toContain(quote.status);
  return up.json.id;
}

describe('GET /api/compare', () => {
  let owner: Browser;
  let stranger: Browser;
  let mine: string[];
  let theirs: string;

  beforeAll(async () => {
    // Two analyses each: the free one and one credit.
    owner = (await userWithCredits(baseUrl, adminEmail, 2)).browser;
    stranger = (await userWithCredits(baseUrl, adminEmail, 1)).browser;
    mine = [await analyzed(owner, FLORIDA), await analyzed(owner, INLAND), await analyzed(owner, FLORIDA)];
    theirs = await analyzed(stranger, FLORIDA);
  }, 180_000);

  it("compares two of the caller's own quotes: the quotes, the table, the same-scope check and the summary", async () => {
    const res = await owner.get(`/api/compare?ids=${mine[0]},${mine[1]}`);

    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['quotes', 'rows', 'sameScope', 'summary']);
    expect(res.json.quotes.map((q: { id: string; label: string }) => [q.id, q.label])).toEqual([
      [mine[0], 'Quote A'],
      [mine[1], 'Quote B'],
    ]);
    for (const row of res.json.rows) expect(row.cells).toHaveLength(2);
    // How each price was judged: the band, the regional factor, the sources and the date checked.
    for (const q of res.json.quotes) {
      expect(q.pricingBasis.perOpening.typical).toBeGreaterThan(0);
      expect(q.pricingBasis.sources.length).toBeGreaterThan(0);
      expect(q.pricingBasis.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const row = (id: string) => res.json.rows.find((r: { id: string }) => r.id === id);
    expect(row('total').cells.map((c: { value: string }) => c.value)).toEqual([
      printedAmount(FLORIDA_QUOTE.expect.totalCost!),
      printedAmount(TEXT_QUOTE.expect.totalCost!),
    ]);
    expect(row('windows').cells.map((c: { value: string }) => c.value)).toEqual([
      String(FLORIDA_QUOTE.expect.windows),
      String(TEXT_QUOTE.expect.windows),
    ]);
    expect(row('score').cells.every((c: { value: string }) => /^\d+\/100$/.test(c.value))).toBe(true);
    // Two places and two window counts: not one job, so no winner.
    expect(res.json.sameScope.ok).toBe(false);
    expect(res.json.sameScope.reasons).toContain(
      `Quote A has ${FEWER}: ask for the same scope before comparing prices.`,
    );
    expect(res.json.summary.bestValueId).toBeNull();
    expect(res.json.summary.claims.length).toBeGreaterThan(0);
    for (const claim of res.json.summary.claims) expect(claim.citations.length).toBeGreaterThan(0);
  });

  it('compares the same quote uploaded twice as the same scope, citing its lines', async () => {
    const res = await owner.get(`/api/compare?ids=${mine[0]},${mine[2]}`);

    expect(res.status).toBe(200);
    expect(res.json.sameScope).toEqual({ ok: true, reasons: [] });
    expect(res.json.summary.headline).toMatch(/^Quote A and Quote B offer the same value/);
    expect(res.json.summary.claims[0].citations[0]).toEqual({
      quoteId: mine[0],
      line: expect.stringContaining(printedAmount(FLORIDA_QUOTE.expect.totalCost!)),
    });
  });

  it("answers 404 for another user's quote, saying nothing about it, as for a quote that does not exist", async () => {
    const other = await owner.get(`/api/compare?ids=${mine[0]},${theirs}`);
    const missing = await owner.get(`/api/compare?ids=${mine[0]},${randomUUID()}`);

    expect(other.status).toBe(404);
    expect(other.json).toEqual({ error: 'Quote not found' });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual(other.json);
    expect(JSON.stringify(other.json)).not.toContain(theirs);
  });

  it('refuses 4 ids, 1 id, duplicates, malformed and missing ids with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      [`ids=${[...mine, theirs].join(',')}`, COMPARE_MESSAGES.tooMany],
      [`ids=${mine[0]}`, COMPARE_MESSAGES.tooFew],
      [`ids=${mine[0]},${mine[0]}`, COMPARE_MESSAGES.duplicate],
      [`ids=${mine[0]},not%20an%20id`, COMPARE_MESSAGES.invalidId],
      [`ids=${mine[0]},..%2F..%2Fadmin`, COMPARE_MESSAGES.invalidId],
      ['', COMPARE_MESSAGES.missing],
    ];
    for (const [query, message] of cases) {
      const res = await owner.get(`/api/compare?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json, query).toEqual({ error: message });
    }
  });

  it('answers 401 to a guest and 409 while a quote is not analysed', async () => {
    expect((await new Browser(baseUrl).get(`/api/compare?ids=${mine[0]},${mine[1]}`)).status).toBe(401);

    const { browser } = await userWithCredits(baseUrl, adminEmail, 1);
    const good = await analyzed(browser, FLORIDA);
    const roofing = (await uploadPresigned(browser, documentBytes(ROOFING), ROOFING)).json.id;
    expect((await waitForFinalStatus(browser, roofing)).status).toBe('error');
    const res = await browser.get(`/api/compare?ids=${good},${roofing}`);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: COMPARE_MESSAGES.notAnalyzed });
  });

  it('answers "how does this compare with my other quote?" in the Expert Chat from the same comparison', async () => {
    const res = await owner.post(`/api/quotes/${mine[1]}/chat`, {
      message: 'How does this compare with my other quote?',
    });

    expect(res.status).toBe(200);
    const reply: string = res.json.messages[1].content;
    const vendor = FLORIDA_QUOTE.expect.vendor!;
    const opening = `Here is this quote (**Quote A**) against your other quotes (Quote B: ${vendor}; Quote C: ${vendor}).`;
    expect(reply.slice(0, opening.length)).toBe(opening);
    expect(reply).toContain("**They do not cover the same scope**, so I wouldn't choose on price yet:");
    expect(reply).toContain(`The full side-by-side table: /compare?ids=${mine[1]},${mine[2]},${mine[0]}`);

    const alone = await stranger.post(`/api/quotes/${theirs}/chat`, { message: 'Is this better than my other quote?' });
    expect(alone.json.messages[1].content).toMatch(/^You have no other analysed quote yet/);
  });

  it("lets the admin compare any user's quotes", async () => {
    const admin = await adminBrowser(baseUrl, adminEmail);

    const res = await admin.get(`/api/compare?ids=${mine[0]},${theirs}`);

    expect(res.status).toBe(200);
    expect(res.json.quotes.map((q: { id: string }) => q.id)).toEqual([mine[0], theirs]);
  });
});
