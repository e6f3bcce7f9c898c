/**
 * How the chat's router combines the model's reading of a question with what today's patterns place
 * it as (pure, so `npm run train:chat` calibrates its thresholds with the same rule the chat uses):
 *   1. the patterns' answer, when it answers a topic the model finds plausible, and not much less likely
 *      than its top one (AGREEING_SHARE);
 *   2. the model's top topic, when it is confident enough: `threshold`, or `override` when the
 *      patterns placed the question elsewhere;
 *   3. the patterns' answer, when they placed it at all (they were written for that wording; for a
 *      request full of unrelated words, the redirect);
 *   4. otherwise a clarifying question with the likely topics as buttons.
 */
import { answersLabel, INTENTS } from './router-topics.js';
import { STRONG_OFF_TOPIC } from './topics.js';

/** Labels the model gives at least this probability are plausible: the patterns may answer for them. */
export const PLAUSIBLE = 0.05;
/** At most so many plausible labels, and so many buttons in a clarifying question. */
export const SHORTLIST = 3;
/**
 * The patterns answer for a plausible topic only when the model gives it at least this share of its top
 * label's probability: a topic pattern that fires on one word ("cost", "glass") does not outweigh a model
 * sure the question is about something else. The chat's own intents (what to ask the contractor, the
 * score and what drives it) are whole phrases, and answer whenever plausible. Chosen on the grouped
 * cross-validation folds of `train:chat` with 1,541 catalogue questions, each out-of-fold example answered
 * by the chat's own answers (0.3: 87.2% on topic, 0.4: 87.4%, 0.5 and 0.6: 87.5%): like the override,
 * the value most in the patterns' favour within a quarter of a percent of the best.
 */
export const AGREEING_SHARE = 0.4;

/** The catalogue's topic for on-topic questions that fit no other. */
const OTHER = 'other';

export interface Thresholds {
  threshold: number;
  override: number;
  /**
   * The override for a message of at most `shortWords` words, where the model has few features to go on
   * and the patterns were written for just such wordings (the override when absent).
   */
  overrideShort?: number;
  shortWords?: number;
}

export type Decision = { by: 'patterns' } | { by: 'model'; label: string } | { by: 'clarify'; labels: string[] };

/**
 * Where the patterns place a question: their answer's topic; "off_topic" only for a request full of
 * unrelated words ("a recipe for lasagna"), not for one merely without the quote's words; "help" for nothing.
 */
export function patternsPlace(question: string, patternsTopic: string): string {
  return patternsTopic === 'off_topic' && !STRONG_OFF_TOPIC.test(question) ? 'help' : patternsTopic;
}

/** `patternsTopic`: where the patterns place the question (patternsPlace); `words`: how many words it has. */
export function decideRoute(
  ranked: { label: string; p: number }[],
  patternsTopic: string,
  { threshold, override: overrideLong, overrideShort, shortWords = 0 }: Thresholds,
  words = Infinity,
): Decision {
  const override = words <= shortWords ? (overrideShort ?? overrideLong) : overrideLong;
  const top = ranked[0]!;
  const plausible = ranked.slice(0, SHORTLIST).filter((r, i) => i === 0 || r.p >= PLAUSIBLE);
  const placed = patternsTopic !== 'help';
  const agreeing = plausible.find((r) => answersLabel(patternsTopic, r.label));
  if (placed && agreeing && (INTENTS[patternsTopic] || agreeing.p >= AGREEING_SHARE * top.p)) return { by: 'patterns' };
  // "other" has no answer of its own (what to ask the contractor): below the override, asking which topic
  // was meant serves a vague question better.
  const bar = placed || top.label === OTHER ? Math.max(threshold, override) : threshold;
  if (top.p >= bar) return { by: 'model', label: top.label };
  if (placed) return { by: 'patterns' };
  return { by: 'clarify', labels: plausible.map((r) => r.label) };
}
