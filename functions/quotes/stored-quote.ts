import type { ChatQuestion, HomeownerAnswers } from '../analysis/types.js';
import type { QuoteRecord } from './quote-record.js';

/** Answer keys renamed since quotes were first stored, old name to new. */
const RENAMED_ANSWERS: Readonly<Record<string, keyof HomeownerAnswers>> = { labourWarrantyYears: 'laborWarrantyYears' };

function isRenamed(key: string | undefined): key is keyof typeof RENAMED_ANSWERS {
  return key !== undefined && Object.hasOwn(RENAMED_ANSWERS, key);
}

/** A stored chat question that fills a renamed answer, asking for the new one. */
function withCurrentAnswer<Q extends { question?: ChatQuestion }>(holder: Q): Q {
  const question = holder.question;
  if (!question || !isRenamed(question.answer)) return holder;
  return { ...holder, question: { ...question, answer: RENAMED_ANSWERS[question.answer]! } };
}

/** Whether a stored quote still names an answer by a key that has since been renamed. */
function namesRenamedAnswer(record: QuoteRecord): boolean {
  return (
    Object.keys(record.answers ?? {}).some(isRenamed) ||
    isRenamed(record.pendingQuestion?.question.answer) ||
    (record.checklistResults ?? []).some((result) => isRenamed(result.question?.answer))
  );
}

/**
 * A quote as stored, read back in today's shape: answers and chat questions stored under a key that has
 * since been renamed carry the current one (a value stored under both names keeps the current name's).
 * A quote already in today's shape is returned as it is.
 */
export function readStoredQuote(record: QuoteRecord): QuoteRecord {
  if (!namesRenamedAnswer(record)) return record;
  const answers: Record<string, unknown> = { ...record.answers };
  for (const key of Object.keys(answers).filter(isRenamed)) {
    answers[RENAMED_ANSWERS[key]!] ??= answers[key];
    delete answers[key];
  }
  return {
    ...record,
    ...(record.answers && { answers: answers as HomeownerAnswers }),
    ...(record.pendingQuestion && { pendingQuestion: withCurrentAnswer(record.pendingQuestion) }),
    checklistResults: (record.checklistResults ?? []).map(withCurrentAnswer),
  };
}
