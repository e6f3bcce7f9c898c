import { findCategory } from '@shared/checklist.js';
import { OTHER_LANGUAGE } from '../analysis/chat/free-answers.js';
import { GLOSSARY } from '../analysis/chat/glossary.js';

/** Topics of an answer that a follow-up can refer back to (not greetings, thanks or a redirect). */
const NOT_A_SUBJECT = new Set(['help', 'off_topic', OTHER_LANGUAGE, 'greeting', 'thanks']);

/** What the conversation is about after an answer on `topic`, or null when that answer set no subject. */
export function subjectAfter(topic: string): string | null {
  return NOT_A_SUBJECT.has(topic) ? null : topic;
}

/** "category:warranty" → "the Warranty item"; "glossary:rrp" → its term; "price" → "the price". */
function subjectWords(topic: string): string | null {
  const [kind, id] = topic.split(':');
  if (kind === 'category' && id) return findCategory(id)?.title ?? null;
  if (kind === 'glossary' && id) return GLOSSARY.terms.find((t) => t.id === id.split('+')[0])?.term ?? null;
  if (kind === 'price') return 'the price';
  if (kind === 'score' || kind === 'score_drivers') return 'the score';
  if (kind === 'ask_contractor') return 'what to ask the contractor';
  return null;
}

/** A message that leans on what was said before: "and the labour part?", "why?", "is that legal here?". */
const FOLLOW_UP =
  /^(?:and|but|so|also|ok(?:ay)?|then|what\s+about|how\s+about|why|how\s+come|really|is\s+(?:that|it|this)|are\s+(?:they|those)|does\s+(?:that|it)|what\s+(?:does|do)\s+(?:that|it)|can\s+(?:they|he|she|i)|should\s+i|what\s+if)\b/i;
/** A short question that points back ("do the windows qualify for it?", "how would I check that?"). */
const POINTS_BACK =
  /^(?:how|what|when|where|which|who|do|does|did|can|could|should|would|will|is|are|and)\b[^]*\b(?:it|that|this|they|them|those|these|there|one)\b|\b(?:how\s+(?:much|many|long|quickly|soon|often)|what\s+paperwork)\b/i;
const MAX_FOLLOW_UP_WORDS = 20;

/**
 * The question a follow-up asks, with the subject of the conversation made explicit, for a message
 * that does not name a subject of its own ("why?" after the warranty answer → "why? (about Warranty)");
 * null when the message is not a follow-up or there is no subject yet.
 */
export function withSubject(text: string, subject: string | null | undefined): string | null {
  const t = text.trim();
  if (!subject || !(FOLLOW_UP.test(t) || POINTS_BACK.test(t)) || t.split(/\s+/).length > MAX_FOLLOW_UP_WORDS)
    return null;
  const words = subjectWords(subject);
  return words ? `${t} (about ${words})` : null;
}

/** The answer itself: its first paragraph, before any question of the chat that follows it. */
const gist = (text: string): string => text.split(/\n\s*\n/)[0]!.trim();

/** Whether an answer says again what the previous assistant message said (a follow-up must not repeat it). */
export function repeats(answer: string, previous: string | undefined): boolean {
  return Boolean(previous) && previous!.includes(gist(answer));
}
