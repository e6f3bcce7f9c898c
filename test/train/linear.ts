/**
 * Trains the learned reader's linear models (functions/fields/learned/linear-model.ts): multinomial
 * logistic regression with L2 regularisation, fitted by full-batch gradient descent with AdaGrad step
 * sizes. Deterministic: no random draw at all, the examples are visited in the order given, so the
 * same examples give the same weights on every machine.
 */
import type { Features, LinearModel } from '../../functions/fields/learned/linear-model.js';

export interface Example {
  features: Features;
  /** Index into the classes. */
  label: number;
  /** How much this example counts (default 1), e.g. to balance classes. */
  weight?: number;
}

export interface TrainOptions {
  name: string;
  version: number;
  classes: string[];
  /** L2 strength per example (default 1e-4). */
  l2?: number;
  epochs?: number;
  learningRate?: number;
  /** Features seen in fewer examples than this are dropped (default 2). */
  minCount?: number;
  /** Weights smaller than this in absolute value are left out of the file (default 1e-3). */
  prune?: number;
  meta?: Record<string, unknown>;
}

export function trainLinear(examples: Example[], options: TrainOptions): LinearModel {
  const k = options.classes.length;
  const minCount = options.minCount ?? 2;
  const seen = new Map<string, number>();
  for (const e of examples) for (const f of Object.keys(e.features)) seen.set(f, (seen.get(f) ?? 0) + 1);
  const names = [...seen]
    .filter(([, n]) => n >= minCount)
    .map(([f]) => f)
    .sort();
  const index = new Map(names.map((f, i) => [f, i]));
  const rows = examples.map((e) => {
    const x = Object.entries(e.features).filter(([f, v]) => v && index.has(f));
    return {
      idx: Int32Array.from(x, ([f]) => index.get(f)!),
      val: Float64Array.from(x, ([, v]) => v),
      y: e.label,
      w: e.weight ?? 1,
    };
  });
  const { W, b } = fitSoftmax(rows, names.length, k, options);
  const prune = options.prune ?? 1e-3;
  const weights: Record<string, number[]> = {};
  names.forEach((f, i) => {
    const w = Array.from(W.subarray(i * k, i * k + k));
    if (w.some((x) => Math.abs(x) >= prune)) weights[f] = w.map(round);
  });
  return {
    name: options.name,
    version: options.version,
    classes: options.classes,
    bias: Array.from(b).map(round),
    weights,
    ...(options.meta ? { meta: options.meta } : {}),
  };
}

/** One example of fitSoftmax: its features' indices and values, its class index, its weight. */
export interface SparseRow {
  idx: Int32Array;
  val: Float64Array;
  y: number;
  w: number;
}

/**
 * The fit itself: softmax regression with L2 by full-batch gradient descent with AdaGrad step sizes,
 * the rows visited in the order given. Returns the weights (feature i, class c at i × classes + c) and
 * the bias per class.
 */
export function fitSoftmax(
  rows: SparseRow[],
  features: number,
  k: number,
  options: { l2?: number; epochs?: number; learningRate?: number },
): { W: Float64Array; b: Float64Array } {
  const l2 = options.l2 ?? 1e-4;
  const epochs = options.epochs ?? 200;
  const rate = options.learningRate ?? 0.5;
  const total = rows.reduce((s, r) => s + r.w, 0) || 1;
  const W = new Float64Array(features * k);
  const b = new Float64Array(k);
  const gW = new Float64Array(W.length);
  const gb = new Float64Array(k);
  const hW = new Float64Array(W.length).fill(1e-8);
  const hb = new Float64Array(k).fill(1e-8);
  const s = new Float64Array(k);
  for (let epoch = 0; epoch < epochs; epoch++) {
    gW.fill(0);
    gb.fill(0);
    for (const { idx, val, y, w } of rows) {
      s.set(b);
      for (let j = 0; j < idx.length; j++) {
        const base = idx[j]! * k;
        const v = val[j]!;
        for (let c = 0; c < k; c++) s[c]! += W[base + c]! * v;
      }
      let max = -Infinity;
      for (let c = 0; c < k; c++) max = Math.max(max, s[c]!);
      let sum = 0;
      for (let c = 0; c < k; c++) sum += s[c] = Math.exp(s[c]! - max);
      for (let c = 0; c < k; c++) {
        s[c] = (w * (s[c]! / sum - (c === y ? 1 : 0))) / total;
        gb[c]! += s[c]!;
      }
      for (let j = 0; j < idx.length; j++) {
        const base = idx[j]! * k;
        const v = val[j]!;
        for (let c = 0; c < k; c++) gW[base + c]! += s[c]! * v;
      }
    }
    for (let j = 0; j < W.length; j++) {
      const g = gW[j]! + l2 * W[j]!;
      hW[j]! += g * g;
      W[j]! -= (rate * g) / Math.sqrt(hW[j]!);
    }
    for (let c = 0; c < k; c++) {
      hb[c]! += gb[c]! * gb[c]!;
      b[c]! -= (rate * gb[c]!) / Math.sqrt(hb[c]!);
    }
  }
  return { W, b };
}

/** Six significant digits keep the file small and identical across runs. */
function round(x: number): number {
  return Number(x.toPrecision(6));
}

/** One choice among candidates: their features, and which of them are right (none: no candidate is). */
export interface ChoiceExample {
  candidates: Features[];
  right: number[];
}

/**
 * Trains a ranker (a conditional logit): a candidate's score is the sum of weight × value over its
 * features, and the probabilities of the candidates of one choice are the softmax of their scores
 * together with "none of them" (whose score is the model's single bias). Fitted to maximise the
 * probability of the right candidates (or of "none" when no candidate is right), with L2, by
 * full-batch AdaGrad in the examples' order: deterministic. The model has one class, "candidate".
 */
export function trainRanker(examples: ChoiceExample[], options: Omit<TrainOptions, 'classes'>): LinearModel {
  const l2 = options.l2 ?? 1e-4;
  const epochs = options.epochs ?? 200;
  const rate = options.learningRate ?? 0.5;
  const minCount = options.minCount ?? 2;
  const seen = new Map<string, number>();
  for (const e of examples)
    for (const c of e.candidates) for (const f of Object.keys(c)) seen.set(f, (seen.get(f) ?? 0) + 1);
  const names = [...seen]
    .filter(([, n]) => n >= minCount)
    .map(([f]) => f)
    .sort();
  const index = new Map(names.map((f, i) => [f, i]));
  // Flat arrays: candidate c's features are feature[at[c] .. at[c + 1]), example e's candidates are first[e] .. first[e + 1].
  const feature: number[] = [];
  const value: number[] = [];
  const at: number[] = [0];
  const first: number[] = [0];
  const right: boolean[] = [];
  const anyRight: boolean[] = [];
  for (const e of examples) {
    const rightSet = new Set(e.right);
    e.candidates.forEach((c, i) => {
      for (const [f, v] of Object.entries(c))
        if (v && index.has(f)) {
          feature.push(index.get(f)!);
          value.push(v);
        }
      at.push(feature.length);
      right.push(rightSet.has(i));
    });
    first.push(right.length);
    anyRight.push(rightSet.size > 0);
  }
  const fx = Int32Array.from(feature);
  const vx = Float64Array.from(value);
  const n = examples.length || 1;
  const W = new Float64Array(names.length);
  const gW = new Float64Array(names.length);
  const hW = new Float64Array(names.length).fill(1e-8);
  const s = new Float64Array(right.length);
  let bias = 0;
  let hb = 1e-8;
  for (let epoch = 0; epoch < epochs; epoch++) {
    gW.fill(0);
    let gb = 0;
    for (let e = 0; e < examples.length; e++) {
      let max = bias;
      for (let c = first[e]!; c < first[e + 1]!; c++) {
        let sum = 0;
        for (let k = at[c]!; k < at[c + 1]!; k++) sum += W[fx[k]!]! * vx[k]!;
        s[c] = sum;
        if (sum > max) max = sum;
      }
      const none = Math.exp(bias - max);
      let z = none;
      let rightMass = 0;
      for (let c = first[e]!; c < first[e + 1]!; c++) {
        s[c] = Math.exp(s[c]! - max);
        z += s[c]!;
        if (right[c]) rightMass += s[c]!;
      }
      gb += (none / z - (anyRight[e] ? 0 : 1)) / n;
      for (let c = first[e]!; c < first[e + 1]!; c++) {
        const d = (s[c]! / z - (right[c] ? s[c]! / rightMass : 0)) / n;
        if (d) for (let k = at[c]!; k < at[c + 1]!; k++) gW[fx[k]!]! += d * vx[k]!;
      }
    }
    for (let j = 0; j < W.length; j++) {
      const g = gW[j]! + l2 * W[j]!;
      hW[j]! += g * g;
      W[j]! -= (rate * g) / Math.sqrt(hW[j]!);
    }
    hb += gb * gb;
    bias -= (rate * gb) / Math.sqrt(hb);
  }
  const prune = options.prune ?? 1e-3;
  const weights: Record<string, number[]> = {};
  names.forEach((f, i) => {
    if (Math.abs(W[i]!) >= prune) weights[f] = [round(W[i]!)];
  });
  return {
    name: options.name,
    version: options.version,
    classes: ['candidate'],
    bias: [round(bias)],
    weights,
    ...(options.meta ? { meta: options.meta } : {}),
  };
}
