/**
 * The chosen answer, with what the quote itself says about its topic put first: the quote's lines in
 * its own words ("Your quote says: “…”"), and the conclusion when a line settles the question (the
 * install method, an approval number, a permit fee included, a card surcharge, an option's price), in
 * place of the general text that explains both cases. When the quote is silent on the topic, the answer
 * says so and what to ask the contractor. Applied after the answer is chosen, whatever chose its topic.
 */
import { escapeRegExp } from '../../fields/patterns.js';
import { resultFor } from './answer-text.js';
import { answerCategory } from './category-answer.js';
import type { AnswerContext, FreeAnswer } from './free-answers.js';
import { GLOSSARY } from './glossary.js';
import { EVERY_QUOTE, findQuoteLines, quotable, quoteLines, tokens, type QuoteLine } from './quote-lines.js';
import { subjectLine } from './quote-subjects.js';
import { spanishForTopic } from './spanish-terms.js';
import { allQuoteTopics, decisionsFor as lineDecisions, quoteTopic, type QuoteTopic } from './quote-topics.js';
import { answerTerms } from './term-answer.js';
import { STRONG_OFF_TOPIC } from './topics.js';

const NOT_UNDERSTOOD = new Set(['help', 'off_topic']);
/** The most lines an answer quotes, unless it is asked what the quote includes. */
const MOST_LINES = 2;
/** A line naming the total it prints. */
const TOTAL_NAMED = /\b(?:total|investment|price)\b/i;
/** A question no topic took is looked up in the quote only when it is about the quote or says enough. */
const ABOUT_THE_QUOTE = /\b(?:my|the|this|our)\s+(?:quote|estimate|contract|proposal|bid)\b|\bpresupuesto\b/i;
const ENOUGH_WORDS = 3;
/** A question using this many of a topic's words is about it even in words no line uses (another language). */
const SURE_TOPIC_WORDS = 2;

/** The quote's lines on an answer's topic for a question: what the Bedrock prompt and the rules answer both show. */
export function quoteLinesFor(question: string, topic: string, quoteText: string | undefined): QuoteLine[] {
  const entry = quoteTopic(topic);
  if (!entry || !quoteText?.trim()) return [];
  const { vocabulary, keyWords, prefer } = entry;
  return findQuoteLines(quoteText, { question, vocabulary, keyWords, ...(prefer ? { prefer } : {}) });
}

/** How an English answer opens the quote's own lines: "Your quote says: “…”". */
export const QUOTED_LEAD = 'Your quote says:';
export const QUOTED_LEAD_ES = 'Su presupuesto dice:';
/** How an answer says the quote has no line on its topic: "Your quote does not say anything about …". */
export const SILENT_LEAD = 'Your quote does not say';
export const SILENT_LEAD_ES = 'Su presupuesto no dice';

/**
 * A question about the choice itself rather than this quote's: when, why, instead of, pros and cons,
 * which is better, whether one is good enough or worth paying more for, what kind of one to get.
 */
const ASKS_IN_GENERAL =
  /\b(?:when|why)\s+(?:would|should|do|does|is|are|might)\b|\b(?:instead\s+of|rather\s+than|versus|vs\.?|pros|cons|difference|advantages?|disadvantages?|better|good\s+enough|worth\s+(?:it|paying|the\s+(?:extra|money|cost)))\b|\bor\s+should\s+(?:i|we)\b|\bwhich\s+(?:is|one|method|option)\b|\bwhat\s+(?:sort|kind|type)s?\s+of\b/i;

/** A question about what the quote or its price includes or covers. */
const ASKS_WHAT_IS_INCLUDED =
  /\bwhat(?:'s|\s+is|\s+does|\s+do)?\b[^?.]{0,30}\b(?:include[sd]?|cover(?:s|ed)?)\b|\bqu[eé]\s+incluye\b/i;

export function withQuoteLines(question: string, answer: FreeAnswer, ctx: AnswerContext): FreeAnswer {
  const text = ctx.quoteText;
  if (!text?.trim()) return answer;
  if (NOT_UNDERSTOOD.has(answer.topic)) return rescued(question, answer, ctx, text) ?? answer;
  // "What does the quote include?": the lines of what it includes, whatever answers the rest.
  const including = ASKS_WHAT_IS_INCLUDED.test(question);
  const key = including ? 'scope' : answer.topic;
  const topic = quoteTopic(key);
  const spanish = answer.language === 'es';
  const topicLines = topic ? quoteLinesFor(question, key, text) : [];
  // What the question names that the quote prints (a door, a brand's series, rot) is quoted beside
  // the topic's best line; "what does it include?" keeps all the lines of what it includes.
  const named = including ? null : subjectLine(question, key, text, topicLines.slice(0, 1));
  if (including && topicLines.length) topicLines.push(...totalLine(text, ctx.analysis.facts.totalCents, topicLines));
  if (!topic) return named ? { ...answer, text: `${quoted([named.line], spanish)}\n\n${answer.text}` } : answer;
  if (!topicLines.length) {
    // A topic that does not apply to this quote (impact glass away from the coast) is not called silent.
    const inapplicable =
      topic.category !== undefined && resultFor(ctx.analysis, topic.category)?.status === 'not_applicable';
    if (inapplicable && !named) return answer;
    const also = named
      ? [quoted([named.line], spanish), decisionsFor(named.topic, question, [named.line], spanish, ctx).join(' ')]
      : [];
    const lead = inapplicable ? [] : [silent(topic, spanish)];
    return { ...answer, text: [...lead, ...also, answer.text].filter(Boolean).join('\n\n') };
  }
  // The topic's best line is quoted for the topic; a second one only when it shares a word with the
  // question or names the topic ("Expires 07/08/25" beside a discount line, for a pressure to sign).
  const lines = named
    ? [topicLines[0]!, named.line]
    : including
      ? topicLines
      : topicLines.filter((l, i) => i === 0 || l.questionHits.length || l.keyHits.length).slice(0, MOST_LINES);
  const decisions = [
    ...new Set([
      ...decisionsFor(topic, question, named ? lines.slice(0, 1) : lines, spanish, ctx),
      ...(named ? decisionsFor(named.topic, question, [named.line], spanish, ctx) : []),
    ]),
  ];
  // "When would I choose new construction instead of retrofit?" asks about both cases, whatever the quote settles.
  const general =
    decisions.length && !ASKS_IN_GENERAL.test(question) ? withoutUndecided(answer.text, topic) : answer.text;
  return { ...answer, text: [quoted(lines, spanish), decisions.join(' '), general].filter(Boolean).join('\n\n') };
}

/**
 * The line that prints the total the quote's inclusions come to (the analysed total's figure, on a
 * line naming a total first, then the shortest), when the lines quoted do not hold it already.
 */
function totalLine(text: string, totalCents: number | null, lines: QuoteLine[]): QuoteLine[] {
  if (totalCents === null) return [];
  const figure = (totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = figure.replace(/\.00$/, '');
  const printed = new RegExp(`(?<![\\d,.])${escapeRegExp(whole)}(?:\\.00)?(?![\\d,]|\\.\\d)`);
  const holding = quoteLines(text)
    .filter((l) => printed.test(l))
    .sort((a, b) => Number(TOTAL_NAMED.test(b)) - Number(TOTAL_NAMED.test(a)) || a.length - b.length);
  const [line] = holding;
  if (!line) return [];
  const total = quotable(line, (sentence) => Number(printed.test(sentence)));
  return lines.some((l) => l.text === total) ? [] : [{ text: total, score: 0, questionHits: [], keyHits: [] }];
}

/** A question no topic took, answered from the quote's lines when its words find a topic and a line. */
function rescued(question: string, answer: FreeAnswer, ctx: AnswerContext, text: string): FreeAnswer | null {
  if (STRONG_OFF_TOPIC.test(question)) return null;
  const stems = tokens(question);
  if (stems.length < ENOUGH_WORDS && !ABOUT_THE_QUOTE.test(question)) return null;
  const found = topicOfWords(stems);
  if (!found) return null;
  const { topic, hits } = found;
  // One word of a topic finds a topic, not a line: the line must share a word with the question.
  const lines = findQuoteLines(text, { question, vocabulary: topic.vocabulary, keyWords: topic.keyWords })
    .filter((l) => l.questionHits.length || hits >= SURE_TOPIC_WORDS)
    .slice(0, MOST_LINES);
  if (!lines.length) return null;
  const spanish = answer.language === 'es';
  const parts = [quoted(lines, spanish), decisionsFor(topic, question, lines, spanish, ctx).join(' ')];
  const general = spanish ? generalInSpanish(topic, ctx) : generalAnswer(topic, ctx);
  if (general) parts.push(general.text);
  return {
    topic: general?.topic ?? topic.key,
    text: parts.filter(Boolean).join('\n\n'),
    onTopic: true,
    ...(spanish ? { language: 'es' as const } : {}),
  };
}

/** The entry whose words the question uses most (the first on a tie), or null when it uses none. */
function topicOfWords(stems: string[]): { topic: QuoteTopic; hits: number } | null {
  let best: { topic: QuoteTopic; hits: number } | null = null;
  for (const topic of allQuoteTopics()) {
    const words = new Set(topic.vocabulary.flatMap(tokens));
    const hits = stems.filter((s) => words.has(s) && !EVERY_QUOTE.has(s)).length;
    if (hits && (!best || hits > best.hits)) best = { topic, hits };
  }
  return best;
}

/** The general answer of a rescued topic: the term's definition, or the checklist item's verdict. */
function generalAnswer(topic: QuoteTopic, ctx: AnswerContext): FreeAnswer | null {
  if (topic.key.startsWith('glossary:')) {
    const term = GLOSSARY.terms.find((t) => t.id === topic.key.slice('glossary:'.length));
    return term ? answerTerms([{ term, index: 0, length: 0 }], ctx) : null;
  }
  if (topic.key.startsWith('category:') && topic.category) return answerCategory(topic.category, ctx);
  return null;
}

/** The same in Spanish: the topic's Spanish answer, when it has one. */
function generalInSpanish(topic: QuoteTopic, ctx: AnswerContext): { topic: string; text: string } | null {
  const answer = spanishForTopic(topic.key, ctx.analysis, ctx.knowledge);
  return answer.topic === 'help' ? null : answer;
}

function decisionsFor(
  topic: QuoteTopic,
  question: string,
  lines: QuoteLine[],
  spanish: boolean,
  ctx: AnswerContext,
): string[] {
  return [...new Set(lines.flatMap((l) => lineDecisions(topic, question, l.text, spanish, ctx.answers)))];
}

function quoted(lines: QuoteLine[], spanish: boolean): string {
  const lead = spanish ? QUOTED_LEAD_ES : QUOTED_LEAD;
  if (lines.length === 1) return `${lead} “${lines[0]!.text}”`;
  return [lead, ...lines.map((l) => `- “${l.text}”`)].join('\n');
}

function silent(topic: QuoteTopic, spanish: boolean): string {
  return spanish
    ? `${SILENT_LEAD_ES} nada sobre ${topic.aboutEs}. Pregunte al contratista: ${topic.askEs}`
    : `${SILENT_LEAD} anything about ${topic.about}. Ask the contractor: ${topic.ask}`;
}

/** The general answer without the paragraph that explains the case the quote has settled. */
function withoutUndecided(text: string, topic: QuoteTopic): string {
  if (!topic.undecided) return text;
  const open = new RegExp(topic.undecided, 'i');
  return text
    .split('\n\n')
    .filter((p) => !open.test(p))
    .join('\n\n');
}
