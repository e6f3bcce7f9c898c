/**
 * What the document is, learned: a windows, doors or windows-and-doors quote, a roofing, HVAC or
 * plumbing quote, another trade's quote, or no quote at all. The model (doctype.model.json, trained
 * by test/train/doctype.ts) gives a probability to each; the decision refuses a document only when
 * the refusing classes together pass the threshold chosen by grouped cross-validation AND the
 * document gives positive evidence: another trade's words (more of them than the window and door
 * words that may sell a unit: an opening worked around, a unit left out or a defect seen sells none)
 * for a trade; for "not a quote", another paper's or a report's words, or no price, no unit and hardly
 * an offer word. Anything else is processed as a windows/doors quote.
 */
import modelJson from './doctype.model.json' with { type: 'json' };
import { doctypeFeatures, DOCTYPE_FEATURES_VERSION, refusalEvidence, type DoctypeInput } from './doctype-features.js';
import { loadModel, predict, type LinearModel } from './linear-model.js';
import { loadedOnce, readerModelFile } from './reader-models.js';

export const DOCTYPE_MODEL_NAME = 'doctype';
export const DOCTYPE_MODEL_VERSION = DOCTYPE_FEATURES_VERSION;

export const WINDOW_DOOR_CLASSES = ['windows', 'doors', 'windows_doors'] as const;
export const REFUSING_CLASSES = ['roofing', 'hvac', 'plumbing', 'other_trade', 'not_quote'] as const;
export const DOCTYPE_CLASSES = [...WINDOW_DOOR_CLASSES, ...REFUSING_CLASSES];

export type WindowDoorClass = (typeof WINDOW_DOOR_CLASSES)[number];
export type RefusingClass = (typeof REFUSING_CLASSES)[number];

export interface Thresholds {
  /** The refusing classes' summed probability at or above which a document may be refused. */
  refuse: number;
  /**
   * Below this the model vetoes a refusal by the rules: it is surer this is a windows/doors quote than
   * it was of any real quote out of fold.
   */
  veto: number;
  /** Another trade's words needed to refuse as that trade (and more of them than window and door words). */
  tradeWords: number;
  /** "Not a quote" without another paper's words needs no money, no unit found and at most this many offer signals. */
  offerWords: number;
}

export interface DoctypeCall {
  /** Probability per class, in DOCTYPE_CLASSES order. */
  probabilities: number[];
  /** Summed probability of the refusing classes. */
  refusing: number;
  /** The most likely refusing class, and the most likely window/door class. */
  refusal: RefusingClass;
  windowDoor: WindowDoorClass;
  /** Refused: the threshold was passed and the evidence is there. */
  refused: boolean;
  /** The threshold was passed but the evidence was missing: processed as a quote, the type unsure. */
  unsure: boolean;
}

export function hasEvidence(cls: RefusingClass, input: DoctypeInput, thresholds: Thresholds): boolean {
  const e = refusalEvidence(input);
  if (cls === 'not_quote') {
    const units = (input.windows ?? 0) + (input.doors ?? 0) > 0 || Boolean(input.seen?.windows || input.seen?.doors);
    return e.paperWords > 0 || (e.money === 0 && !units && e.offerWords <= thresholds.offerWords);
  }
  return e.tradeWords >= thresholds.tradeWords && e.tradeWords > e.windowDoorWords;
}

const argmax = <T extends string>(names: readonly T[], p: (name: T) => number): T =>
  names.reduce((best, n) => (p(n) > p(best) ? n : best), names[0]!);

/** The model's call and the decision it leads to, with the given model and thresholds. */
export function callDoctype(model: LinearModel, thresholds: Thresholds, input: DoctypeInput): DoctypeCall {
  const probabilities = predict(model, doctypeFeatures(input));
  const p = (name: string) => probabilities[model.classes.indexOf(name)] ?? 0;
  const refusing = REFUSING_CLASSES.reduce((s, c) => s + p(c), 0);
  const refusal = argmax(REFUSING_CLASSES, p);
  const windowDoor = argmax(WINDOW_DOOR_CLASSES, p);
  const over = refusing >= thresholds.refuse;
  const evidence = over && hasEvidence(refusal, input, thresholds);
  return { probabilities, refusing, refusal, windowDoor, refused: over && evidence, unsure: over && !evidence };
}

const loadDoctype = loadedOnce((json) => {
  const model = loadModel(json, DOCTYPE_MODEL_NAME, DOCTYPE_MODEL_VERSION);
  const thresholds = model.meta?.thresholds as Thresholds | undefined;
  if (!thresholds) throw new Error('doctype model has no thresholds');
  return { model, thresholds };
});

/** The committed model and its thresholds (or the file a benchmark swapped in), checked once. */
export function doctypeModel(): { model: LinearModel; thresholds: Thresholds } {
  return loadDoctype(readerModelFile('doctype', modelJson));
}

export function classifyDoctype(input: DoctypeInput): DoctypeCall {
  const { model, thresholds } = doctypeModel();
  return callDoctype(model, thresholds, input);
}
