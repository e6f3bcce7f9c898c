/**
 * One interface, two engines. The rules engine answers by default (offline, deterministic); with
 * ANALYSIS_ENGINE=bedrock in AWS, Bedrock reviews a full analysis and answers free chat questions,
 * and anything invalid or late falls back to the rules result. Partial re-analyses (a correction, a
 * chat answer) always run the rules: they must answer within the chat turn.
 */
import type { CategoryShortId } from '@shared/checklist.js';
import { logger } from '../lib/logger.js';
import { answerWithBedrock, type ConversationState, type KnowledgeNote } from './bedrock/bedrock-chat.js';
import { bedrockDepsFromConfig } from './bedrock/bedrock-client.js';
import { reviewWithBedrock } from './bedrock/bedrock-review.js';
import { answerQuestion, type FreeAnswer } from './chat/free-answers.js';
import { findTerms, GLOSSARY, termText } from './chat/glossary.js';
import { loadKnowledge } from './knowledge/index.js';
import { analyzeWithRules, ruleContext, scoreFor } from './rules-engine.js';
import { categoryWeights } from './score.js';
import type { Analysis, CheckResult, QuoteInput } from './types.js';

export interface AnalysisEngine {
  analyze(input: QuoteInput, options?: { only?: CategoryShortId[]; previous?: CheckResult[] }): Promise<Analysis>;
  answer(
    question: string,
    ctx: { input: QuoteInput; analysis: Analysis; conversation?: ChatHistory },
  ): Promise<FreeAnswer>;
}

/**
 * What the conversation is about: its subject, and its last turns, read only by an engine that uses
 * them (the rules engine does not, so a chat turn on it costs no extra read).
 */
export interface ChatHistory {
  subject: string | null;
  recentTurns(): Promise<ConversationState['recent']>;
}

export function rulesAnswer(question: string, analysis: Analysis, today?: string): FreeAnswer {
  const knowledge = loadKnowledge();
  const weights = categoryWeights({
    rubric: knowledge.rubric,
    hurricane: knowledge.hurricane,
    tier: analysis.facts.location.hurricaneTier,
  });
  return answerQuestion(question, { analysis, knowledge, weights, points: knowledge.rubric.points, today });
}

export const rulesEngine: AnalysisEngine = {
  analyze: async (input, options) => analyzeWithRules(input, options),
  answer: async (question, { analysis, input }) => rulesAnswer(question, analysis, input.today),
};

/** The glossary definitions a question (or the conversation's subject) bears on, with their source URLs. */
export function knowledgeFor(question: string, subject: string | null | undefined): KnowledgeNote[] {
  const knowledge = loadKnowledge();
  const urls = new Map(GLOSSARY.sources.map((s) => [s.id, s.url]));
  const terms = findTerms(question).map((h) => h.term);
  const subjectTerm = subject?.startsWith('glossary:')
    ? GLOSSARY.terms.find((t) => subject.slice('glossary:'.length).split('+').includes(t.id))
    : undefined;
  if (subjectTerm && !terms.includes(subjectTerm)) terms.push(subjectTerm);
  return terms
    .slice(0, 4)
    .map((t) => ({ term: t.term, text: termText(t, knowledge), sources: t.sources.map((id) => urls.get(id) ?? id) }));
}

function bedrockEngine(deps: NonNullable<ReturnType<typeof bedrockDepsFromConfig>>): AnalysisEngine {
  const log = (message: string, extra?: object) => logger.warn(message, { ...extra });
  return {
    analyze: async (input, options) => {
      const rules = analyzeWithRules(input, options);
      if (options?.only) return rules;
      const ctx = ruleContext(input);
      return reviewWithBedrock(input, rules, { ...deps, log, score: (results) => scoreFor(ctx, results) });
    },
    answer: async (question, ctx) => {
      const fallback = rulesAnswer(question, ctx.analysis, ctx.input.today);
      if (!fallback.onTopic || fallback.language) return fallback;
      const knowledge = knowledgeFor(question, ctx.conversation?.subject);
      const conversation = ctx.conversation && {
        subject: ctx.conversation.subject,
        recent: await ctx.conversation.recentTurns(),
      };
      const answer = await answerWithBedrock(
        question,
        { input: ctx.input, analysis: ctx.analysis, conversation, knowledge, reference: fallback.text },
        () => fallback.text,
        { ...deps, log },
      );
      return { ...fallback, ...answer };
    },
  };
}

let engine: AnalysisEngine | undefined;

export function analysisEngine(): AnalysisEngine {
  if (!engine) {
    const deps = bedrockDepsFromConfig();
    engine = deps ? bedrockEngine(deps) : rulesEngine;
  }
  return engine;
}
