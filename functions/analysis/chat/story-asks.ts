/**
 * What a long story asks. A homeowner's story names many things on the way ("roller shutters", "the
 * deposit", "the triple glazing") before it asks what to do about the work: "can we refuse to pay and
 * make them replace the windows?", "what can I insist they do?". The router reads the whole story, so
 * its incidental words can win; where the story's own question names one of the situations below, that
 * situation is what the homeowner needs explained.
 */
import { findTerms } from './glossary.js';
import { sentences } from './sentences.js';
import { wordCount } from './topics.js';

/** A message of more than so many words is a story. */
export const STORY_WORDS = 40;
/**
 * A message of more than so many words may tell what went wrong before it asks what to do: its question
 * sentences are read for the situations below. Shorter than a story: at 40 words, a 37-word UK story
 * ("…badly fitted: one has no safety glass, two leak… Can we hold back the final payment until they are
 * replaced?") got the warranty card from the router retrained with glossary 2026.12.12; at 30 it gets the
 * final payment's explanation, and held-out and whole-catalogue routing stay at 90.0% and 98.0%.
 */
const SITUATION_WORDS = 30;
/** A question sentence is at most so many words; a longer one is the story itself, already read whole. */
export const ASK_WORDS = 60;

/**
 * The situations a story's question can settle on its own: what to do when the work or the goods are not
 * what was agreed, checking that they are, holding back a payment, and doing less (other ways than
 * replacing, replacing in stages).
 * Only these: a story's question also names incidental things ("would painting them cancel the
 * warranty?" is not about cancelling), which its whole reading places better. Measured on the catalogue
 * (first sample), a wider list (any term named in a story's question) changed 140 answers and lost 55 of
 * them; this one changed 14, and the forum questions' answers stayed as often on their topic.
 */
const STORY_SITUATIONS = new Set([
  'workmanship_dispute',
  'withhold_final_payment',
  'final_payment',
  'defective_goods_remedy',
  'verify_delivered_windows',
  'window_alternatives',
  'phased_replacement',
]);

type TermHit = ReturnType<typeof findTerms>[number];

/** A message's question sentences (ending "?") of at most ASK_WORDS words. */
export function questionSentences(message: string): string[] {
  return sentences(message)
    .filter((s) => s.asks && wordCount(s.text) <= ASK_WORDS)
    .map((s) => s.text);
}

/** Every glossary term a message of more than SITUATION_WORDS words names in its question sentences, in order. */
export function askedTerms(message: string): TermHit[] {
  if (wordCount(message) <= SITUATION_WORDS) return [];
  const asking = questionSentences(message).join('. ');
  return asking ? findTerms(asking) : [];
}

/** The story situations a message of more than SITUATION_WORDS words names in its questions (sentences ending "?"), in order. */
export function askedSituations(message: string): TermHit[] {
  return askedTerms(message).filter((h) => STORY_SITUATIONS.has(h.term.id));
}

/**
 * A story's terms with those its question sentences name first, each group in the order the story names
 * them: "we fitted roller shutters and triple glazing… can we hold back the final payment?" is about the
 * payment. A short message keeps the order its terms are named in.
 */
export function askedFirst(hits: TermHit[], message: string): TermHit[] {
  if (hits.length < 2 || wordCount(message) <= STORY_WORDS) return hits;
  const asked = new Set(findTerms(questionSentences(message).join(' ')).map((h) => h.term.id));
  return [...hits.filter((h) => asked.has(h.term.id)), ...hits.filter((h) => !asked.has(h.term.id))];
}
