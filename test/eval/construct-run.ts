/**
 * Writes recorded-run.json: a run of the reading path over the committed test quotes
 * (test/documents, 01–11) whose Bedrock and AnalyzeExpense replies are constructed from each document's
 * truth and its printed lines, with the disagreements and failures a real run meets: a model that
 * takes a subtotal or another printed amount for the total, quotes a line the document does not print,
 * counts a unit twice, answers outside the schema or times out, and an AnalyzeExpense that takes the
 * contractor's address for the job site or fails. The offline reading is the product's own.
 * `npx tsx test/eval/construct-run.ts` (about a minute: the photos are read by OCR).
 */
import { writeFileSync } from 'node:fs';
import { centsToDecimal } from '@shared/money.js';
import { extractDocument } from '../../functions/extraction/local-extractor.js';
import { offlineReading } from '../../functions/fields/agreement/apply-agreement.js';
import { amountsIn, nameIn, zipsIn } from '../../functions/fields/agreement/evidence.js';
import type { Reading } from '../../functions/fields/agreement/readings.js';
import { extractFields, type QuoteItem } from '../../functions/fields/quote-fields.js';
import { redactPersonalInfo } from '../../functions/fields/redact.js';
import { documentBytes, DOCUMENTS } from '../documents.js';
import type { RecordedDocument, RecordedRun } from './aws-run.js';

const OUT = new URL('./recorded-run.json', import.meta.url);

/** What goes wrong, by document number: each kind of failure once or twice. */
const MISHAPS: Record<string, string> = {
  '02': 'bedrock takes another printed amount for the total',
  '03': 'expense takes the contractor for the job site',
  '04': 'bedrock quotes a ZIP line the document does not print',
  '05': 'bedrock counts one unit line twice',
  '06': 'bedrock answers outside the schema',
  '08': 'expense fails',
  '10': 'bedrock times out after the retries',
};

function lineWith(lines: string[], test: (line: string) => boolean): string | undefined {
  return lines.find(test);
}

function constructed(
  lines: string[],
  truth: RecordedDocument['truth'],
  items: QuoteItem[],
  reader: 'bedrock' | 'expense',
): Reading {
  const fields: Reading['fields'] = {};
  const vendorLine = truth.vendor ? lineWith(lines, (l) => nameIn(truth.vendor!, l)) : undefined;
  if (truth.vendor && vendorLine) fields.vendor = { value: truth.vendor, evidence: [vendorLine] };
  const cents = truth.totalCost ? Math.round(Number(truth.totalCost) * 100) : null;
  const totalLine = cents !== null ? [...lines].reverse().find((l) => amountsIn(l).includes(cents)) : undefined;
  if (truth.totalCost && totalLine) fields.totalCost = { value: truth.totalCost, evidence: [totalLine] };
  const zipLine = truth.zipCode ? [...lines].reverse().find((l) => zipsIn(l).includes(truth.zipCode!)) : undefined;
  if (truth.zipCode && zipLine) fields.zipCode = { value: truth.zipCode, evidence: [zipLine] };
  if (reader === 'expense') return { reader, fields };
  // The model's counts: the unit lines (a line naming each item the offline reader counted, with its
  // quantity), else one line stating the count ("8 windows"), else none.
  const units: NonNullable<Reading['units']> = [];
  const states = (l: string, n: number) => new RegExp(`(?<![\\d.,$])${n}(?![\\d.,]\\d)`).test(l);
  for (const [field, kind, word] of [
    ['windows', 'window', /window/i],
    ['doors', 'door', /door/i],
  ] as const) {
    const n = truth[field];
    if (n === undefined) continue;
    if (n === 0) {
      fields[field] = { value: '0', evidence: [] };
      continue;
    }
    const itemLines = items
      .filter((i) => i.kind === kind)
      .map((i) => ({
        i,
        line: lineWith(lines, (l) => l.toLowerCase().includes(i.name.toLowerCase()) && states(l, i.quantity)),
      }));
    const listed =
      itemLines.length && itemLines.every((x) => x.line) && itemLines.reduce((a, x) => a + x.i.quantity, 0) === n
        ? itemLines.map((x) => ({ line: x.line!, quantity: x.i.quantity, kind, counted: true }))
        : null;
    const stated = lineWith(lines, (l) => word.test(l) && states(l, n));
    const found = listed ?? (stated ? [{ line: stated, quantity: n, kind, counted: true }] : null);
    if (!found) continue;
    units.push(...found);
    fields[field] = { value: String(n), evidence: found.map((u) => u.line) };
  }
  return { reader, fields, units };
}

const documents: RecordedDocument[] = [];
for (const doc of DOCUMENTS.filter((d) => d.kind === 'quote' && /^(0\d|1[01])_/.test(d.file))) {
  const model = await extractDocument(documentBytes(doc.file));
  const offline = extractFields(model);
  const text = redactPersonalInfo(model, offline).text;
  const lines = text.split('\n').filter((l) => l.trim());
  const { vendor, totalCost, zipCode, windows, doors } = doc.expect;
  const truth = { vendor, totalCost, zipCode, windows, doors };
  const number = doc.file.slice(0, 2);
  const mishap = MISHAPS[number];
  let bedrock: Reading | null = constructed(lines, truth, offline.items, 'bedrock');
  let expense: Reading | null = constructed(lines, truth, offline.items, 'expense');
  const failures: RecordedDocument['failures'] = {};
  if (mishap?.includes('another printed amount')) {
    const cents = Math.round(Number(totalCost) * 100);
    const other = lines.flatMap((l) =>
      amountsIn(l)
        .filter((c) => c > 100_00 && c !== cents)
        .map((c) => ({ l, c })),
    )[0];
    if (other) bedrock.fields.totalCost = { value: centsToDecimal(other.c), evidence: [other.l] };
  }
  if (mishap?.includes('contractor for the job site')) {
    const other = lines.flatMap((l) =>
      zipsIn(l)
        .filter((z) => z !== zipCode)
        .map((z) => ({ l, z })),
    )[0];
    if (other) expense.fields.zipCode = { value: other.z, evidence: [other.l] };
  }
  if (mishap?.includes('does not print') && zipCode)
    bedrock.fields.zipCode = { value: zipCode, evidence: [`Job site: 100 Main Street, ${zipCode}`] };
  if (mishap?.includes('twice') && bedrock.units?.length) {
    bedrock.units = [...bedrock.units, bedrock.units[0]!];
  }
  if (mishap?.includes('outside the schema')) [bedrock, failures.bedrock] = [null, 'reply outside the schema'];
  if (mishap?.includes('times out')) [bedrock, failures.bedrock] = [null, 'timed out after the retries'];
  if (mishap?.includes('expense fails')) [expense, failures.expense] = [null, 'UnsupportedDocumentException'];
  documents.push({
    file: doc.file,
    text: lines.join('\n'),
    truth,
    offline: offlineReading(offline),
    bedrock,
    expense,
    failures,
    latencyMs: { bedrock: 0, expense: 0 },
    usage: { inputTokens: 0, outputTokens: 0, costUsd: null },
  });
}
const run: RecordedRun = { source: "constructed from the documents' truth (test/eval/construct-run.ts)", documents };
writeFileSync(OUT, `${JSON.stringify(run, null, 1)}\n`);
console.log(`wrote ${documents.length} documents to ${OUT.pathname}`);
