/**
 * The chat's term picker (term.model.json, trained by `npm run train:chat`): which glossary term answers a
 * question whose words the glossary's patterns do not recognise. "Which is better for my house, aluminium
 * or uPVC frames?" names no term, yet the frame-materials explanation answers it better than the checklist
 * item's card. A linear model over the router's features, one class per term and one for "no term" (the
 * topic's own answer); it picks among the terms a topic allows, and only when it is sure enough.
 */
import { classProbabilities, loadLinearModel, type LinearModelFile } from './router-model.js';
import modelJson from './term.model.json' with { type: 'json' };

export const TERM_MODEL_NAME = 'chat-terms';
/** Bumped whenever the features or the classes change meaning: a file of another version is refused. */
export const TERM_MODEL_VERSION = 1;
/** The class of a question that no single term answers. */
export const NO_TERM = 'none';

export interface TermModelFile extends LinearModelFile {
  /** The share of the candidates' probability a term needs to be picked (calibrated by the training script). */
  threshold: number;
}

export function loadTermModel(json: unknown, version = TERM_MODEL_VERSION) {
  const model = loadLinearModel<TermModelFile>(json, TERM_MODEL_NAME, version);
  if (!model.file.classes.includes(NO_TERM)) throw new Error(`${TERM_MODEL_NAME} model has no "${NO_TERM}" class`);
  return model;
}

export const TERM_MODEL = loadTermModel(modelJson);

/** The candidates and "no term" by probability, renormalised over them, highest first. */
export function rankTerms(question: string, candidates: string[], model = TERM_MODEL): { id: string; p: number }[] {
  const p = classProbabilities(model, question);
  const index = (id: string) => model.file.classes.indexOf(id);
  const scored = [NO_TERM, ...candidates.filter((id) => index(id) >= 0)].map((id) => ({ id, p: p[index(id)]! }));
  const sum = scored.reduce((a, s) => a + s.p, 0) || 1;
  return scored.map((s) => ({ id: s.id, p: s.p / sum })).sort((a, b) => b.p - a.p);
}

/**
 * The one of `candidates` (glossary term ids) that answers the question, or null when none clearly does:
 * none has `threshold` of the probability of the candidates and "no term".
 */
export function pickTerm(
  question: string,
  candidates: string[],
  model = TERM_MODEL,
  threshold = model.file.threshold,
): string | null {
  if (!candidates.length) return null;
  const [top] = rankTerms(question, candidates, model);
  return top && top.id !== NO_TERM && top.p >= threshold ? top.id : null;
}
