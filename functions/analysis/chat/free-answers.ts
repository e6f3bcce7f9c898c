/**
 * Answers to the homeowner's own questions in the Expert Chat: is the price fair, what a term means, what
 * to ask the contractor, what hurts the score, how one checklist item came out; a friendly word for
 * greetings and a polite redirect for anything that is not about the quote. Deterministic and offline.
 * **Double asterisks** mark key figures, which the web shows in bold.
 */
import type { Knowledge } from '../knowledge/types.js';
import type { Analysis, HomeownerAnswers } from '../types.js';
import { resultFor } from './answer-text.js';
import { answerCategory } from './category-answer.js';
import { answerAskContractor } from './contractor-answer.js';
import { explainTerms, findTerms } from './glossary.js';
import { otherAskedTerms } from './other-asks.js';
import { questionSentences, STORY_WORDS } from './story-asks.js';
import { answerForCountry, countryNamed } from './other-country.js';
import { answerPrice } from './price-answer.js';
import { withQuoteLines } from './quote-answer.js';
import type { ReplyFields } from './restate.js';
import { routeQuestion } from './router.js';
import { answerDrivers, answerScore } from './score-answer.js';
import { answerInSpanish, isSpanish, unreadLanguage } from './spanish.js';
import { spanishForTopic, spanishTermIn, termAnswer } from './spanish-terms.js';
import { answerTerms, onlyTerms } from './term-answer.js';
import {
  ACKNOWLEDGE,
  ASK_CONTRACTOR,
  DEFINITION,
  DOMAIN,
  FAREWELL,
  GREETING,
  PRICE_FAIRNESS,
  SCORE,
  SCORE_DRIVERS,
  STRONG_OFF_TOPIC,
  THANKS,
  categoryMentioned,
  wordCount,
} from './topics.js';

export interface AnswerContext {
  analysis: Analysis;
  knowledge: Pick<Knowledge, 'rubric' | 'pricing' | 'energy' | 'hurricane' | 'payment' | 'quality'>;
  /** per-category weight actually used */
  weights: Record<string, number>;
  points: Record<string, number>;
  /** ISO date of the conversation (the 25C credit depends on it); today otherwise. */
  today?: string;
  /** The quote's redacted text (of the chosen option): the answer quotes its lines on the topic. */
  quoteText?: string;
  /** The question being answered (set by answerQuestion): an answer may work out a figure it asks about. */
  question?: string;
  /**
   * What the homeowner told the chat: where an answer stands in for a fact the quote prints (its
   * deposit), the verdict uses the answer, so the answer draws no conclusion of its own from that line.
   */
  answers?: HomeownerAnswers;
}

export interface FreeAnswer {
  topic: string;
  text: string;
  /** Set when the answer is in Spanish (the question was): a model must not rewrite it in English. */
  language?: 'es';
  onTopic: boolean;
  /** Fields a model read as this quote's: the chat asks the homeowner to confirm them, never applies them. */
  proposedFields?: Partial<ReplyFields>;
  /** Glossary terms explained after the answer, for a further thing the message asks (other-asks.ts). */
  alsoExplains?: string[];
}

export const OFF_TOPIC_REPLY =
  'I can only help with your window and door quote — try asking whether the price is fair, what SHGC means, or what to ask the contractor.';

/** A short farewell, thanks, greeting or acknowledgement (at most so many words), and the friendly word it gets; first match wins. */
const SMALL_TALK: { pattern: RegExp; maxWords: number; topic: string; text: string }[] = [
  {
    pattern: FAREWELL,
    maxWords: 6,
    topic: 'greeting',
    text: 'Good luck with your project! Come back any time you have a question about the quote.',
  },
  {
    pattern: THANKS,
    maxWords: 8,
    topic: 'thanks',
    text: "You're welcome! Ask me anything else about your quote, for example which item hurts your score most.",
  },
  {
    pattern: GREETING,
    maxWords: 6,
    topic: 'greeting',
    text: "Hi! I'm here to help with your window and door quote. You can ask whether the price is fair, what a term like SHGC or NOA means, or what to ask the contractor.",
  },
  { pattern: ACKNOWLEDGE, maxWords: 4, topic: 'thanks', text: 'Glad that helps! Anything else about your quote?' },
];

const HELP = [
  'Here is what I can help with:',
  '- Is this price fair?',
  '- What a term means: SHGC, U-factor, low-E, NOA, Florida Product Approval, design pressure, impact glass, EPA lead-safe rules, full-frame vs insert, the 3-day cancellation right...',
  '- What should I ask the contractor?',
  '- Which item hurts my score most?',
  '- Any checklist item, e.g. "What about the warranty?" or "Is the payment schedule ok?"',
].join('\n');

/**
 * The answer to a free question about the quote, or a polite redirect when it is not about the quote;
 * what the quote's own lines say about the answer's topic comes first.
 */
export function answerQuestion(question: string, ctx: AnswerContext): FreeAnswer {
  const q = question.replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
  // A question in a language the chat does not read is not guessed at ("Un démarcheur…" is not Spanish).
  const unread = unreadLanguage(q);
  if (unread) return { topic: OTHER_LANGUAGE, text: otherLanguageReply(unread), onTopic: false };
  const answer = alsoAsked(q, withQuoteLines(q, chooseAnswer(q, { ...ctx, question: q }), ctx), ctx);
  // Another country's rules are not this knowledge base's: said plainly, with where that country answers.
  const country = countryNamed(q);
  return country ? answerForCountry(country, q, answer, ctx.knowledge) : answer;
}

/** The answer topic of a question in a language the chat does not read. */
export const OTHER_LANGUAGE = 'other_language';

function otherLanguageReply(language: string): string {
  return [
    `I can read questions in English and Spanish only, and this one looks like ${language}. Please ask it in English or Spanish, for example "Is this price fair?" or "What does the warranty cover?"`,
    'Solo puedo leer preguntas en inglés o en español. Escríbala en español, por ejemplo: «¿Es justo el precio?»',
  ].join('\n\n');
}

/** The explanation of a term that a further ask of the message names, after the answer (other-asks.ts). */
function alsoAsked(q: string, answer: FreeAnswer, ctx: AnswerContext): FreeAnswer {
  if (!answer.onTopic || answer.language === 'es' || !/^(?:glossary:|category:|price$)/.test(answer.topic))
    return answer;
  const terms = otherAskedTerms(q, answer.topic).slice(0, 1);
  if (!terms.length) return answer;
  const explained = explainTerms(terms, { ...ctx.analysis.facts, today: ctx.today }, ctx.knowledge);
  return { ...answer, text: `${answer.text}\n\n${explained}`, alsoExplains: terms.map((t) => t.id) };
}

function chooseAnswer(q: string, ctx: AnswerContext): FreeAnswer {
  if (!q) return { topic: 'help', text: HELP, onTopic: true };
  if (isSpanish(q)) {
    // A Spanish question is answered in Spanish throughout: a term it names, a common topic, or the
    // Spanish answer for the topic its English reading settles on. A story's own question ("¿Es un precio
    // razonable?") is read before the story, whose incidental words ("masilla") would otherwise decide.
    const asks = questionSentences(q).join(' ');
    const term = (asks && spanishTermIn(asks)) || spanishTermIn(q);
    const termText = term ? termAnswer(term, ctx.analysis, ctx.knowledge) : null;
    if (termText) return { topic: `glossary:${term}`, text: termText, onTopic: true, language: 'es' };
    const spanish = (asks && answerInSpanish(asks, ctx.analysis)) || answerInSpanish(q, ctx.analysis);
    if (spanish) return { ...spanish, onTopic: true, language: 'es' };
    const english = answerEnglish(q, ctx);
    if (english.topic === 'off_topic') return { ...english, language: 'es' };
    return { ...spanishForTopic(english.topic, ctx.analysis, ctx.knowledge), onTopic: true, language: 'es' };
  }
  return answerEnglish(q, ctx);
}

function answerEnglish(q: string, ctx: AnswerContext): FreeAnswer {
  return routeQuestion(q, ctx, {
    byPatterns: answerByPatterns,
    smallTalk: SMALL_TALK,
    help: HELP,
    offTopic: OFF_TOPIC_REPLY,
  });
}

/** The answer the patterns of topics.ts and the glossary give; "help" or "off_topic" when they place nothing. */
export function answerByPatterns(q: string, ctx: AnswerContext): FreeAnswer {
  if (STRONG_OFF_TOPIC.test(q)) return { topic: 'off_topic', text: OFF_TOPIC_REPLY, onTopic: false };

  // "What should I ask the installer to put right?" at the end of a story is about the work, which the
  // story's own reading places; only a short message asking for questions gets the list.
  if (wordCount(q) <= STORY_WORDS && ASK_CONTRACTOR.some((re) => re.test(q))) return answerAskContractor(ctx);
  const terms = findTerms(q);
  const ownTopic = terms.filter((h) => h.term.answersOnItsOwn);
  // "The discount is only good today, should I sign?" is about the sales tactic, not the score.
  if (SCORE_DRIVERS.test(q) && !ownTopic.length) return answerDrivers(ctx);
  if (SCORE.test(q) && !ownTopic.length) return answerScore(ctx);

  const category = categoryMentioned(q);
  if (PRICE_FAIRNESS.test(q) && (category === null || category === 'pricing') && !ownTopic.length)
    return answerPrice(ctx, q);
  if (ownTopic.length) return answerTerms(ownTopic, ctx);
  if (terms.length && (DEFINITION.test(q) || onlyTerms(q, terms)) && !/\b(?:my|this|the)\s+quote\b/i.test(q))
    return answerTerms(terms, ctx);
  // An item that does not apply to this quote ("impact glass" in Ohio) says less than the term itself.
  if (category && terms.length && resultFor(ctx.analysis, category)?.status === 'not_applicable')
    return answerTerms(terms, ctx);
  if (category) return answerCategory(category, ctx, q);
  if (terms.length) return answerTerms(terms, ctx);

  const words = wordCount(q);
  const smallTalk = SMALL_TALK.find((s) => s.pattern.test(q) && words <= s.maxWords);
  if (smallTalk) return { topic: smallTalk.topic, text: smallTalk.text, onTopic: true };

  if (!DOMAIN.test(q)) return { topic: 'off_topic', text: OFF_TOPIC_REPLY, onTopic: false };
  return { topic: 'help', text: `I'm not sure I understood that. ${HELP}`, onTopic: true };
}
