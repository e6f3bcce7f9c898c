import { findCategory, type CategoryShortId } from '@shared/checklist.js';
import { OTHER_LANGUAGE } from '../analysis/chat/free-answers.js';
import { GLOSSARY } from '../analysis/chat/glossary.js';
import { QUOTED_LEAD, QUOTED_LEAD_ES, SILENT_LEAD, SILENT_LEAD_ES } from '../analysis/chat/quote-answer.js';
import { TITLES_ES } from '../analysis/chat/spanish.js';

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

/** The same in Spanish ("Condiciones de pago", «Deposit laws», "el precio"), as the Spanish answers read it. */
function subjectWordsInSpanish(topic: string): string | null {
  const [kind, id] = topic.split(':');
  if (kind === 'category' && id && findCategory(id)) return TITLES_ES[id as CategoryShortId];
  if (kind === 'glossary' && id) {
    const term = GLOSSARY.terms.find((t) => t.id === id.split('+')[0])?.term;
    return term ? `«${term}»` : null;
  }
  if (kind === 'price') return 'el precio';
  if (kind === 'score' || kind === 'score_drivers') return 'la puntuación';
  if (kind === 'ask_contractor') return 'qué preguntar al contratista';
  return null;
}

/** A message that leans on what was said before: "and the labour part?", "why?", "is that legal here?". */
const FOLLOW_UP =
  /^(?:and|but|so|also|ok(?:ay)?|then|what\s+about|how\s+about|why|how\s+come|really|is\s+(?:that|it|this)|are\s+(?:they|those)|does\s+(?:that|it)|what\s+(?:does|do)\s+(?:that|it)|can\s+(?:they|he|she|i)|should\s+i|what\s+if)\b/i;
/** A short question that points back ("do the windows qualify for it?", "how would I check that?"). */
const POINTS_BACK =
  /^(?:how|what|when|where|which|who|do|does|did|can|could|should|would|will|is|are|and)\b[^]*\b(?:it|that|this|they|them|those|these|there|one)\b|\b(?:how\s+(?:much|many|long|quickly|soon|often)|what\s+paperwork)\b/i;
/** The same in Spanish: "¿y la mano de obra?", "¿y eso es legal aquí?", "¿eso es normal?", "¿qué pasa con…?". */
const FOLLOW_UP_ES =
  /^¿?\s*(?:y|pero|entonces|o\s+sea|tambi[eé]n|adem[aá]s|qu[eé]\s+tal|qu[eé]\s+pasa\s+con|eso|esto|es\s+(?:eso|esto)|por\s*qu[eé]|de\s+verdad|en\s+serio|c[oó]mo\s+as[ií])(?!\p{L})/iu;
/** A short Spanish question that points back ("¿se puede hacer eso aquí?"). */
const POINTS_BACK_ES = /(?<!\p{L})(?:eso|esto|ello|aqu[ií]|ah[ií])(?!\p{L})/iu;
const MAX_FOLLOW_UP_WORDS = 20;

/**
 * The question a follow-up asks, with the subject of the conversation made explicit, for a message
 * that does not name a subject of its own ("why?" after the warranty answer → "why? (about Warranty)");
 * null when the message is not a follow-up or there is no subject yet. A Spanish message gets the subject
 * in Spanish ("¿y eso es legal aquí? (sobre Condiciones de pago)").
 */
export function withSubject(text: string, subject: string | null | undefined, spanish = false): string | null {
  const t = text.trim();
  if (!subject || t.split(/\s+/).length > MAX_FOLLOW_UP_WORDS) return null;
  if (spanish) {
    const words = (FOLLOW_UP_ES.test(t) || POINTS_BACK_ES.test(t)) && subjectWordsInSpanish(subject);
    return words ? `${t} (sobre ${words})` : null;
  }
  if (!(FOLLOW_UP.test(t) || POINTS_BACK.test(t))) return null;
  const words = subjectWords(subject);
  return words ? `${t} (about ${words})` : null;
}

/** The paragraph that shows the quote's own lines, or says it has none on the topic: a follow-up may show it again. */
const QUOTE_LINES = new RegExp(`^(?:${[QUOTED_LEAD, QUOTED_LEAD_ES, SILENT_LEAD, SILENT_LEAD_ES].join('|')})`);

/**
 * Whether an answer says nothing the previous assistant message did not say (a follow-up must not repeat
 * it): every paragraph of it, apart from what the quote says on the topic, is already there.
 */
export function repeats(answer: string, previous: string | undefined): boolean {
  if (!previous) return false;
  const said = answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !QUOTE_LINES.test(p));
  return said.length > 0 && said.every((p) => previous.includes(p));
}

/** What an answer says the quote prints on its topic (or that it prints nothing): its opening paragraph, if that is it. */
export function quoteParagraph(answer: string): string | null {
  const first = answer.split(/\n\s*\n/)[0]!.trim();
  return QUOTE_LINES.test(first) ? first : null;
}
