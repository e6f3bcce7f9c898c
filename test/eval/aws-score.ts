/**
 * The accuracy table of a recorded run (aws-run.ts): per reader and for the agreement, how many of the
 * fields with a truth were right, shown wrong, or left empty; the readers' latency and the cost.
 */
import { agree, sameKey, type Agreement } from '../../functions/fields/agreement/agree.js';
import { documentFacts } from '../../functions/fields/agreement/document-facts.js';
import { AGREED_FIELDS, type AgreedField, type Reading } from '../../functions/fields/agreement/readings.js';
import { syntheticDoc } from '../../functions/fields/synthetic-doc.js';
import { median } from '../documents.js';
import type { RecordedDocument, RecordedRun } from './aws-run.js';

export const SCORED = ['offline', 'bedrock', 'expense', 'agreement'] as const;
export type Scored = (typeof SCORED)[number];

export interface Tally {
  right: number;
  wrong: number;
  empty: number;
}

export interface RunScore {
  byReader: Record<Scored, Record<AgreedField, Tally>>;
  /** Per document, the agreement and the values shown. */
  agreements: { file: string; agreement: Agreement }[];
  latencyMs: { bedrock: number[]; expense: number[] };
  costUsd: number[];
}

const truthOf = (doc: RecordedDocument, field: AgreedField): string | undefined => {
  const v = doc.truth[field];
  return v === undefined ? undefined : String(v);
};

function tally(t: Tally, field: AgreedField, value: string | null | undefined, truth: string): void {
  if (value === null || value === undefined) t.empty++;
  else if (sameKey(field, value) === sameKey(field, truth)) t.right++;
  else t.wrong++;
}

const emptyTallies = () =>
  Object.fromEntries(AGREED_FIELDS.map((f) => [f, { right: 0, wrong: 0, empty: 0 }])) as Record<AgreedField, Tally>;

export function scoreRun(run: RecordedRun): RunScore {
  const byReader = Object.fromEntries(SCORED.map((s) => [s, emptyTallies()])) as RunScore['byReader'];
  const agreements: RunScore['agreements'] = [];
  for (const doc of run.documents) {
    const readings = [doc.offline, doc.bedrock, doc.expense].filter((r): r is Reading => r !== null);
    const agreement = doc.bedrock ? agree(readings, documentFacts(syntheticDoc(doc.text))) : null;
    if (agreement) agreements.push({ file: doc.file, agreement });
    for (const field of AGREED_FIELDS) {
      const truth = truthOf(doc, field);
      if (truth === undefined) continue;
      tally(byReader.offline[field], field, doc.offline.fields[field]?.value, truth);
      tally(byReader.bedrock[field], field, doc.bedrock?.fields[field]?.value, truth);
      tally(byReader.expense[field], field, doc.expense?.fields[field]?.value, truth);
      // Without the model's reading the offline reader's fields stand (read-in-agreement.ts).
      const shown = agreement ? agreement.fields[field].shown : doc.offline.fields[field]?.value;
      tally(byReader.agreement[field], field, shown, truth);
    }
  }
  return {
    byReader,
    agreements,
    latencyMs: {
      // A reader not called (a format it does not read, a recorded run) took no time worth counting.
      bedrock: run.documents.map((d) => d.latencyMs.bedrock).filter((ms) => ms > 0),
      expense: run.documents.map((d) => d.latencyMs.expense).filter((ms) => ms > 0),
    },
    costUsd: run.documents.flatMap((d) => (d.usage.costUsd === null ? [] : [d.usage.costUsd])),
  };
}

const latency = (ms: number[]) => (ms.length ? `${Math.round(median(ms))} ms` : 'not called');
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');

/** The table `npm run eval:aws` prints: right / shown wrong / left empty, per reader and field. */
export function formatScore(score: RunScore): string {
  const lines = [
    `| reader | ${AGREED_FIELDS.join(' | ')} | all fields right | shown wrong | left empty |`,
    `|---|${AGREED_FIELDS.map(() => '---').join('|')}|---|---|---|`,
  ];
  for (const reader of SCORED) {
    const t = score.byReader[reader];
    const sum = AGREED_FIELDS.reduce(
      (a, f) => ({ right: a.right + t[f].right, wrong: a.wrong + t[f].wrong, empty: a.empty + t[f].empty }),
      { right: 0, wrong: 0, empty: 0 },
    );
    const n = sum.right + sum.wrong + sum.empty;
    const cells = AGREED_FIELDS.map((f) => `${t[f].right}/${t[f].right + t[f].wrong + t[f].empty}`);
    lines.push(
      `| ${reader} | ${cells.join(' | ')} | ${pct(sum.right, n)} | ${pct(sum.wrong, n)} | ${pct(sum.empty, n)} |`,
    );
  }
  const cost = score.costUsd.reduce((a, c) => a + c, 0);
  lines.push(
    '',
    `Latency, median: Bedrock ${latency(score.latencyMs.bedrock)}, AnalyzeExpense ${latency(score.latencyMs.expense)} (they run side by side).`,
    `Model cost at list price: ${score.costUsd.length ? `$${(cost / score.costUsd.length).toFixed(4)} per quote, $${cost.toFixed(4)} in all` : 'not known for this model'} (AnalyzeExpense is billed per page besides).`,
  );
  return lines.join('\n');
}
