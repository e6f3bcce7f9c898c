/**
 * The learned decision for vendor, total and ZIP: each candidate gets the probability that it is the
 * field's value, against the other candidates and against "none of them" (a conditional logit per
 * field over the candidates' features, fields.model.json, trained by test/train/linear.ts); the
 * best value is shown when its probability reaches the field's threshold, which training chose by
 * cross-validation grouped by layout so that wrong values shown stay rare, it is not one of two values
 * printed under the same label, and (where cross-validation found the guard worth it) no other value
 * comes close to it. Otherwise the field is left for the homeowner, with the two most probable values
 * offered as choices.
 */
import { scores, softmax, type LinearModel } from './linear-model.js';
import { LEARNED_FIELDS, type FieldCandidate, type LearnedField } from './field-candidates.js';

/** Bumped whenever the features change meaning; a model file of another version is refused. */
export const FIELDS_MODEL_VERSION = 1;
export const FIELDS_MODEL_NAME = 'fields';

export interface FieldModel {
  /** A ranker: one weight per feature, and as its bias the score of "none of the candidates". */
  model: LinearModel;
  /** Least probability to show a value, from a text layer and from OCR. */
  threshold: { text: number; ocr: number };
  /**
   * Whether a value is held back when a rival stands close beside it (hasRival), from a text layer and
   * from OCR: where, out of fold, the wrong values it saves outweigh the right values it costs.
   */
  rivalGuard: { text: boolean; ocr: boolean };
  /**
   * Whether the learned decision replaces the rules' for documents read from a text layer and by OCR:
   * only where cross-validation found it no worse (as many right, no more wrong).
   */
  use: { text: boolean; ocr: boolean };
}

export interface FieldsModelFile {
  name: string;
  version: number;
  fields: Record<LearnedField, FieldModel>;
  meta?: Record<string, unknown>;
}

export interface ScoredValue {
  value: string;
  probability: number;
  /** Its most probable reading. */
  candidate: FieldCandidate;
}

export interface FieldDecision {
  /** Null when the best value falls short of the threshold (or there is none). */
  value: string | null;
  /** The best value's probability (0 when there is none). */
  probability: number;
  threshold: number;
  best: ScoredValue | null;
  /** The two most probable distinct values, best first. */
  top: ScoredValue[];
}

export function loadFieldsModel(json: unknown): FieldsModelFile {
  const m = json as FieldsModelFile;
  if (!m || m.name !== FIELDS_MODEL_NAME) throw new Error(`not the ${FIELDS_MODEL_NAME} model`);
  if (m.version !== FIELDS_MODEL_VERSION)
    throw new Error(`${FIELDS_MODEL_NAME} model version ${m.version}, expected ${FIELDS_MODEL_VERSION}`);
  for (const field of LEARNED_FIELDS) {
    const f = m.fields?.[field];
    if (
      !f?.model?.weights ||
      typeof f.threshold?.text !== 'number' ||
      typeof f.threshold?.ocr !== 'number' ||
      typeof f.use?.text !== 'boolean' ||
      typeof f.use?.ocr !== 'boolean' ||
      typeof f.rivalGuard?.text !== 'boolean' ||
      typeof f.rivalGuard?.ocr !== 'boolean'
    )
      throw new Error(`${FIELDS_MODEL_NAME} model has no ${field} scorer`);
  }
  return m;
}

/**
 * Each distinct value with its probability, best first: the candidates' scores and the model's score of
 * "none of them" (its bias) go through one softmax, and the readings of one value add up.
 */
export function scoreValues(model: LinearModel, candidates: FieldCandidate[]): ScoredValue[] {
  const none = model.bias[0]!;
  const probabilities = softmax([none, ...candidates.map((c) => scores(model, c.features)[0]! - none)]).slice(1);
  const byValue = new Map<string, ScoredValue>();
  candidates.forEach((candidate, i) => {
    const probability = probabilities[i]!;
    const key = candidate.value.replace(/\s+/g, ' ').trim().toLowerCase();
    const seen = byValue.get(key);
    if (!seen) byValue.set(key, { value: candidate.value, probability, candidate });
    else
      byValue.set(key, {
        ...(probability > seen.probability ? { value: candidate.value, candidate } : seen),
        probability: seen.probability + probability,
      });
  });
  return [...byValue.values()].sort((a, b) => b.probability - a.probability || a.value.localeCompare(b.value));
}

/**
 * A second value close enough to the best that showing the best as fact would hide a real doubt: at
 * least a fifth of the probability and a third of the best's.
 */
export function hasRival(top: ScoredValue[]): boolean {
  const [best, second] = top;
  return Boolean(best && second && second.probability >= Math.max(0.2, best.probability / 3));
}

/**
 * The two best values printed under one label ("Total price: $9,203.08", "Total price: $8,900.00"): no
 * one can tell which is meant without asking, whatever the scores say.
 */
export function underOneLabel(top: ScoredValue[]): boolean {
  const [best, second] = top.map((t) => t.candidate.label?.trim().toLowerCase());
  return Boolean(best && best === second);
}

/**
 * A reading the page's own print shows may be misread (five bare digits the sums do not confirm): never
 * shown as fact, whatever its score. (A figure the sums show misread is no candidate at all.)
 */
export function misread(value: ScoredValue): boolean {
  return Boolean(value.candidate.signals?.some((s) => s.name === 'separatorsLost'));
}

/**
 * The best value, shown when it reaches the threshold, is not one of two values under one label, and
 * (where the field guards) no rival stands beside it, and is no reading shown to be misread.
 */
export function decideField(field: FieldModel, candidates: FieldCandidate[], ocr: boolean): FieldDecision {
  const top = scoreValues(field.model, candidates).slice(0, 2);
  const best = top[0] ?? null;
  const threshold = ocr ? field.threshold.ocr : field.threshold.text;
  const guard = ocr ? field.rivalGuard.ocr : field.rivalGuard.text;
  const probability = best?.probability ?? 0;
  const shown =
    best !== null && probability >= threshold && !underOneLabel(top) && !(guard && hasRival(top)) && !misread(best);
  return { value: shown ? best.value : null, probability, threshold, best, top };
}
