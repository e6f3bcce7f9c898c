/**
 * The chat router's fit: the project's multinomial logistic regression (linear.ts `fitSoftmax`, the
 * loop `trainLinear` fits with: L2, full-batch AdaGrad, deterministic) over the router's hashed
 * features, each bucket seen given an index in the order met. Every bucket is kept; chat.ts prunes the
 * weights as the file keeps them.
 */
import { routerFeatures } from '../../functions/analysis/chat/router-features.js';
import { fitSoftmax } from './linear.js';

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
  const classIndex = new Map(classes.map((c, i) => [c, i]));
  const bucketIndex = new Map<number, number>();
  const rows = examples.map((e) => {
    const y = classIndex.get(e.label);
    if (y === undefined) throw new Error(`unknown class ${e.label}`);
    const features = [...routerFeatures(e.text)];
    for (const [bucket] of features) if (!bucketIndex.has(bucket)) bucketIndex.set(bucket, bucketIndex.size);
    return {
      idx: Int32Array.from(features, ([bucket]) => bucketIndex.get(bucket)!),
      val: Float64Array.from(features, ([, v]) => v),
      y,
      w: e.weight ?? 1,
    };
  });
  const { W, b } = fitSoftmax(rows, bucketIndex.size, k, {
    epochs: options.epochs ?? 250,
    l2: options.l2 ?? 1e-4,
    learningRate: options.learningRate ?? 0.5,
  });
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

/** Weights smaller than this are left out of a model file, the rest rounded to two decimals. */
export const PRUNE = 0.15;

/** The model as its file keeps it (small weights left out, the rest rounded), so cross-validation measures what ships. */
export function pruned(model: Fitted): Fitted {
  const weights = new Map<number, Float64Array>();
  for (const [bucket, w] of model.weights) {
    const kept = w.map((x) => (Math.abs(x) >= PRUNE ? Math.round(x * 100) / 100 : 0));
    if (kept.some((x) => x !== 0)) weights.set(bucket, kept);
  }
  return { ...model, bias: model.bias.map((b) => Math.round(b * 1000) / 1000), weights };
}

/** A pruned model's weights as its file keeps them: bucket → [class index, weight, …], buckets in order. */
export function fileWeights(model: Fitted): Record<string, number[]> {
  const weights: Record<string, number[]> = {};
  for (const [bucket, w] of [...model.weights].sort((a, b) => a[0] - b[0]))
    weights[String(bucket)] = [...w].flatMap((x, c) => (x !== 0 ? [c, x] : []));
  return weights;
}

/** Each example counts (mean class size / its class size) ^ balance, so a small class is not drowned by a large one. */
export function balanced<E extends LabelledText>(examples: E[], balance: number): E[] {
  const sizes = new Map<string, number>();
  for (const e of examples) sizes.set(e.label, (sizes.get(e.label) ?? 0) + 1);
  const mean = examples.length / sizes.size;
  return examples.map((e) => ({ ...e, weight: (e.weight ?? 1) * (mean / sizes.get(e.label)!) ** balance }));
}
