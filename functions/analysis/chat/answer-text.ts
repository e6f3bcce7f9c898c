/** What the free answers share: a checklist item's result and label, its open question, and a little phrasing. */
import { ratingLabel, type CategoryShortId } from '@shared/checklist.js';
import type { Analysis, CheckResult } from '../types.js';
import type { AnswerContext } from './free-answers.js';

/** Statuses that leave something to settle with the contractor. */
export const OPEN = new Set(['bad', 'not_provided', 'unknown_discuss', 'unknown_vendor']);

export const label = (status: string): string => (status === 'not_applicable' ? 'Not applicable' : ratingLabel(status));

/** One sentence, ending once; a count and its noun ("1 window", "3 windows"): the product's text helpers. */
export { plural, sentence } from '@shared/text.js';

export function resultFor(analysis: Analysis, category: CategoryShortId): CheckResult | undefined {
  return analysis.results.find((r) => r.category === category);
}

/** The question to settle an open result: its own chat question, else the rubric's first for the category. */
export function questionFor(result: CheckResult, ctx: AnswerContext): string | undefined {
  return result.question?.text ?? ctx.knowledge.rubric.questions[result.category]?.[0];
}
