/**
 * The chat router's fit: multinomial logistic regression with L2 regularisation over sparse hashed
 * features, by full-batch gradient descent with AdaGrad step sizes. Deterministic: no random draw, the
 * examples are visited in the order given, so the same examples give the same weights on every machine.
 */
import { routerFeatures } from '../../functions/analysis/chat/router-features.js';

export interface LabelledText {
  text: string;
  label: string;
  /** How much the example counts (default 1). */
  weight?: number;
}

export interface FitOptions {
  classes: string[];
  epochs?: number;
  l2?: number;
  learningRate?: number;
}

/** Weights by feature bucket, dense over the classes; the bias per class. */
export interface Fitted {
  classes: string[];
  bias: number[];
  weights: Map<number, Float64Array>;
}

export function fitRouter(examples: LabelledText[], options: FitOptions): Fitted {
  const { classes } = options;
  const k = classes.length;
  const epochs = options.epochs ?? 250;
  const l2 = options.l2 ?? 1e-4;
  const rate = options.learningRate ?? 0.5;
  const classIndex = new Map(classes.map((c, i) => [c, i]));
  const bucketIndex = new Map<number, number>();
  const rows = examples.map((e) => {
    const y = classIndex.get(e.label);
    if (y === undefined) throw new Error(`unknown class ${e.label}`);
    const features = [...routerFeatures(e.text)];
    const idx = new Int32Array(features.length);
    const val = new Float64Array(features.length);
    features.forEach(([b, v], j) => {
      if (!bucketIndex.has(b)) bucketIndex.set(b, bucketIndex.size);
      idx[j] = bucketIndex.get(b)! * k;
      val[j] = v;
    });
    return { idx, val, y, w: e.weight ?? 1 };
  });
  const n = rows.reduce((sum, r) => sum + r.w, 0) || 1;
  const W = new Float64Array(bucketIndex.size * k);
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
        const base = idx[j]!;
        const v = val[j]!;
        for (let c = 0; c < k; c++) s[c]! += W[base + c]! * v;
      }
      let max = -Infinity;
      for (let c = 0; c < k; c++) max = Math.max(max, s[c]!);
      let sum = 0;
      for (let c = 0; c < k; c++) sum += s[c] = Math.exp(s[c]! - max);
      for (let c = 0; c < k; c++) {
        s[c] = (w * (s[c]! / sum - (c === y ? 1 : 0))) / n;
        gb[c]! += s[c]!;
      }
      for (let j = 0; j < idx.length; j++) {
        const base = idx[j]!;
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
  const weights = new Map<number, Float64Array>();
  for (const [bucket, i] of bucketIndex) weights.set(bucket, W.slice(i * k, i * k + k));
  return { classes, bias: Array.from(b), weights };
}

/** Class probabilities of a text under a fitted model, in the order of its classes. */
export function fittedProbabilities(model: Fitted, text: string): number[] {
  const s = [...model.bias];
  for (const [bucket, v] of routerFeatures(text)) {
    const w = model.weights.get(bucket);
    if (w) for (let c = 0; c < s.length; c++) s[c]! += w[c]! * v;
  }
  const max = Math.max(...s);
  const e = s.map((x) => Math.exp(x - max));
  const sum = e.reduce((a, x) => a + x, 0);
  return e.map((x) => x / sum);
}
