/**
 * A free question in the chat, answered: "why?" with the reasoning behind the last answer, anything else
 * by the analysis engine (the rules, or a model in AWS) with the quote's analysis and the conversation;
 * a follow-up with no subject of its own leans on the last answer's, and never gets it again word for word.
 */
import { findTerms } from '../analysis/chat/glossary.js';
import { routeText } from '../analysis/chat/router-model.js';
import { categoryMentioned } from '../analysis/chat/topics.js';
import { isSpanish, spanishTopic } from '../analysis/chat/spanish.js';
import { spanishTermIn } from '../analysis/chat/spanish-terms.js';
import { answerWhy, whyLanguage } from '../analysis/chat/why-answer.js';
import type { FreeAnswer } from '../analysis/chat/free-answers.js';
import { RECENT_TURNS, type ChatHistory } from '../analysis/engine.js';
import { readFacts } from '../analysis/facts/quote-facts.js';
import { loadKnowledge } from '../analysis/knowledge/index.js';
import type { Analysis } from '../analysis/types.js';
import type { QuoteRecord, StoredResult } from '../quotes/quote-record.js';
import { analysisInput } from './analysis-input.js';
import { quoteParagraph, repeats, withSubject } from './follow-up.js';
import type { ConversationDeps } from './ports.js';
import { asCheckResult } from './quote-analysis.js';

/** Whether a message names the glossary term or checklist item that is the conversation's subject. */
function namesTheSubject(text: string, subject: string): boolean {
  const [kind, id = ''] = subject.split(':');
  if (kind === 'glossary') return findTerms(text).some((h) => id.split('+').includes(h.term.id));
  return kind === 'category' && categoryMentioned(text) === id;
}

/**
 * The router's probability at or above which a message places itself, whatever the last answer was about:
 * "is that a good price?" (0.95) is about the price; "is that legal here?" (0.29 for financing) leans on
 * the last answer's subject, and so does "does that apply to doors too?" (0.56) after a tax-credit answer.
 */
const PLACES_ITSELF = 0.6;

/**
 * Whether a message names no subject of its own: no glossary term, no checklist item, no topic the router
 * is sure of; in Spanish, no term or topic by its Spanish name.
 */
function namesNoSubject(text: string, spanish: boolean): boolean {
  if (spanish) return !spanishTermIn(text) && !spanishTopic(text);
  return !findTerms(text).length && !categoryMentioned(text) && (routeText(text)[0]?.p ?? 0) < PLACES_ITSELF;
}

/** An answer that places the message nowhere: topic buttons, or the redirect. */
const unplaced = (answer: FreeAnswer): boolean => answer.topic === 'help' || answer.topic === 'off_topic';

/** The conversation's subject, and its last turns read once, when an engine asks for them. */
function chatHistory(record: QuoteRecord, deps: ConversationDeps): ChatHistory {
  let turns: ReturnType<ChatHistory['recentTurns']> | undefined;
  return {
    subject: record.chatSubject ?? null,
    recentTurns: () =>
      (turns ??= deps.messages
        .recent(record.id, RECENT_TURNS)
        .then((messages) => messages.map(({ role, content }) => ({ role, content })))),
  };
}

export async function answerFreeQuestion(
  record: QuoteRecord,
  results: StoredResult[],
  text: string,
  deps: ConversationDeps,
  now: Date,
): Promise<FreeAnswer> {
  const knowledge = loadKnowledge();
  const input = analysisInput(record, await deps.quotes.getText(record.id), now);
  const analysis: Analysis = {
    results: results.map(asCheckResult),
    score: record.overallScore ?? 0,
    engine: 'rules',
    knowledgeVersion: record.knowledgeVersion ?? '',
    facts: readFacts(input),
  };
  const conversation = chatHistory(record, deps);
  const subject = record.chatSubject ?? null;
  // "Why?" asks for the reasoning behind the last answer, not the answer again.
  const whyIn = whyLanguage(text);
  const why = whyIn && subject ? answerWhy(subject, analysis, knowledge, whyIn) : null;
  if (why) return why;
  const spanish = isSpanish(text);
  const ask = (question: string) => deps.engine.answer(question, { input, analysis, conversation });
  // "and the labour part?", "is that legal here?": a message with no subject of its own leans on the last
  // answer's, and is asked about it first (one call to the engine, a model's in AWS); a message that leans
  // back but the engine cannot place alone is asked about the subject after.
  const leaning = withSubject(text, subject, spanish);
  const first = leaning && namesNoSubject(text, spanish) ? leaning : text;
  let answer = await ask(first);
  if (leaning && unplaced(answer)) {
    const second = await ask(first === leaning ? text : leaning);
    if (first === text || !unplaced(second)) answer = second;
  }
  // A follow-up must not get the last answer again word for word: its reasoning instead. A question
  // that names the subject itself ("can I claim the 25C credit for this?") is asked again, and answered again.
  if (subject && answer.topic === subject && !namesTheSubject(text, subject)) {
    const previous = (await conversation.recentTurns()).filter((t) => t.role === 'assistant').at(-1)?.content;
    const why = repeats(answer.text, previous) ? answerWhy(subject, analysis, knowledge, spanish ? 'es' : 'en') : null;
    // The quote's lines on what this message asks ("and the labour part?") stay, if not shown already.
    const lines = quoteParagraph(answer.text);
    if (why) answer = lines && !previous?.includes(lines) ? { ...why, text: `${lines}\n\n${why.text}` } : why;
  }
  return answer;
}
