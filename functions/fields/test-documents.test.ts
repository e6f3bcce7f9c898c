/**
 * The committed test documents end to end: extraction, field rules and redaction against their truth
 * (test/documents/truth.json).
 * Targets: vendor, total, ZIP and both counts right on ≥ 95% of text-PDF values and ≥ 85% of photo and
 * scan values; an empty field is not right, a wrong one is worse and fails the test outright.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../extraction/document.js';
import { extractDocument } from '../extraction/local-extractor.js';
import { shutdownOcr } from '../extraction/ocr.js';
import { extractFields, type QuoteFields } from './quote-fields.js';
import { redactPersonalInfo, type Redaction } from './redact.js';
import { documentBytes, DOCUMENTS, type TestDocument } from '../../test/documents.js';

interface Result {
  document: TestDocument;
  doc: ExtractedDocument | null;
  error: string | null;
  fields: QuoteFields | null;
  redaction: Redaction | null;
  ms: number;
}

const FIELDS = ['vendor', 'totalCost', 'zipCode', 'windows', 'doors'] as const;
type Field = (typeof FIELDS)[number];
type Verdict = 'right' | 'empty' | 'wrong' | 'n/a';

function verdict(result: Result, field: Field): Verdict {
  const expected = result.document.expect[field];
  if (expected === undefined) return 'n/a';
  const got = result.fields?.[field] ?? null;
  if (got === null) return 'empty';
  return got === expected ? 'right' : 'wrong';
}

const textPdf = (r: Result) => r.document.format === 'text-pdf';
const imageLike = (r: Result) => r.document.kind === 'quote' && r.document.format !== 'text-pdf';

function accuracy(results: Result[]): { right: number; total: number; wrong: number } {
  let right = 0;
  let total = 0;
  let wrong = 0;
  for (const r of results) {
    for (const f of FIELDS) {
      const v = verdict(r, f);
      if (v === 'n/a') continue;
      total++;
      if (v === 'right') right++;
      if (v === 'wrong') wrong++;
    }
  }
  return { right, total, wrong };
}

describe('the test documents', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    // Two OCR workers read the photos and scans side by side.
    process.env.OCR_WORKERS ??= '2';
    const run = async (document: TestDocument): Promise<Result> => {
      const started = Date.now();
      const bytes = documentBytes(document.file);
      try {
        const doc = await extractDocument(bytes);
        const fields = extractFields(doc);
        return {
          document,
          doc,
          error: null,
          fields,
          redaction: redactPersonalInfo(doc, fields),
          ms: Date.now() - started,
        };
      } catch (e) {
        return {
          document,
          doc: null,
          error: (e as Error).message,
          fields: null,
          redaction: null,
          ms: Date.now() - started,
        };
      }
    };
    results.push(...(await Promise.all(DOCUMENTS.map(run))));
    const mark: Record<Verdict, string> = { right: '✓', empty: '∅', wrong: '✗', 'n/a': '·' };
    const rows = results.map((r) => {
      const f = r.fields;
      const cells = FIELDS.map((k) =>
        `${mark[verdict(r, k)]} ${String(f?.[k] ?? (r.error ? 'error' : '—')).slice(0, 22)}`.padEnd(25),
      );
      const counts = r.redaction ? Object.values(r.redaction.counts).join('/') : '-';
      return `${r.document.file.slice(0, 22).padEnd(23)}${r.document.format.padEnd(15)}${cells.join('')}${String(f?.quoteType ?? '-').padEnd(14)}${counts.padEnd(9)}${r.ms}ms`;
    });
    const per = FIELDS.map((k) => {
      const scored = results.filter((r) => verdict(r, k) !== 'n/a');
      return `${k} ${scored.filter((r) => verdict(r, k) === 'right').length}/${scored.length}`;
    });
    const pdf = accuracy(results.filter(textPdf));
    const img = accuracy(results.filter(imageLike));
    console.log(
      [
        `${'file'.padEnd(23)}${'format'.padEnd(15)}${FIELDS.map((k) => k.padEnd(25)).join('')}${'type'.padEnd(14)}${'n/p/e/s'.padEnd(9)}time`,
        ...rows,
        `per field: ${per.join(', ')}`,
        `text PDFs: ${pdf.right}/${pdf.total} right, ${pdf.wrong} wrong; photos and scans: ${img.right}/${img.total} right, ${img.wrong} wrong`,
        '(✓ right, ∅ left empty for the homeowner, ✗ wrong; redaction counts name/phone/email/street)',
      ].join('\n'),
    );
  }, 300_000);

  afterAll(async () => {
    await shutdownOcr();
  });

  it('gets vendor, total, ZIP and counts right on ≥ 95% of text-PDF values', () => {
    const { right, total } = accuracy(results.filter(textPdf));
    expect(right / total).toBeGreaterThanOrEqual(0.95);
  });

  it('gets them right on ≥ 85% of photo and scan values', () => {
    const { right, total } = accuracy(results.filter(imageLike));
    expect(right / total).toBeGreaterThanOrEqual(0.85);
  });

  it('never shows a wrong value: unsure fields are left empty', () => {
    const wrong = results.flatMap((r) =>
      FIELDS.filter((f) => verdict(r, f) === 'wrong').map(
        (f) => `${r.document.file} ${f}: ${r.fields?.[f]} (expected ${r.document.expect[f]})`,
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('explains every empty field in `uncertain`', () => {
    for (const r of results.filter((x) => x.document.kind === 'quote')) {
      const f = r.fields!;
      if (!f.vendor) expect(f.uncertain.map((u) => u.field)).toContain('vendor');
      if (!f.totalCost) expect(f.uncertain.map((u) => u.field)).toContain('totalCost');
      if (!f.zipCode) expect(f.uncertain.map((u) => u.field)).toContain('zipCode');
      if (!f.quantities) expect(f.uncertain.map((u) => u.field)).toContain('quantities');
    }
  });

  it('writes a scope of at most 60 characters with the expected words', () => {
    for (const r of results.filter((x) => x.document.expect.scopeKeywords)) {
      const scope = r.fields?.scope ?? '';
      expect(scope.length, r.document.file).toBeLessThanOrEqual(60);
      const missing = r.document.expect.scopeKeywords!.filter((k) => !scope.toLowerCase().includes(k.toLowerCase()));
      // A scope for a quote whose counts could not be read may lack detail; a read one must be complete.
      if (r.fields?.quantities) expect(missing, `${r.document.file}: "${scope}"`).toEqual([]);
    }
  });

  it("removes the customer's personal information and keeps the contractor's name", () => {
    for (const r of results.filter((x) => x.redaction)) {
      const text = r.redaction!.text.toLowerCase();
      for (const pii of r.document.expect.pii ?? [])
        expect(text, `${r.document.file} still has "${pii}"`).not.toContain(pii.toLowerCase());
      if (r.fields?.vendor) expect(text, r.document.file).toContain(r.fields.vendor.toLowerCase());
    }
  });

  it('types the roofing and HVAC quotes as such and the lease letter as not a quote', () => {
    for (const trade of ['roofing', 'hvac']) {
      const quote = results.find((r) => r.document.expect.quoteType === trade)!;
      expect(quote.fields).toMatchObject({ isQuote: true, quoteType: trade });
    }
    const letter = results.find((r) => r.document.kind === 'edge' && r.document.expect.quoteType === 'other')!;
    expect(letter.fields).toMatchObject({ isQuote: false, quoteType: 'other' });
  });

  it('types every window and door quote with its truth', () => {
    for (const r of results.filter((x) => x.document.kind === 'quote' && x.fields?.quantities)) {
      expect(r.fields!.quoteType, r.document.file).toBe(r.document.expect.quoteType);
    }
  });
});
