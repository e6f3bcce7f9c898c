/**
 * The learned reader's scoring primitive: a multinomial logistic regression over sparse, named
 * features ("label:total" = 1, "x" = 0.82, "above:deposit" = 1). A model is plain JSON (trained by
 * test/train/linear.ts), read here without any dependency: a score per class is the bias plus the sum
 * of weight × value over the features the model knows, and softmax turns the scores into
 * probabilities. Features the model never saw weigh nothing.
 */

/** Named feature values; absent features are 0. */
export type Features = Record<string, number>;

export interface LinearModel {
  /** What the model decides, e.g. "total-candidate". */
  name: string;
  /** Bumped whenever features change meaning: a model of another version is refused. */
  version: number;
  /** Class names; a binary model has two, the second being the positive class. */
  classes: string[];
  /** Per class, its bias and its weights by feature name (zero weights left out). */
  bias: number[];
  weights: Record<string, number[]>;
  /** How it was trained and measured, for whoever reads the file. */
  meta?: Record<string, unknown>;
}

/** Raw class scores for one example. */
export function scores(model: LinearModel, features: Features): number[] {
  const out = [...model.bias];
  for (const [name, value] of Object.entries(features)) {
    if (!value) continue;
    const w = model.weights[name];
    if (!w) continue;
    for (let c = 0; c < out.length; c++) out[c]! += w[c]! * value;
  }
  return out;
}

export function softmax(values: number[]): number[] {
  const max = Math.max(...values);
  const exps = values.map((v) => Math.exp(v - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

/** Probability of each class, in the order of `model.classes`. */
export function predict(model: LinearModel, features: Features): number[] {
  return softmax(scores(model, features));
}

/** Probability of one class by name. */
export function probabilityOf(model: LinearModel, features: Features, cls: string): number {
  const i = model.classes.indexOf(cls);
  if (i < 0) throw new Error(`${model.name} has no class ${cls}`);
  return predict(model, features)[i]!;
}

/** Checks a model file's shape and version before it is used. */
export function loadModel(json: unknown, name: string, version: number): LinearModel {
  const m = json as LinearModel;
  if (!m || m.name !== name) throw new Error(`not the ${name} model`);
  if (m.version !== version) throw new Error(`${name} model version ${m.version}, expected ${version}`);
  if (!Array.isArray(m.classes) || m.bias.length !== m.classes.length) throw new Error(`${name} model is malformed`);
  return m;
}

/** A stable hash of a word into one of `buckets` named features ("above#417"), for open vocabularies. */
export function hashed(prefix: string, word: string, buckets = 4096): string {
  let h = 2166136261;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
  return `${prefix}#${(h >>> 0) % buckets}`;
}
