import { describe, expect, it } from 'vitest';
import { loadLayouts } from '../fixtures/generate.js';
import type { FixtureDocument, FixtureTruth } from '../fixtures/layout.js';
import { Random } from '../fixtures/random.js';
import { digitsOf, varyLayout } from './vary-layout.js';

const truth: FixtureTruth = {
  vendor: 'Hollister & Sons Window Company',
  totalCost: '12480.00',
  zipCode: '43209',
  windows: 9,
  doors: 0,
  quoteType: 'windows',
  pii: ['Maria Okafor', '1412 Maple Ave', '614-555-0142', 'maria.okafor@gmail.com'],
  checklist: {},
};

const quote = (body: string): FixtureDocument => ({
  html: `<html><head><style>body{font-family:serif}</style></head><body>
  <h1>Hollister &amp; Sons Window Company</h1><p>4410 Mill Rd, Columbus, OH 43209</p>
  <p>Customer: Maria Okafor<br/>1412 Maple Ave, Columbus OH 43209<br/>614-555-0142 &middot; maria.okafor@gmail.com</p>
  ${body}</body></html>`,
  truth,
});

const table = quote(`<table>
  <tr><th>Description</th><th>Qty</th><th>Price</th></tr>
  <tr><td>Pella 250 Series double-hung, Total Protection glass package</td><td>9</td><td>$11,600.00</td></tr>
  <tr><td>Subtotal</td><td></td><td>$11,600.00</td></tr>
  <tr><td>Sales tax</td><td></td><td>$880.00</td></tr>
  <tr><td>Total</td><td></td><td>$12,480.00</td></tr>
  <tr><td>Deposit</td><td></td><td>$4,160.00</td></tr>
  <tr><td>Balance due on completion</td><td></td><td>$8,320.00</td></tr>
  </table>
  <p>Total: we guarantee the work for five years.</p>
  <p>Option B total</p><p>$14,200.00</p>`);

/** The variations of many seeds, so a test sees what a seed may draw, not what one seed drew. */
const drawn = (doc: FixtureDocument, n = 40) =>
  Array.from({ length: n }, (_, i) => varyLayout(doc, new Random(`s${i}`)));
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<br\/>/g, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&');

describe('varyLayout', () => {
  it('rewords the labels of the total, subtotal, tax, deposit, balance and quantity column', () => {
    const labels = new Set(drawn(table).flatMap((v) => v.changes.filter((c) => c.startsWith('label:'))));
    for (const from of ['Total', 'Subtotal', 'Sales tax', 'Deposit', 'Balance due on completion', 'Qty'])
      expect([...labels].some((c) => c.startsWith(`label: ${from} → `))).toBe(true);
    const totals = drawn(table).map((v) => /<td>([^<]*)<\/td><td><\/td><td>\$12,480\.00/.exec(v.html)?.[1]);
    expect(new Set(totals).size).toBeGreaterThan(6);
    expect(totals).toContain('Total');
    expect(
      totals.filter((t) => ['Amount Due', 'Contract Price', 'Total Investment', 'Your Price'].includes(t!)).length,
    ).toBeGreaterThan(3);
  });

  it('leaves words that are not labels alone: in a description, before words, before another amount', () => {
    for (const v of drawn(table)) {
      expect(v.html).toContain('Total Protection glass package');
      expect(v.html).toContain('<p>Total: we guarantee the work for five years.</p>');
      // "Option B total" is no label of the quote's total ($14,200.00 is not it) and is not in the vocabulary.
      expect(v.html).toContain('<p>Option B total</p>');
    }
  });

  it('never gives the total a label of the total before another amount, nor another label before the total', () => {
    const doc = quote(`<table><tr><td>Total</td><td>$9,000.00</td></tr><tr><td>Balance</td><td>$12,480.00</td></tr>
      <tr><td>Grand Total</td><td>$12,480.00</td></tr></table>`);
    for (const v of drawn(doc)) {
      expect(v.html).toContain('<td>Total</td><td>$9,000.00</td>');
      expect(v.html).toContain('<td>Balance</td><td>$12,480.00</td>');
    }
    expect(drawn(doc).some((v) => !v.html.includes('<td>Grand Total</td>'))).toBe(true);
  });

  it('keeps every digit, the vendor name and the ZIP as they were', () => {
    for (const v of drawn(table)) {
      expect(digitsOf(v.html)).toEqual(digitsOf(table.html));
      expect(v.html).toContain('Hollister &amp; Sons Window Company');
      expect(v.truth.vendor).toBe(truth.vendor);
      expect(v.truth.totalCost).toBe(truth.totalCost);
      expect(v.truth.zipCode).toBe(truth.zipCode);
    }
  });

  it('writes the customer another way and the truth as printed', () => {
    const names = new Set<string>();
    for (const v of drawn(table)) {
      const name = v.truth.pii[0]!;
      names.add(name);
      expect(textOf(v.html)).toContain(`Customer: ${name}\n`);
      expect(v.truth.pii.slice(1)).toEqual(truth.pii.slice(1));
    }
    expect(names.size).toBeGreaterThan(5);
    expect([...names]).toContain('Maria Okafor');
    expect([...names].some((n) => /^Maria (&|and) [A-Z][a-z]+ Okafor$/.test(n))).toBe(true);
  });

  it('changes type, sizes, weights and margins with CSS after the layout’s own', () => {
    const styles = drawn(table).map((v) => /<\/style>(<style>[\s\S]*?<\/style>)?<\/head>/.exec(v.html)?.[1] ?? '');
    expect(
      styles.filter((s) => /font-family:(serif|sans-serif|monospace|Times|Helvetica|Courier)/.test(s)).length,
    ).toBeGreaterThan(10);
    expect(styles.some((s) => /body\{font-size:\d+(\.\d)?pt\}/.test(s))).toBe(true);
    expect(styles.some((s) => /font-weight:normal/.test(s))).toBe(true);
    expect(styles.some((s) => /body\{margin:\d+pt \d+pt \d+pt \d+pt\}/.test(s))).toBe(true);
  });

  it('is the same for the same seed and differs between seeds', () => {
    const a = varyLayout(table, new Random('x'));
    expect(varyLayout(table, new Random('x'))).toEqual(a);
    expect(
      drawn(table, 5)
        .map((v) => v.html)
        .filter((h) => h !== a.html).length,
    ).toBeGreaterThan(3);
  });

  it('keeps the digits, vendor and customer truth of every fixture layout', async () => {
    for (const layout of await loadLayouts()) {
      const random = new Random(`${layout.name}#vary-test`);
      const doc = layout.build(random, 0);
      const v = varyLayout(doc, random);
      expect(digitsOf(v.html), layout.name).toEqual(digitsOf(doc.html));
      const vendor = doc.truth.vendor.replace(/&/g, '&amp;');
      expect(v.html.split(vendor).length, layout.name).toBe(doc.html.split(vendor).length);
      expect({ ...v.truth, pii: doc.truth.pii }, layout.name).toEqual(doc.truth);
      for (const p of v.truth.pii) expect(textOf(v.html), layout.name).toContain(p);
    }
  }, 60_000);
});
