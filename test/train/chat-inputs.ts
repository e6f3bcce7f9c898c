/**
 * What the chat's two models learn from, reduced to a digest each model file keeps (`meta.inputs`,
 * written by `npm run train:chat`). The router's inputs are its training examples (text, label, weight,
 * domain) and, for those its thresholds are calibrated on, where today's patterns place them; the term
 * picker's are its examples and their term labels. Editing the catalogue, a paraphrase, a glossary
 * pattern or explanation, or a topic route so that any of these changes makes the committed models stale,
 * and chat-inputs.test.ts says so; an edit that changes none of them (a pattern that fires only on
 * wordings no training text uses) keeps the digests, and the models stay what training makes.
 */
import { createHash } from 'node:crypto';
import { routerSplit, type RouterExample } from './chat-examples.js';
import { patternsTopic } from './chat-patterns.js';
import { termTrainingSet } from './chat-term-labels.js';

function digest(rows: unknown[]): string {
  const hash = createHash('sha256');
  for (const row of rows) hash.update(`${JSON.stringify(row)}\n`);
  return `sha256:${hash.digest('hex')}`;
}

/** The router's inputs: `train` as chat.ts reads it (routerSplit().train by default). */
export function routerInputsDigest(train: RouterExample[] = routerSplit().train): string {
  return digest(
    train.map((e) => [
      e.text,
      e.label,
      e.weight ?? 1,
      e.domain,
      e.questionId,
      e.unscored === true,
      e.wording === true,
      e.unscored ? null : patternsTopic(e.text),
    ]),
  );
}

/** The term picker's inputs: `train` as chat-terms.ts reads it (termTrainingSet().train by default). */
export function termInputsDigest(
  train: { text: string; label: string; domain: string | null; weight?: number }[] = termTrainingSet().train,
): string {
  return digest(train.map((e) => [e.text, e.label, e.weight ?? 1, e.domain]));
}
