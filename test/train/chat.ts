/**
 * `npm run train:chat`: trains the Expert Chat's question router (functions/analysis/chat/router.model.json)
 * on the catalogue's questions and paraphrases from the training domains (test/train/chat-examples.ts;
 * the held-out domains are never read here) and the router's own examples. The confidence threshold is
 * calibrated on cross-validation folds of the training domains, grouped by domain: below it the chat
 * asks which topic was meant. Deterministic: the same examples give the same file.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { FEATURE_BUCKETS } from '../../functions/analysis/chat/router-features.js';
import { ROUTER_LABELS } from '../../functions/analysis/chat/router-topics.js';
import { foldOf, HELD_OUT_PERCENT, routerSplit, type RouterExample } from './chat-examples.js';
import { fitRouter, fittedProbabilities, type Fitted } from './chat-fit.js';

const MODEL_FILE = new URL('../../functions/analysis/chat/router.model.json', import.meta.url);
const VERSION = 1;
const FOLDS = 5;
const EPOCHS = 250;
const L2 = 1e-4;
/** Weights smaller than this are left out of the file, the rest rounded to two decimals. */
const PRUNE = 0.05;
/** A wrong answer costs this many right ones: the threshold maximises right − COST × wrong among those answered. */
const WRONG_COST = 2;

const started = performance.now();
const { train, heldOut } = routerSplit();
const classes = [...new Set([...train.map((e) => e.label), ...ROUTER_LABELS])].sort();
const fit = (examples: RouterExample[]) => fitRouter(examples, { classes, epochs: EPOCHS, l2: L2 });

/** The top label (topic or intent) of a text and its probability. */
function topLabel(model: Fitted, text: string): { label: string; p: number } {
  const p = fittedProbabilities(model, text);
  const i = p.indexOf(Math.max(...p));
  return { label: classes[i]!, p: p[i]! };
}

// Out-of-fold predictions on the training domains' questions and paraphrases.
const outOfFold: { p: number; right: boolean }[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const inFold = (e: RouterExample) => e.domain !== null && foldOf(e.domain, FOLDS) === fold;
  const model = fit(train.filter((e) => !inFold(e)));
  for (const e of train.filter(inFold)) {
    const top = topLabel(model, e.text);
    outOfFold.push({ p: top.p, right: top.label === e.label });
  }
}

let threshold = 0;
let best = -Infinity;
for (let t = 0.2; t <= 0.951; t += 0.05) {
  const answered = outOfFold.filter((o) => o.p >= t);
  const utility = answered.filter((o) => o.right).length - WRONG_COST * answered.filter((o) => !o.right).length;
  if (utility > best) [best, threshold] = [utility, Math.round(t * 100) / 100];
}
const answered = outOfFold.filter((o) => o.p >= threshold);
const pct = (n: number, d: number) => Math.round((1000 * n) / (d || 1)) / 10;
const cv = {
  examples: outOfFold.length,
  accuracyPct: pct(outOfFold.filter((o) => o.right).length, outOfFold.length),
  answeredPct: pct(answered.length, outOfFold.length),
  answeredAccuracyPct: pct(answered.filter((o) => o.right).length, answered.length),
};

const model = fit(train);
const weights: Record<string, number[]> = {};
for (const [bucket, w] of [...model.weights].sort((a, b) => a[0] - b[0])) {
  const kept = [...w].flatMap((x, c) => (Math.abs(x) >= PRUNE ? [c, Math.round(x * 100) / 100] : []));
  if (kept.length) weights[String(bucket)] = kept;
}
const file = {
  name: 'chat-router',
  version: VERSION,
  buckets: FEATURE_BUCKETS,
  classes,
  bias: model.bias.map((b) => Math.round(b * 1000) / 1000),
  weights,
  threshold,
  meta: {
    trainedOn: `${train.length} examples (catalogue questions and paraphrases of the training domains, the router's own examples); ${HELD_OUT_PERCENT}% of source domains held out (${heldOut.length} examples), never read`,
    epochs: EPOCHS,
    l2: L2,
    prune: PRUNE,
    thresholdFrom: `${FOLDS}-fold cross-validation grouped by source domain on the training domains, maximising right − ${WRONG_COST} × wrong among the answered`,
    crossValidation: cv,
  },
};
writeFileSync(MODEL_FILE, `${JSON.stringify(file)}\n`);
const seconds = Math.round((performance.now() - started) / 100) / 10;
console.log(
  `chat router: ${classes.length} classes, ${train.length} training examples, ${Object.keys(weights).length} features kept`,
);
console.log(
  `cross-validated (grouped by domain): ${cv.accuracyPct}% right; threshold ${threshold}: ${cv.answeredPct}% answered, ${cv.answeredAccuracyPct}% of them right`,
);
console.log(`wrote ${MODEL_FILE.pathname} in ${seconds} s`);
