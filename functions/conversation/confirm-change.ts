/**
 * Asking before a change the homeowner did not give as the answer to the chat's question: figures of
 * unclear origin ("Is $2,500.00 the total of this quote?") and facts stated unasked ("you said you get
 * the permit yourself"), with the quote's own line where it already says something about it.
 */
import type { AnswerKey, HomeownerAnswers } from '../analysis/types.js';
import {
  CONFIRM_ANSWERS,
  CONFIRM_FIELDS,
  confirmFieldsQuestion,
  restateAnswer,
  restateFields,
} from '../analysis/chat/restate.js';
import { listAnd } from '@shared/text.js';
import type { StoredResult } from '../quotes/quote-record.js';
import { affectedCategories } from './affected.js';
import type { Change } from './answer-or-proposal.js';
import { withQuickQuestions } from './chat-messages.js';
import { quoteLine } from './stays.js';

/** The quote's lines the ratings a change would move rest on: "Permit pulled by Acme.". */
function linesAffected(answers: Partial<HomeownerAnswers>, results: StoredResult[]): string[] {
  const categories = affectedCategories([], Object.keys(answers));
  const lines = results
    .filter((r) => categories.includes(r.category as (typeof categories)[number]))
    .map(quoteLine)
    .filter((l): l is string => Boolean(l));
  return [...new Set(lines)];
}

/** The question asked before a proposed change, with its two buttons. */
export function confirmChangeQuestion(change: Change, results: StoredResult[]): string {
  const keys = Object.keys(change.answers) as AnswerKey[];
  if (!keys.length)
    return withQuickQuestions(confirmFieldsQuestion(change.fields), [CONFIRM_FIELDS.yes, CONFIRM_FIELDS.no]);
  const said = [
    ...keys.map((k) => restateAnswer(k, change.answers[k] as HomeownerAnswers[typeof k])).filter(Boolean),
    ...restateFields(change.fields),
  ] as string[];
  const printed = linesAffected(change.answers, results).map((l) => `Your quote says: “${l}”`);
  const text = [
    `Before I change anything: you said ${listAnd(said)}.`,
    ...printed,
    printed.length
      ? 'Should I use what you said instead of what the quote says? I only change a rating when you confirm it.'
      : 'Should I use that for this quote? I only change a rating when you confirm it.',
  ].join(' ');
  return withQuickQuestions(text, [CONFIRM_ANSWERS.yes, CONFIRM_ANSWERS.no]);
}
