/**
 * Trains the learned reader's linear models (functions/fields/learned/linear-model.ts): multinomial
 * logistic regression with L2 regularisation, fitted by full-batch gradient descent with AdaGrad step
 * sizes. Deterministic: no random draw at all, the examples are visited in the order given, so the
 * same examples give the same weights on every machine.
 */
import type { Features, LinearModel } from '../../functions/fields/learned/linear-model.js';
import { softmax } from '../../functions/fields/learned/linear-model.js';

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
  const l2 = options.l2 ?? 1e-4;
  const epochs = options.epochs ?? 200;
  const rate = options.learningRate ?? 0.5;
  const minCount = options.minCount ?? 2;
  const seen = new Map<string, number>();
  for (const e of examples) for (const f of Object.keys(e.features)) seen.set(f, (seen.get(f) ?? 0) + 1);
  const names = [...seen]
    .filter(([, n]) => n >= minCount)
    .map(([f]) => f)
    .sort();
  const index = new Map(names.map((f, i) => [f, i]));
  const rows = examples.map((e) => ({
    x: Object.entries(e.features)
      .filter(([f, v]) => v && index.has(f))
      .map(([f, v]) => [index.get(f)!, v] as const),
    y: e.label,
    w: e.weight ?? 1,
  }));
  const total = rows.reduce((s, r) => s + r.w, 0) || 1;
  const W = new Float64Array(names.length * k);
  const b = new Float64Array(k);
  const gW = new Float64Array(names.length * k);
  const gb = new Float64Array(k);
  const hW = new Float64Array(names.length * k).fill(1e-8);
  const hb = new Float64Array(k).fill(1e-8);
  for (let epoch = 0; epoch < epochs; epoch++) {
    gW.fill(0);
    gb.fill(0);
    for (const r of rows) {
      const s = Array.from(b);
      for (const [i, v] of r.x) for (let c = 0; c < k; c++) s[c]! += W[i * k + c]! * v;
      const p = softmax(s);
      for (let c = 0; c < k; c++) {
        const d = (r.w * (p[c]! - (c === r.y ? 1 : 0))) / total;
        gb[c]! += d;
        for (const [i, v] of r.x) gW[i * k + c]! += d * v;
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

/** Six significant digits keep the file small and identical across runs. */
function round(x: number): number {
  return Number(x.toPrecision(6));
}
