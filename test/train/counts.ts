/**
 * `npm run train:counts`: trains the item-line count model (functions/fields/learned/count-model.ts)
 * on the training corpus, measures it against the rules by 5-fold cross-validation grouped by layout,
 * picks the confidence under which counts are left empty from the out-of-fold predictions, then trains
 * on every layout and writes functions/fields/learned/counts.model.json. Deterministic: the same
 * corpus gives the same file, byte for byte.
 *   COUNTS_PER_LAYOUT (default 12) quotes per layout; TRAIN_CACHE where document models are cached;
 *   MODEL_OUT_DIR another folder to write the model to; COUNTS_DUMP a file to write the out-of-fold readings
 *   to, line by line (read by test/train/count-misses.ts).
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  COUNT_MODEL_NAME,
  COUNT_MODEL_VERSION,
  COUNT_ROLES,
  decideCounts,
  decisionFeatures,
  scoredCandidates,
  type ScoredCandidate,
} from '../../functions/fields/learned/count-model.js';
import {
  predict,
  probabilityOf,
  type Features,
  type LinearModel,
} from '../../functions/fields/learned/linear-model.js';
import { findOptions } from '../../functions/fields/options.js';
import { countUnitsByRules, withoutName } from '../../functions/fields/quantities.js';
import { findSections } from '../../functions/fields/sections.js';
import { findVendor } from '../../functions/fields/vendor.js';
import { CV_FOLDS, foldsByLayout, modelOutPath, trainingCorpus } from './corpus.js';
import { deriveLabels, type LabelSource } from './count-labels.js';
import { choosePolicy, type Outcome, type Reading } from './count-policy.js';
import { trainLinear, type Example } from './linear.js';

const OUT = modelOutPath('counts.model.json');
const PER_LAYOUT = Number(process.env.COUNTS_PER_LAYOUT ?? 12);
const FOLDS = CV_FOLDS;
const CALIBRATOR = 'item-line-counts-confidence';
const TRAIN = { l2: 3e-4, epochs: 150, learningRate: 0.5, minCount: 3, prune: 2e-3 };

interface Doc {
  layout: string;
  truth: { window: number; door: number };
  rules: Reading;
  scored: ScoredCandidate[];
  labels: number[] | null;
  source: LabelSource;
  ocr: boolean;
}

async function readCorpus(): Promise<Doc[]> {
  const docs: Doc[] = [];
  for await (const d of trainingCorpus({ perLayout: PER_LAYOUT, progressEvery: 200 })) {
    const options = findOptions(d.model.lines);
    const sections = findSections(d.model);
    const vendor = findVendor(d.model).name;
    const rules = countUnitsByRules(d.model, options, sections, vendor);
    const scored = scoredCandidates(withoutName(d.model, vendor), options, sections, rules);
    const truth = { window: d.truth.windows, door: d.truth.doors };
    const { labels, source } = deriveLabels(
      scored.map((s) => s.candidate),
      truth,
    );
    docs.push({
      layout: d.layout,
      truth,
      rules: { windows: rules.windows, doors: rules.doors, confidence: 1 },
      scored,
      labels,
      source,
      ocr: d.model.ocr,
    });
  }
  return docs;
}

function examples(docs: Doc[]): Example[] {
  const out: Example[] = [];
  for (const d of docs)
    if (d.labels) d.scored.forEach((s, i) => out.push({ features: s.features, label: d.labels![i]! }));
  return out;
}

function fit(
  list: Example[],
  name = COUNT_MODEL_NAME,
  classes: string[] = [...COUNT_ROLES],
  meta?: Record<string, unknown>,
) {
  return trainLinear(list, { name, version: COUNT_MODEL_VERSION, classes, ...TRAIN, ...(meta ? { meta } : {}) });
}

/** The line model fitted to the documents whose line roles could be derived. */
function train(docs: Doc[]): { model: LinearModel } {
  return { model: fit(examples(docs)) };
}

interface Decision {
  reading: Reading;
  features: Features;
  probabilities: number[][];
}

function decide(model: LinearModel, d: Doc): Decision {
  const candidates = d.scored.map((s) => s.candidate);
  const probabilities = d.scored.map((s) => predict(model, s.features));
  const r = decideCounts(candidates, probabilities);
  return {
    reading: { windows: r.windows, doors: r.doors, confidence: r.confidence },
    features: decisionFeatures(r, candidates, probabilities, d.rules, d.ocr),
    probabilities,
  };
}

function outcome(r: Reading, truth: Doc['truth']): Outcome {
  if (r.windows === null || r.doors === null) return 'abstained';
  return r.windows === truth.window && r.doors === truth.door ? 'right' : 'wrong';
}

function calibrationExamples(docs: Doc[], decisions: Decision[], keep: (i: number) => boolean): Example[] {
  const out: Example[] = [];
  docs.forEach((d, i) => {
    const r = decisions[i]!.reading;
    if (!keep(i) || r.windows === null) return;
    out.push({ features: decisions[i]!.features, label: outcome(r, d.truth) === 'right' ? 1 : 0 });
  });
  return out;
}

async function main() {
  const started = performance.now();
  const docs = await readCorpus();
  const read_s = (performance.now() - started) / 1000;
  const coverage = { rules: 0, 'rules-subset': 0, unique: 0, ambiguous: 0 };
  for (const d of docs) coverage[d.source]++;
  console.log(
    `${docs.length} documents, ${docs.reduce((n, d) => n + d.scored.length, 0)} candidates; labels:`,
    coverage,
  );
  const folds = foldsByLayout(
    docs.map((d) => d.layout),
    FOLDS,
  );
  const decisions: Decision[] = new Array(docs.length);
  for (let k = 0; k < FOLDS; k++) {
    const { model } = train(docs.filter((d) => folds.get(d.layout) !== k));
    docs.forEach((d, i) => {
      if (folds.get(d.layout) === k) decisions[i] = decide(model, d);
    });
    console.log(`fold ${k + 1} of ${FOLDS} done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  // The confidence of a decision, fitted to out-of-fold decisions and measured on folds it did not see.
  const learned: Reading[] = decisions.map((x) => x.reading);
  for (let k = 0; k < FOLDS; k++) {
    const calibrator = fit(
      calibrationExamples(docs, decisions, (i) => folds.get(docs[i]!.layout) !== k),
      CALIBRATOR,
      ['wrong', 'right'],
    );
    docs.forEach((d, i) => {
      if (folds.get(d.layout) !== k || learned[i]!.windows === null) return;
      learned[i] = { ...learned[i]!, confidence: probabilityOf(calibrator, decisions[i]!.features, 'right') };
    });
  }
  const truths = docs.map((d) => d.truth);
  const policy = choosePolicy(
    docs.map((d) => d.rules),
    learned,
    truths,
    outcome,
  );
  for (const line of policy.report) console.log(line);
  if (process.env.COUNTS_DUMP)
    writeFileSync(
      process.env.COUNTS_DUMP,
      JSON.stringify(
        docs.map((d, i) => ({
          layout: d.layout,
          truth: d.truth,
          rules: d.rules,
          learned: learned[i],
          source: d.source,
          features: decisions[i]!.features,
          lines: d.scored.map((s, k) => ({
            text: s.candidate.line.text,
            source: s.candidate.source,
            kind: s.candidate.kind,
            qty: s.candidate.qty,
            how: s.candidate.how,
            p: decisions[i]!.probabilities[k]!.map((x) => Number(x.toFixed(3))),
            label: d.labels?.[k] ?? null,
          })),
        })),
      ),
    );
  const final = train(docs);
  const calibrator = fit(
    calibrationExamples(docs, decisions, () => true),
    CALIBRATOR,
    ['wrong', 'right'],
  );
  const model: LinearModel = {
    ...final.model,
    meta: {
      corpus: { perLayout: PER_LAYOUT, documents: docs.length, layouts: new Set(docs.map((d) => d.layout)).size },
      labels: coverage,
      training: TRAIN,
      cv: policy.figures,
      policy: policy.policy,
      threshold: policy.threshold,
      calibrator,
    },
  };
  writeFileSync(OUT, `${JSON.stringify(model)}\n`);
  const bytes = JSON.stringify(model).length;
  console.log(
    `wrote ${OUT}: ${Object.keys(model.weights).length} features, ${(bytes / 1024).toFixed(0)} KB; corpus read in ${read_s.toFixed(0)} s, total ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

await main();
// The document reader's worker processes would keep the process alive.
process.exit(0);
