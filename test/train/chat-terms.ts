/**
 * Trains the Expert Chat's term picker (functions/analysis/chat/term.model.json; run by `npm run train:chat`
 * after the router): which glossary term answers a question whose words the glossary's patterns miss.
 *
 * Its labels come from the patterns themselves: a catalogue question whose own text names a term of its
 * topic (topic-routes.json) is labelled with that term, and so is every paraphrase of it; a question that
 * names none is labelled "none" (its topic's own answer). The paraphrases that the patterns miss are what
 * the model must learn to place. Each term's name and the sentences of its explanation are trained on too.
 * Only the training domains are read (chat-examples.ts); the held-out domains are measured by
 * `npm run bench:chat`. The threshold is calibrated on cross-validation folds grouped by source domain.
 * Deterministic: the same examples give the same file.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { GLOSSARY } from '../../functions/analysis/chat/glossary.js';
import { FEATURE_BUCKETS } from '../../functions/analysis/chat/router-features.js';
import {
  loadTermModel,
  NO_TERM,
  rankTerms,
  TERM_MODEL_NAME,
  TERM_MODEL_VERSION,
} from '../../functions/analysis/chat/term-picker.js';
import { foldOf } from './chat-examples.js';
import { balanced, fileWeights, fitRouter, PRUNE, pruned } from './chat-fit.js';
import { termInputsDigest } from './chat-inputs.js';
import { termRows, type TermRow, termTally, termTrainingSet } from './chat-term-labels.js';

const MODEL_FILE = new URL('../../functions/analysis/chat/term.model.json', import.meta.url);
const FOLDS = 5;
const EPOCHS = 250;
const L2 = 5e-6;
const BALANCE = 0.5;
/**
 * The share of the picks on the out-of-fold paraphrases (whose question names a term the paraphrase's
 * words do not) that must be a right term (one the question's own text names): the threshold is the
 * lowest that reaches it.
 */
const PRECISION = 0.92;
const GRID = Array.from({ length: 13 }, (_, i) => Math.round((0.3 + i * 0.05) * 100) / 100);

const started = performance.now();
const classes = [NO_TERM, ...GLOSSARY.terms.map((t) => t.id)];
const { catalogue, train } = termTrainingSet();

const fit = (examples: typeof train) =>
  pruned(fitRouter(balanced(examples, BALANCE), { classes, epochs: EPOCHS, l2: L2 }));

/** A fitted model in the shape the picker reads. */
function asFile(model: ReturnType<typeof fit>, threshold: number, meta?: Record<string, unknown>) {
  return {
    name: TERM_MODEL_NAME,
    version: TERM_MODEL_VERSION,
    buckets: FEATURE_BUCKETS,
    classes,
    bias: model.bias,
    weights: fileWeights(model),
    threshold,
    ...(meta && { meta }),
  };
}

const outOfFold: TermRow[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const inFold = (e: { domain: string | null }) => e.domain !== null && foldOf(e.domain, FOLDS) === fold;
  const picker = loadTermModel(asFile(fit(train.filter((e) => !inFold(e))), 0));
  outOfFold.push(...termRows(catalogue.filter(inFold), (q, c) => rankTerms(q, c, picker)));
}

const tallies = GRID.map((threshold) => ({ threshold, ...termTally(outOfFold, threshold) }));
const chosen = tallies.find((t) => t.right >= PRECISION * (t.right + t.otherTerm)) ?? tallies[tallies.length - 1]!;
const model = fit(train);
const file = asFile(model, chosen.threshold, {
  trainedOn: `${train.length} examples: the training domains' catalogue questions and paraphrases, labelled with the term the patterns find in each question's own text ("${NO_TERM}" where they find none), and each term's name and explanation sentences`,
  epochs: EPOCHS,
  l2: L2,
  balance: BALANCE,
  prune: PRUNE,
  thresholdFrom: `${FOLDS}-fold cross-validation grouped by source domain: the lowest threshold at which ${PRECISION * 100}% of the terms picked for paraphrases the patterns miss are a term their question names`,
  crossValidation: tallies,
  inputs: termInputsDigest(train),
});
writeFileSync(MODEL_FILE, `${JSON.stringify(file)}\n`);
const seconds = Math.round((performance.now() - started) / 100) / 10;
console.log(
  `term picker: ${classes.length} classes, ${train.length} examples, ${Object.keys(file.weights).length} features kept`,
);
console.log(
  `cross-validated (grouped by domain), on ${outOfFold.length} wordings the patterns place in no term of their topic:`,
);
for (const t of tallies)
  console.log(
    `  threshold ${t.threshold}: of ${t.named} whose question names a term, ${t.right} get it, ${t.otherTerm} another term, ${t.noTerm} the topic's answer; of ${t.unnamed} whose question names none, ${t.termGiven} get a term${t === chosen ? '  <- chosen' : ''}`,
  );
console.log(`wrote ${MODEL_FILE.pathname} in ${seconds} s`);
