/**
 * Scores what the pipeline reads against truth: each field right, wrong (a value shown as fact that
 * is not the truth) or TBD (left empty for the chat to ask); customer details left in anything
 * stored; real quotes refused; the checklist against the ratings a careful reader gives.
 */
import { readFileSync } from 'node:fs';
import { analyzeBytes, type FileAnalysis } from '../../local/analyze-file.js';
import { isTextPdf, readDocument, type BenchDocument } from './documents.js';

export const FIELDS = ['vendor', 'totalCost', 'zipCode', 'windows', 'doors', 'quoteType'] as const;
export type Field = (typeof FIELDS)[number];
export type Verdict = 'right' | 'wrong' | 'tbd';

export interface DocumentScore {
  doc: BenchDocument;
  ms: number;
  error: string | null;
  /** Per field, for quotes. */
  fields: Partial<Record<Field, { verdict: Verdict; got: string | number | null; want: string | number }>>;
  /** A real quote refused (not a quote, another trade, unreadable). */
  refused: boolean;
  /** For edge documents: refused as they should be. */
  edgeHandled: boolean | null;
  /** Customer details from the truth still present in stored text or fields. */
  leaks: string[];
  checklist: { category: string; got: string | null; want: string[]; agrees: boolean }[];
}

const norm = (v: unknown) =>
  String(v ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

function counts(quantities: string | null): { windows: number | null; doors: number | null } {
  const m = /(\d+) windows?, (\d+) doors?/.exec(quantities ?? '');
  return m ? { windows: Number(m[1]), doors: Number(m[2]) } : { windows: null, doors: null };
}

/** Everything stored for the quote that a reader could see: text, fields, items, scope of work. */
export function storedText(result: FileAnalysis): string {
  const q = result.quote;
  const t = result.text;
  return [
    t?.extractedText,
    t?.analysisText,
    t?.extractionDetails,
    ...(t?.items ?? []).map((i) => `${i.name} ${i.description}`),
    q.vendor,
    q.scope,
    q.scopeOfWork,
    q.projectAddress,
    ...q.checklistResults.flatMap((r) => [r.explanation, ...(r.evidence ?? [])]),
  ]
    .filter(Boolean)
    .join('\n');
}

export async function scoreDocument(doc: BenchDocument, cacheDir?: string): Promise<DocumentScore> {
  const bytes = new Uint8Array(readFileSync(doc.path));
  const started = performance.now();
  const result = await analyzeBytes(bytes, doc.file, (b) => readDocument(b, cacheDir));
  const ms = performance.now() - started;
  const expect = doc.truth.expect;
  const q = result.quote;
  const got: Record<Field, string | number | null> = {
    vendor: q.vendor,
    totalCost: q.totalCost,
    zipCode: q.zipCode,
    ...counts(q.quantities),
    quoteType: q.quoteType,
  };
  const stored = storedText(result).toLowerCase();
  const leaks = (expect.pii ?? []).filter((p) => stored.includes(p.toLowerCase()));
  const score: DocumentScore = {
    doc,
    ms,
    error: result.error,
    fields: {},
    refused: false,
    edgeHandled: null,
    leaks,
    checklist: [],
  };
  if (doc.truth.kind === 'edge') {
    // Refused with its message, or — where the truth allows it ("acceptable alternative: … process as a PNG") — read as what it really is.
    score.edgeHandled = result.error !== null || /acceptable alternative/i.test(expect.error ?? '');
    return score;
  }
  score.refused = result.error !== null;
  for (const f of FIELDS) {
    const want = expect[f];
    if (want === undefined) continue;
    const value = got[f];
    const verdict: Verdict =
      value === null || value === undefined ? 'tbd' : norm(value) === norm(want) ? 'right' : 'wrong';
    score.fields[f] = { verdict, got: value ?? null, want };
  }
  const ratings = new Map(q.checklistResults.map((r) => [r.category ?? r.id, r.status]));
  for (const [category, want] of Object.entries(expect.checklist ?? {})) {
    const status = ratings.get(category) ?? null;
    score.checklist.push({ category, got: status, want, agrees: status !== null && want.includes(status) });
  }
  return score;
}

export interface Tally {
  right: number;
  wrong: number;
  tbd: number;
}

export function tally(scores: DocumentScore[], fields: readonly Field[] = FIELDS): Tally {
  const t: Tally = { right: 0, wrong: 0, tbd: 0 };
  for (const s of scores) for (const f of fields) if (s.fields[f]) t[s.fields[f]!.verdict]++;
  return t;
}

/** Quotes whose window and door counts are both right, and those with either shown wrong, of those with both truths. */
export function countsTally(scores: DocumentScore[]): { right: number; wrong: number; of: number } {
  const quotes = scores.filter((s) => s.fields.windows && s.fields.doors);
  const verdicts = (s: DocumentScore) => [s.fields.windows!.verdict, s.fields.doors!.verdict];
  return {
    right: quotes.filter((s) => verdicts(s).every((v) => v === 'right')).length,
    wrong: quotes.filter((s) => verdicts(s).includes('wrong')).length,
    of: quotes.length,
  };
}

export function pct(n: number, d: number): string {
  return d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a';
}

export function groupOf(score: DocumentScore): 'text PDF' | 'photo/scan' {
  return isTextPdf(score.doc) ? 'text PDF' : 'photo/scan';
}
