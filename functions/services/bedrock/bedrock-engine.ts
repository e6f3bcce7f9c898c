/**
 * The Bedrock analysis engine (ANALYSIS_ENGINE=bedrock in AWS): the reviewer of bedrock-analyzer.ts, and
 * free chat questions answered by the model with the rules' answer as reference, the topic the chat
 * routed the question to and the quote's own lines on it; anything invalid or late falls back to the
 * rules' answer.
 */
import { quoteLinesFor } from '../../analysis/chat/quote-answer.js';
import { knowledgeFor, rulesAnswer, type AnalysisEngine } from '../../analysis/engine.js';
import { bedrockAnalyzer, warnLog } from './bedrock-analyzer.js';
import { answerWithBedrock } from './bedrock-chat.js';
import type { BedrockDeps } from './converse.js';

export function bedrockEngine(deps: Omit<BedrockDeps, 'log'>): AnalysisEngine {
  return {
    ...bedrockAnalyzer(deps),
    answer: async (question, ctx) => {
      const fallback = rulesAnswer(question, ctx.analysis, ctx.input);
      if (!fallback.onTopic || fallback.language) return fallback;
      const knowledge = knowledgeFor(question, ctx.conversation?.subject);
      const conversation = ctx.conversation && {
        subject: ctx.conversation.subject,
        recent: await ctx.conversation.recentTurns(),
      };
      const answer = await answerWithBedrock(
        question,
        {
          input: ctx.input,
          analysis: ctx.analysis,
          conversation,
          knowledge,
          reference: fallback.text,
          topic: fallback.topic,
          quoteLines: quoteLinesFor(question, fallback.topic, ctx.input.text).map((l) => l.text),
        },
        () => fallback.text,
        { ...deps, log: warnLog },
      );
      return { ...fallback, ...answer };
    },
  };
}
