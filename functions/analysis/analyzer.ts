import type { CategoryShortId } from '@shared/checklist.js';
import { analyzeWithRules } from './rules-engine.js';
import type { Analysis, CheckResult, QuoteInput } from './types.js';

/**
 * Who rates the checklist: the rules engine here (offline, deterministic), or in AWS the Bedrock
 * reviewer of its results (functions/services/bedrock). What answers the chat is apart (engine.ts), so
 * what only analyzes (the pipeline's analyze step) does not carry the chat.
 */
export interface Analyzer {
  analyze(input: QuoteInput, options?: { only?: CategoryShortId[]; previous?: CheckResult[] }): Promise<Analysis>;
}

export const rulesAnalyzer: Analyzer = {
  analyze: async (input, options) => analyzeWithRules(input, options),
};
