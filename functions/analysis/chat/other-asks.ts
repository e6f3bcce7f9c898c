/**
 * A message that asks two things ("Can I cancel and get my deposit back, and how long should a door order
 * take?") is routed as a whole, and its answer leads with one of them. A further ask that names a
 * glossary term, and that the router on its own places in a topic the term belongs to, gets the term's
 * explanation after the answer, so the second question is not left unanswered.
 */
import { findTerms, termIdsOf, type GlossaryTerm } from './glossary.js';
import { routeText } from './router-model.js';
import { questionSentences } from './story-asks.js';
import { TOPIC_ROUTES } from './topic-routes.js';

/** The asks read, at most. */
const MAX_ASKS = 4;
/** The ask's own likeliest topics, by the model, one of which must hold the term ... */
const ASK_LABELS = 1;
/** ... and one of the likeliest topics of the whole message. */
const WHOLE_LABELS = 3;

const QUESTION_WORD =
  "(?:how|what|what's|which|when|where|who|why|can|could|should|would|will|is|are|do|does|did|am|has|have)\\b";
/** Where one question sentence asks a second thing: ", and how long …", " or should we …", "; can I …". */
const NEXT_ASK = new RegExp(
  `(?:,\\s*|\\s+)(?:and|or|also|plus)\\s+(?=${QUESTION_WORD})|;\\s+(?=${QUESTION_WORD})`,
  'i',
);

/** The asks of a message: its question sentences (a longer one is a story, read whole), each cut where it asks a second thing. */
export function asksOf(message: string): string[] {
  return questionSentences(message)
    .flatMap((s) => s.split(NEXT_ASK))
    .map((a) => a.trim())
    .filter(Boolean);
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** An answer's topic ("glossary:a+b", "category:payment", "price") already explains the term. */
function explains(topic: string, term: GlossaryTerm): boolean {
  if (topic.startsWith('glossary:')) return termIdsOf(topic).includes(term.id);
  if (topic === 'price') return term.category === 'pricing';
  return topic === `category:${term.category}`;
}

/**
 * The terms a message's further asks name (each ask's first), that an answer on `topic` does not already
 * explain and that the router places the ask with; none for a message that asks one thing.
 */
export function otherAskedTerms(message: string, topic: string): GlossaryTerm[] {
  const asks = asksOf(message);
  if (asks.length < 2) return [];
  const out: GlossaryTerm[] = [];
  // The words the answer's own terms were found by: a term an ask names only by those words ("lock"
  // after "the multi-point lock" of a door-lock answer) is a near neighbour of the answer, not a second
  // question.
  let answeredWords: Set<string> | undefined;
  let whole: string[] | undefined;
  for (const ask of asks.slice(0, MAX_ASKS)) {
    // An ask that names a term the answer explains is about that term ("what makes one lockset better?").
    const hits = findTerms(ask);
    const term = hits[0]?.term;
    if (!term || hits.some((h) => explains(topic, h.term)) || out.includes(term)) continue;
    const by = wordsOf(ask.slice(hits[0]!.index, hits[0]!.index + hits[0]!.length));
    answeredWords ??= new Set(
      findTerms(message)
        .filter((h) => explains(topic, h.term))
        .flatMap((h) => wordsOf(message.slice(h.index, h.index + h.length))),
    );
    if (by.every((w) => answeredWords!.has(w))) continue;
    // The router must place the ask, and the message as a whole, with the term: after "should I get double
    // pane windows to spend less on A/C?", "how long will it take to recover the cost?" is not about the
    // schedule, though the ask alone reads so.
    whole ??= routeText(message)
      .slice(0, WHOLE_LABELS)
      .map((r) => r.label);
    const placed = routeText(ask)
      .slice(0, ASK_LABELS)
      .some((r) => TOPIC_ROUTES[r.label]?.terms.includes(term.id) && whole!.includes(r.label));
    if (placed) out.push(term);
  }
  return out;
}
