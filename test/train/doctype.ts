/**
 * `npm run train:doctype`: trains the document classifier (functions/fields/learned/doctype.ts) on
 * the training quotes of every fixture layout and the other-trade and non-quote documents of
 * test/fixtures/other-documents, measures it against the rules under 5-fold cross-validation grouped
 * by layout, chooses the refusal threshold from the out-of-fold calls (the lowest at which no real
 * quote is refused, plus a margin), and writes functions/fields/learned/doctype.model.json with the
 * figures in `meta`. Deterministic: the same corpus gives the same bytes.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { LinearModel } from '../../functions/fields/learned/linear-model.js';
import { doctypeFeatures, type DoctypeInput } from '../../functions/fields/learned/doctype-features.js';
import { doctypeInput } from '../../functions/fields/learned/doctype-input.js';
import {
  callDoctype,
  DOCTYPE_CLASSES,
  DOCTYPE_MODEL_NAME,
  DOCTYPE_MODEL_VERSION,
  type Thresholds,
} from '../../functions/fields/learned/doctype.js';
import { findOptions } from '../../functions/fields/options.js';
import { countUnits } from '../../functions/fields/quantities.js';
import { classifyByRules, decideType, type TypeResult } from '../../functions/fields/quote-type.js';
import { findSections } from '../../functions/fields/sections.js';
import { findVendor } from '../../functions/fields/vendor.js';
import { CV_FOLDS, foldsByLayout, modelOutPath } from './corpus.js';
import { doctypeCorpus } from './doctype-corpus.js';
import { trainLinear, type Example } from './linear.js';

const OUT = modelOutPath('doctype.model.json');
const PER_LAYOUT = 6;
const OTHER_PASSES = 3;
const FOLDS = CV_FOLDS;
const TRAIN = { l2: 3e-4, epochs: 100, learningRate: 0.5, minCount: 3 };
const EVIDENCE = { tradeWords: 3, offerWords: 1 };
/** Added to the highest refusing probability a real quote got out of fold. */
const MARGIN = 0.05;
/** The model refuses on its own only from here up, however low the quotes' probabilities were. */
const FLOOR = 0.5;

interface Row {
  layout: string;
  label: string;
  input: DoctypeInput;
  rules: TypeResult;
}

/** What a call means for the homeowner: a type, or refused as one. */
function outcome(r: TypeResult): string {
  if (!r.isQuote) return 'not_quote';
  if (r.quoteType === 'other') return 'other_trade';
  return r.quoteType ?? 'not_quote';
}

const REFUSED = new Set(['roofing', 'hvac', 'plumbing', 'other_trade', 'not_quote']);

function confusion(rows: Row[], outcomes: string[]): Record<string, Record<string, number>> {
  const m: Record<string, Record<string, number>> = {};
  rows.forEach((r, i) => {
    m[r.label] ??= {};
    m[r.label]![outcomes[i]!] = (m[r.label]![outcomes[i]!] ?? 0) + 1;
  });
  return Object.fromEntries(DOCTYPE_CLASSES.filter((c) => m[c]).map((c) => [c, m[c]!]));
}

function summary(rows: Row[], outcomes: string[]) {
  let quotes = 0,
    quotesRefused = 0,
    typeRight = 0,
    others = 0,
    othersRefused = 0,
    classRight = 0;
  rows.forEach((r, i) => {
    const o = outcomes[i]!;
    if (REFUSED.has(r.label)) {
      others++;
      if (REFUSED.has(o)) othersRefused++;
      if (o === r.label) classRight++;
    } else {
      quotes++;
      if (REFUSED.has(o)) quotesRefused++;
      if (o === r.label) typeRight++;
    }
  });
  return { quotes, quotesRefused, quoteTypeRight: typeRight, others, othersRefused, othersClassRight: classRight };
}

/** Quotes and other documents refused (with evidence) out of fold at a few thresholds: the choice's context. */
function curve(rows: Row[], oof: { refusing: number; model: LinearModel; evidence: boolean }[]): string {
  const lines = [
    'threshold  quotes refused  others refused (of ' + rows.filter((r) => REFUSED.has(r.label)).length + ')',
  ];
  for (const t of [0.1, 0.2, 0.3, 0.5, 0.7, 0.9]) {
    const th: Thresholds = { refuse: t, veto: t, ...EVIDENCE };
    let q = 0,
      o = 0;
    rows.forEach((r, i) => {
      if (!callDoctype(oof[i]!.model, th, r.input).refused) return;
      if (REFUSED.has(r.label)) o++;
      else q++;
    });
    lines.push(`${t}  ${q}  ${o}`);
  }
  const byLayout = new Map<string, { n: number; refused: number; p: number }>();
  rows.forEach((r, i) => {
    if (!REFUSED.has(r.label)) return;
    const s = byLayout.get(r.layout) ?? { n: 0, refused: 0, p: 0 };
    s.n++;
    s.p += oof[i]!.refusing;
    if (oof[i]!.refusing >= FLOOR) s.refused++;
    byLayout.set(r.layout, s);
  });
  for (const [l, s] of byLayout) lines.push(`${l}: ${s.refused}/${s.n} over ${FLOOR}, mean ${(s.p / s.n).toFixed(2)}`);
  return lines.join('\n');
}

function examples(rows: Row[]): Example[] {
  const perClass = new Map<string, number>();
  for (const r of rows) perClass.set(r.label, (perClass.get(r.label) ?? 0) + 1);
  // Each class weighs as much as the quotes of one kind would on average, so rare classes are heard.
  const mean = rows.length / perClass.size;
  return rows.map((r) => ({
    features: doctypeFeatures(r.input),
    label: (DOCTYPE_CLASSES as string[]).indexOf(r.label),
    weight: Math.min(3, mean / perClass.get(r.label)!),
  }));
}

function train(rows: Row[], meta?: Record<string, unknown>): LinearModel {
  return trainLinear(examples(rows), {
    name: DOCTYPE_MODEL_NAME,
    version: DOCTYPE_MODEL_VERSION,
    classes: [...DOCTYPE_CLASSES],
    ...TRAIN,
    ...(meta ? { meta } : {}),
  });
}

async function main() {
  const started = performance.now();
  const rows: Row[] = [];
  for await (const d of doctypeCorpus({ perLayout: PER_LAYOUT, otherPasses: OTHER_PASSES })) {
    const options = findOptions(d.model.lines);
    const sections = findSections(d.model);
    const vendor = findVendor(d.model);
    const input = doctypeInput(d.model, vendor.name, countUnits(d.model, options, sections, vendor.name));
    rows.push({ layout: d.layout, label: d.label, input, rules: classifyByRules(input) });
  }
  console.error(`${rows.length} documents read in ${Math.round((performance.now() - started) / 1000)} s`);

  const folds = foldsByLayout(
    rows.map((r) => r.layout),
    FOLDS,
  );
  const oof: { refusing: number; model: LinearModel; evidence: boolean }[] = new Array(rows.length);
  const models: LinearModel[] = [];
  for (let k = 0; k < FOLDS; k++) {
    models[k] = train(rows.filter((r) => folds.get(r.layout) !== k));
    console.error(`fold ${k + 1} of ${FOLDS} trained`);
  }
  const probe: Thresholds = { refuse: 0, veto: 0, ...EVIDENCE };
  rows.forEach((r, i) => {
    const fold = folds.get(r.layout)!;
    const call = callDoctype(models[fold]!, probe, r.input);
    oof[i] = { refusing: call.refusing, model: models[fold]!, evidence: call.refused };
  });
  // The model refuses alone only above every real quote that it could have refused (its evidence there)
  // out of fold; the rules' refusals stand from the highest probability they had on a real quote they refused.
  const quoteScore = (i: number, keep: boolean) => (!REFUSED.has(rows[i]!.label) && keep ? oof[i]!.refusing : 0);
  const highest = Math.max(...rows.map((_, i) => quoteScore(i, oof[i]!.evidence)));
  const highestRuled = Math.max(...rows.map((r, i) => quoteScore(i, REFUSED.has(outcome(r.rules)))));
  const thresholds: Thresholds = {
    refuse: Math.max(FLOOR, Number((highest + MARGIN).toFixed(3))),
    veto: Number((highestRuled + MARGIN).toFixed(3)),
    ...EVIDENCE,
  };
  rows.forEach((r, i) => {
    if (quoteScore(i, oof[i]!.evidence) >= FLOOR)
      console.error(`quote ${r.label} of ${r.layout}: ${oof[i]!.refusing.toFixed(3)}`);
  });
  console.error(curve(rows, oof));
  const learned = rows.map((r, i) =>
    outcome(decideType(r.input, r.rules, callDoctype(oof[i]!.model, thresholds, r.input), thresholds)),
  );
  const ruled = rows.map((r) => outcome(r.rules));
  const cv = {
    folds: FOLDS,
    groupedBy: 'layout',
    rules: { ...summary(rows, ruled), confusion: confusion(rows, ruled) },
    learned: { ...summary(rows, learned), confusion: confusion(rows, learned) },
    highestRefusableQuote: Number(highest.toFixed(4)),
  };
  const layouts = new Set(rows.map((r) => r.layout));
  const model = train(rows, {
    trainedOn: {
      documents: rows.length,
      layouts: layouts.size,
      quotesPerLayout: PER_LAYOUT,
      otherDocumentLayouts: [...layouts].filter((l) => rows.find((r) => r.layout === l && REFUSED.has(r.label))).length,
    },
    training: TRAIN,
    thresholds,
    crossValidation: cv,
  });
  for (const [f, w] of Object.entries(model.weights)) model.weights[f] = w.map((x) => Number(x.toPrecision(4)));
  const json = `${JSON.stringify(model)}\n`;
  writeFileSync(OUT, json);
  console.log(JSON.stringify({ thresholds, cv }, null, 1));
  console.log(
    `model: ${Object.keys(model.weights).length} features, ${Math.round(json.length / 1024)} KB; ${Math.round((performance.now() - started) / 1000)} s`,
  );
}

await main();
// The document reader's worker processes would keep the process alive.
process.exit(0);
