/**
 * The Bedrock analysis engine (ANALYSIS_ENGINE=bedrock in AWS): the rules engine's full analysis is
 * reviewed by the model and free chat questions are answered with it; anything invalid or late falls
 * back to the rules' result. Partial re-analyses (a correction, a chat answer) always run the rules:
 * they must answer within the chat turn.
 */
import { knowledgeFor, rulesAnswer, type AnalysisEngine } from '../../analysis/engine.js';
import { analyzeWithRules, ruleContext, scoreFor } from '../../analysis/rules-engine.js';
import { logger } from '../../lib/logger.js';
import { answerWithBedrock } from './bedrock-chat.js';
import { reviewWithBedrock } from './bedrock-review.js';
import type { BedrockDeps } from './converse.js';

export function bedrockEngine(deps: Omit<BedrockDeps, 'log'>): AnalysisEngine {
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
