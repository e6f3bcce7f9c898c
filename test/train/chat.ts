/**
 * `npm run train:chat`: trains the Expert Chat's question router (functions/analysis/chat/router.model.json)
 * on the catalogue's questions and paraphrases from the training domains (test/train/chat-examples.ts;
 * the held-out domains are never read here), more paraphrases of those questions
 * (test/chat/training-paraphrases.json, trained on but not scored), the router's own examples and
 * sentences of the chat's knowledge (chat-knowledge.ts). The confidence thresholds (below them the chat
 * asks which topic was meant; above the override the model overrules the patterns, with its own value
 * for short messages) are calibrated on cross-validation folds of the training domains, grouped by
 * domain, the router's own short wordings each in a fold. Deterministic: the same examples give the
 * same file.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { decideRoute, SHORTLIST, type Thresholds } from '../../functions/analysis/chat/router-decision.js';
import { FEATURE_BUCKETS, routerWords } from '../../functions/analysis/chat/router-features.js';
import { answersLabel, ROUTER_LABELS } from '../../functions/analysis/chat/router-topics.js';
import { foldOf, HELD_OUT_PERCENT, routerSplit, type RouterExample } from './chat-examples.js';
import { balanced, fileWeights, fitRouter, fittedProbabilities, PRUNE, pruned, type Fitted } from './chat-fit.js';
import { routerInputsDigest } from './chat-inputs.js';
import { patternsTopic } from './chat-patterns.js';

const MODEL_FILE = new URL('../../functions/analysis/chat/router.model.json', import.meta.url);
const VERSION = 2;
const FOLDS = 5;
const EPOCHS = 250;
/**
 * Chosen on the grouped folds (catalogue routed / short wordings routed). With 1,972 catalogue
 * questions: 1e-5 87.3% / 80.2%, 5e-6 88.1% / 80.5%, 3e-6 88.1% / 81.4%, 1.5e-6 87.8% / 78.4%. With
 * 2,699: 3e-6 89.1% / 80.5%, 2e-6 89.5% / 80.8%, 1.5e-6 89.5% / 81.1%, 1e-6 89.6% / 80.5%. With
 * 2,893 (`--cv-only`, glossary 2026.12.12): 1.5e-6 90.5% / 81.1%, 1e-6 90.6% / 81.4%. More data
 * bears less regularisation (with 1,541 questions 3e-6 had not paid).
 */
const L2 = 1e-6;
/**
 * Each example counts (mean class size / its class size) ^ BALANCE, so a small topic is not drowned by a large one.
 * On the grouped folds at glossary 2026.12.14 (L2 1e-6, catalogue routed / short wordings routed): 0.3 90.6% / 81.1%,
 * 0.5 90.6% / 82.2%, 0.7 90.5% / 80.8%.
 */
const BALANCE = 0.5;
/**
 * `--cv-only --l2=… --balance=… --epochs=…`: the cross-validation of other settings, printed and not
 * written, to choose the constants above on the training domains alone.
 */
const { values: args } = parseArgs({
  options: {
    'cv-only': { type: 'boolean', default: false },
    l2: { type: 'string', default: String(L2) },
    balance: { type: 'string', default: String(BALANCE) },
    epochs: { type: 'string', default: String(EPOCHS) },
  },
});
const settings = { epochs: Number(args.epochs), l2: Number(args.l2), balance: Number(args.balance) };
for (const [name, value] of Object.entries(settings))
  if (!Number.isFinite(value) || value < 0 || (name === 'epochs' && !Number.isInteger(value))) {
    console.error(`train:chat: --${name} must be a ${name === 'epochs' ? 'whole ' : ''}number of at least 0`);
    process.exit(2);
  }
/**
 * What a reply is worth: a right answer 1, a clarifying question whose buttons include the right topic
 * CLARIFY_WORTH (one more tap), a wrong answer or buttons without the right topic 0. The thresholds
 * maximise the total over the out-of-fold questions, routed as the chat routes them (router-decision.ts).
 */
const CLARIFY_WORTH = 0.5;
/** Where a short message ends, in words: chosen with the thresholds. */
const SHORT_WORDS_GRID = [0, 4, 5, 6, 7, 8, 10, 12];
const GRID = Array.from({ length: 16 }, (_, i) => Math.round((0.2 + i * 0.05) * 100) / 100);
/**
 * Where overrides come within this share of the examples of the best total, the largest is kept: the
 * model overrules the hand-written patterns only where that clearly pays.
 */
const OVERRIDE_TOLERANCE = 0.0025;

const started = performance.now();
const { train, heldOut } = routerSplit();
const classes = [...new Set([...train.map((e) => e.label), ...ROUTER_LABELS])].sort();

function fit(examples: RouterExample[]) {
  return pruned(fitRouter(balanced(examples, settings.balance), { classes, epochs: settings.epochs, l2: settings.l2 }));
}

/** The labels (topics or intents) of a text by probability, highest first. */
function ranked(model: Fitted, text: string): { label: string; p: number }[] {
  return fittedProbabilities(model, text)
    .map((p, i) => ({ label: classes[i]!, p }))
    .sort((a, b) => b.p - a.p);
}

// Out-of-fold predictions on the training domains' questions and paraphrases.
// A catalogue question goes to its domain's fold, one of the router's own wordings to its text's.
const foldKey = (e: RouterExample) => e.domain ?? (e.wording ? `wording:${e.text}` : null);
const outOfFold: {
  ranked: { label: string; p: number }[];
  label: string;
  patterns: string;
  words: number;
  wording: boolean;
}[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const inFold = (e: RouterExample) => foldKey(e) !== null && foldOf(foldKey(e)!, FOLDS) === fold;
  const model = fit(train.filter((e) => !inFold(e)));
  for (const e of train.filter((e) => inFold(e) && !e.unscored)) {
    outOfFold.push({
      ranked: ranked(model, e.text),
      label: e.label,
      patterns: patternsTopic(e.text),
      words: routerWords(e.text).length,
      wording: e.wording === true,
    });
  }
}

function worth(o: (typeof outOfFold)[number], thresholds: Thresholds): number {
  const decision = decideRoute(o.ranked, o.patterns, thresholds, o.words);
  if (decision.by === 'patterns') return Number(answersLabel(o.patterns, o.label));
  if (decision.by === 'model') return Number(decision.label === o.label);
  return CLARIFY_WORTH * Number(decision.labels.slice(0, SHORTLIST).includes(o.label));
}

// Short and long messages each get their override, and where "short" ends is chosen with them: for a
// threshold and a length, the best override of each side is found on its own.
/** The override that routes `set` best at `threshold`, or the largest within OVERRIDE_TOLERANCE of it. */
function bestOverride(set: typeof outOfFold, threshold: number): { override: number; total: number } {
  const totals = GRID.filter((o) => o >= threshold).map((override) => ({
    override,
    total: set.reduce((sum, o) => sum + worth(o, { threshold, override }), 0),
  }));
  const top = Math.max(...totals.map((t) => t.total));
  const kept = totals.filter((t) => t.total >= top - OVERRIDE_TOLERANCE * set.length);
  return { override: kept[kept.length - 1]!.override, total: top };
}
let best: Required<Thresholds> & { total: number } = {
  threshold: 0,
  override: 0,
  overrideShort: 0,
  shortWords: 0,
  total: -Infinity,
};
for (const shortWords of SHORT_WORDS_GRID) {
  const short = outOfFold.filter((o) => o.words <= shortWords);
  const long = outOfFold.filter((o) => o.words > shortWords);
  for (const threshold of GRID) {
    const [l, s] = [bestOverride(long, threshold), bestOverride(short, threshold)];
    if (l.total + s.total > best.total)
      best = { threshold, override: l.override, overrideShort: s.override, shortWords, total: l.total + s.total };
  }
}
const { threshold, override, overrideShort, shortWords } = best;
const pct = (n: number, d: number) => Math.round((1000 * n) / (d || 1)) / 10;
const right = (o: (typeof outOfFold)[number]) => o.ranked[0]!.label === o.label;
function figures(set: typeof outOfFold) {
  return {
    examples: set.length,
    modelAccuracyPct: pct(set.filter(right).length, set.length),
    patternsAccuracyPct: pct(set.filter((o) => answersLabel(o.patterns, o.label)).length, set.length),
    routedRightPct: pct(set.filter((o) => worth(o, best) === 1).length, set.length),
  };
}
const cv = {
  ...figures(outOfFold),
  catalogue: figures(outOfFold.filter((o) => !o.wording)),
  ownWordings: figures(outOfFold.filter((o) => o.wording)),
};

if (args['cv-only']) {
  console.log(
    `cross-validated with ${JSON.stringify(settings)}: ${JSON.stringify({ threshold, override, overrideShort, shortWords, ...cv })}`,
  );
  process.exit(0);
}
const model = fit(train);
const weights = fileWeights(model);
const file = {
  name: 'chat-router',
  version: VERSION,
  buckets: FEATURE_BUCKETS,
  classes,
  bias: model.bias,
  weights,
  threshold,
  override,
  overrideShort,
  shortWords,
  meta: {
    trainedOn: `${train.length} examples (catalogue questions and paraphrases of the training domains, more paraphrases of theirs never scored, the router's own examples and sentences of the chat's knowledge); ${HELD_OUT_PERCENT}% of source domains held out (${heldOut.length} examples), never read`,
    ...settings,
    prune: PRUNE,
    thresholdsFrom: `${FOLDS}-fold cross-validation grouped by source domain on the training domains, routed as the chat routes (router-decision.ts): a right answer worth 1, a clarifying question with the right topic among its buttons ${CLARIFY_WORTH}, anything else 0; the largest override within ${OVERRIDE_TOLERANCE * 100}% of the questions of the best total`,
    crossValidation: cv,
    inputs: routerInputsDigest(train),
  },
};
writeFileSync(MODEL_FILE, `${JSON.stringify(file)}\n`);
const seconds = Math.round((performance.now() - started) / 100) / 10;
console.log(
  `chat router: ${classes.length} classes, ${train.length} training examples, ${Object.keys(weights).length} features kept`,
);
console.log(
  `cross-validated (grouped by domain): model ${cv.modelAccuracyPct}% right, patterns ${cv.patternsAccuracyPct}%; threshold ${threshold}, override ${override} (${overrideShort} up to ${shortWords} words): ${cv.routedRightPct}% routed right`,
);
for (const [name, f] of [
  ['catalogue questions', cv.catalogue],
  ["the router's own wordings", cv.ownWordings],
] as const)
  console.log(
    `  ${name} (${f.examples}): model ${f.modelAccuracyPct}%, patterns ${f.patternsAccuracyPct}%, routed ${f.routedRightPct}%`,
  );
// CHAT_CV_BREAKDOWN=1: how the out-of-fold questions were routed, by who answered and who was right.
if (process.env.CHAT_CV_BREAKDOWN === '1') {
  const branches = new Map<string, [number, number]>();
  for (const o of outOfFold) {
    const d = decideRoute(o.ranked, o.patterns, best, o.words);
    const key = `${d.by}${o.patterns === 'help' ? ' (unplaced)' : ''} model-top-${right(o) ? 'right' : 'wrong'} patterns-${answersLabel(o.patterns, o.label) ? 'right' : 'wrong'}`;
    const [n, w] = branches.get(key) ?? [0, 0];
    branches.set(key, [n + 1, w + worth(o, best)]);
  }
  for (const [k, [n, w]] of [...branches].sort()) console.log(`  ${k}: ${n} (worth ${w})`);
}
console.log(`wrote ${MODEL_FILE.pathname} in ${seconds} s`);
