/** The context a chat answer needs, for a small quote built in a test: its text analysed with the rules. */
import type { AnswerContext } from '../chat/free-answers.js';
import type { QuoteFieldValues } from '../types.js';
import { loadKnowledge } from '../knowledge/index.js';
import { analyzeWithRules } from '../rules-engine.js';
import { quoteInput } from './quote-input.js';

const knowledge = loadKnowledge();

export function answerContext(text: string, fields: Partial<QuoteFieldValues>): AnswerContext {
  const analysis = analyzeWithRules(quoteInput(text, { fields }));
  return { analysis, knowledge, weights: {}, points: knowledge.rubric.points, quoteText: text };
}
