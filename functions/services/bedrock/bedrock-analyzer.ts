import type { Analyzer } from '../../analysis/analyzer.js';
import { analyzeWithRules, ruleContext, scoreFor } from '../../analysis/rules-engine.js';
import { logger } from '../../lib/logger.js';
import { reviewWithBedrock } from './bedrock-review.js';
import type { BedrockDeps } from './converse.js';

export const warnLog = (message: string, extra?: object) => logger.warn(message, { ...extra });

/**
 * The Bedrock reviewer (ANALYSIS_ENGINE=bedrock in AWS): the rules engine's full analysis is reviewed by
 * the model; anything invalid or late falls back to the rules' result. Partial re-analyses (a correction,
 * a chat answer) always run the rules: they must answer within the chat turn.
 */
export function bedrockAnalyzer(deps: Omit<BedrockDeps, 'log'>): Analyzer {
  return {
    analyze: async (input, options) => {
      const rules = analyzeWithRules(input, options);
      if (options?.only) return rules;
      const ctx = ruleContext(input);
      return reviewWithBedrock(input, rules, { ...deps, log: warnLog, score: (results) => scoreFor(ctx, results) });
    },
  };
}
