/**
 * The chat's question router model (router.model.json, trained by `npm run train:chat`): multinomial
 * logistic regression over hashed words, word pairs and letter sequences (router-features.ts). A class
 * is a topic of the question catalogue or one of the chat's own intents (router-topics.ts). Plain
 * arithmetic, well under a millisecond a message.
 */
import { FEATURE_BUCKETS, routerFeatures } from './router-features.js';
import modelJson from './router.model.json' with { type: 'json' };

export const ROUTER_MODEL_NAME = 'chat-router';
/** Bumped whenever the features change meaning: a file of another version is refused. */
export const ROUTER_MODEL_VERSION = 2;

/** A linear model's file: classes, their biases and the weights of the hashed features (router-features.ts). */
export interface LinearModelFile {
  name: string;
  version: number;
  buckets: number;
  classes: string[];
  bias: number[];
  /** Feature bucket → [class index, weight, class index, weight, …]; small weights left out. */
  weights: Record<string, number[]>;
  meta?: Record<string, unknown>;
}

export interface RouterModelFile extends LinearModelFile {
  /** Below this probability of its topic, the router asks which topic was meant (router-decision.ts). */
  threshold: number;
  /** The probability it takes to answer another topic than the one the patterns place the question in. */
  override: number;
  /** The same for a message of at most `shortWords` words; `override` when absent. */
  overrideShort?: number;
  shortWords?: number;
}

export interface LinearModel<F extends LinearModelFile = LinearModelFile> {
  file: F;
  weights: Map<number, number[]>;
}

export type RouterModel = LinearModel<RouterModelFile>;

/** Topics (or intents) by probability, highest first. */
export type Routing = { label: string; p: number }[];

/** Checks a model file's name, version and shape before it is used. */
export function loadLinearModel<F extends LinearModelFile>(
  json: unknown,
  name: string,
  version: number,
): LinearModel<F> {
  const file = json as F;
  if (!file || file.name !== name) throw new Error(`not the ${name} model`);
  if (file.version !== version) throw new Error(`${file.name} model version ${file.version}, expected ${version}`);
  if (file.buckets !== FEATURE_BUCKETS || file.bias.length !== file.classes.length)
    throw new Error(`${file.name} model is malformed`);
  return { file, weights: new Map(Object.entries(file.weights).map(([b, w]) => [Number(b), w])) };
}

export function loadRouterModel(json: unknown, version = ROUTER_MODEL_VERSION): RouterModel {
  return loadLinearModel<RouterModelFile>(json, ROUTER_MODEL_NAME, version);
}

export const ROUTER_MODEL = loadRouterModel(modelJson);

/** Class probabilities of a text, in the order of the model's classes. */
export function classProbabilities(model: LinearModel, text: string): number[] {
  const s = [...model.file.bias];
  for (const [bucket, value] of routerFeatures(text)) {
    const w = model.weights.get(bucket);
    if (!w) continue;
    for (let i = 0; i < w.length; i += 2) s[w[i]!]! += w[i + 1]! * value;
  }
  const max = Math.max(...s);
  const e = s.map((x) => Math.exp(x - max));
  const sum = e.reduce((a, x) => a + x, 0);
  return e.map((x) => x / sum);
}

/** What a message is about, by the model: every label with its probability, highest first. */
export function routeText(text: string, model = ROUTER_MODEL): Routing {
  const p = classProbabilities(model, text);
  return model.file.classes.map((label, i) => ({ label, p: p[i]! })).sort((a, b) => b.p - a.p);
}
