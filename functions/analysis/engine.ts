/**
 * One interface for who rates the checklist (analyzer.ts) and answers free chat questions. The rules
 * engine here answers by default (offline, deterministic); in AWS the Bedrock engine
 * (functions/services/bedrock) reviews its full analysis and answers free questions, falling back to
 * the rules' results. The engine in use is chosen where the app is wired (functions/wiring).
 */
import { rulesAnalyzer, type Analyzer } from './analyzer.js';
import { answerQuestion, type FreeAnswer } from './chat/free-answers.js';
import { findTerms, GLOSSARY, termIdsOf, termText } from './chat/glossary.js';
import { loadKnowledge } from './knowledge/index.js';
import { analyzeWithRules } from './rules-engine.js';
import { categoryWeights } from './score.js';
import type { Analysis, QuoteInput } from './types.js';

export interface AnalysisEngine extends Analyzer {
  answer(
    question: string,
    ctx: { input: QuoteInput; analysis: Analysis; conversation?: ChatHistory },
  ): Promise<FreeAnswer>;
}

/** Earlier turns an engine may read with a question. */
export const RECENT_TURNS = 6;

/** What the conversation is about: the subject the rules chat keeps, and the last turns (stored redacted). */
export interface ConversationState {
  subject: string | null;
  recent: { role: 'user' | 'assistant'; content: string }[];
}

/**
 * What the conversation is about: its subject, and its last turns, read only by an engine that uses
 * them (the rules engine does not, so a chat turn on it costs no extra read).
 */
export interface ChatHistory {
  subject: string | null;
  recentTurns(): Promise<ConversationState['recent']>;
}

/** Knowledge that bears on the question, with its sources: glossary definitions the rules chat would use. */
export interface KnowledgeNote {
  term: string;
  text: string;
  sources: string[];
}

/**
 * The rules' answer; given the quote's redacted text, it quotes the quote's lines on the answer's topic,
 * and given the homeowner's answers, it draws no conclusion from a line that an answer stands in for.
 */
export function rulesAnswer(
  question: string,
  analysis: Analysis,
  quote: Partial<Pick<QuoteInput, 'today' | 'text' | 'answers'>> = {},
): FreeAnswer {
  const knowledge = loadKnowledge();
  const weights = categoryWeights({
    rubric: knowledge.rubric,
    hurricane: knowledge.hurricane,
    tier: analysis.facts.location.hurricaneTier,
  });
  return answerQuestion(question, {
    analysis,
    knowledge,
    weights,
    points: knowledge.rubric.points,
    today: quote.today,
    quoteText: quote.text,
    answers: quote.answers,
  });
}

/** A small quote the chat answers once when its code loads (primeRulesAnswers), in lines as a quote prints them. */
const PRIMING_QUOTE: QuoteInput = {
  text: [
    'Replace 4 double-hung vinyl windows, Low-E, argon.',
    'Permits: contractor obtains the permit, fees included.',
    'Payment: 30% deposit at signing, balance on completion.',
    'Total $4,800.00',
  ].join('\n'),
  items: [],
  fields: {
    vendor: null,
    totalCost: '4800.00',
    zipCode: null,
    customerZip: null,
    projectAddress: null,
    quantities: '4 windows, 0 doors',
    scope: null,
    scopeOfWork: null,
    quoteType: 'windows',
  },
  answers: {},
  today: '2026-01-01',
};

/**
 * Answers a few questions on a small quote, so that the work a first answer does once (compiling the
 * glossary's and the topics' patterns, the router's first look-ups) is done when the chat's code loads:
 * in the Lambda's init phase in AWS, when the local stack preloads its handlers. The homeowner's first
 * message then costs what every later one does. Returns how long it took, in milliseconds.
 */
export function primeRulesAnswers(): number {
  const started = performance.now();
  const analysis = analyzeWithRules(PRIMING_QUOTE);
  for (const question of ['Is the price fair?', 'What does argon do?', 'Why?', '¿Incluye el permiso?'])
    rulesAnswer(question, analysis, PRIMING_QUOTE);
  return performance.now() - started;
}

export const rulesEngine: AnalysisEngine = {
  ...rulesAnalyzer,
  answer: async (question, { analysis, input }) => rulesAnswer(question, analysis, input),
};

/** The glossary definitions a question (or the conversation's subject) bears on, with their source URLs. */
export function knowledgeFor(question: string, subject: string | null | undefined): KnowledgeNote[] {
  const knowledge = loadKnowledge();
  const urls = new Map(GLOSSARY.sources.map((s) => [s.id, s.url]));
  const terms = findTerms(question).map((h) => h.term);
  const subjectTerm = subject ? GLOSSARY.terms.find((t) => termIdsOf(subject).includes(t.id)) : undefined;
  if (subjectTerm && !terms.includes(subjectTerm)) terms.push(subjectTerm);
  return terms
    .slice(0, 4)
    .map((t) => ({ term: t.term, text: termText(t, knowledge), sources: t.sources.map((id) => urls.get(id) ?? id) }));
}
