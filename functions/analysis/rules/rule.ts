/** What every checklist rule reads and how it reports. */
import { categoryByShort, type CategoryShortId, type Rating } from '@shared/checklist.js';
import type { ConceptReader } from '../facts/concepts.js';
import type { QuoteText } from '../facts/quote-text.js';
import type { Knowledge } from '../knowledge/types.js';
import type { ChatQuestion, CheckResult, QuoteFacts, QuoteInput } from '../types.js';

export interface RuleContext {
  input: QuoteInput;
  facts: QuoteFacts;
  text: QuoteText;
  /** What the quote says about each concept, clause by clause (included, excluded, the owner's, optional …). */
  concepts: ConceptReader;
  knowledge: Knowledge;
}

export type Rule = (ctx: RuleContext) => CheckResult;

export function result(
  category: CategoryShortId,
  status: Rating,
  explanation: string,
  evidence: string[],
  question?: ChatQuestion,
): CheckResult {
  const { id, title } = categoryByShort(category);
  return {
    category,
    id,
    title,
    status,
    explanation,
    evidence: evidence.length ? evidence : ['The quote does not mention it.'],
    ...(status === 'unknown_discuss' && question ? { question } : {}),
  };
}

export function notMentioned(what: string): string[] {
  return [`The quote does not mention ${what}.`];
}

/**
 * What a rule asks the homeowner when the quote leaves its item open: the rubric's wording for the
 * category (its `index`th question), else the rule's own; a yes/no question unless said otherwise.
 */
export function rubricQuestion(
  ctx: RuleContext,
  category: CategoryShortId,
  ask: {
    answer: ChatQuestion['answer'];
    fallback: string;
    expects?: ChatQuestion['expects'];
    options?: string[];
    index?: number;
  },
): ChatQuestion {
  const { answer, fallback, expects = 'yes_no', options = YES_NO, index = 0 } = ask;
  return { text: ctx.knowledge.rubric.questions[category]?.[index] ?? fallback, answer, expects, options };
}

/**
 * The verdict from the homeowner's yes or no where the quote is silent: a yes is Average (the contractor
 * should still write it into the quote), a no is Poor.
 */
export function answeredResult(
  category: CategoryShortId,
  said: boolean,
  explanation: { yes: string; no: string },
  evidence: string[],
): CheckResult {
  return result(category, said ? 'average' : 'bad', said ? explanation.yes : explanation.no, evidence);
}

export function percent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

export const YES_NO = ['Yes', 'No', 'Not sure'];

export function where(ctx: RuleContext): string {
  return ctx.facts.location.stateName ?? 'your area';
}
