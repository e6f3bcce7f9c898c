/**
 * A rating the homeowner's answer decided says so. The rule is run with the answers and without them;
 * where the result differs, the answers it read decided it: its evidence starts with what the
 * homeowner said ("You said: Low-E glass with argon (28 Nov 2026)", their words as stored, redacted),
 * and where the rating itself moved, the explanation says it rests on the answer, not on the quote.
 */
import type { AnswerKey, CheckResult, HomeownerAnswers, QuoteInput } from '../types.js';
import { restateAnswer } from '../chat/restate.js';
import { shortDate } from './dates.js';
import { EVIDENCE_OPENINGS } from '@shared/evidence.js';
import { truncate } from '@shared/text.js';

export const RESTS_ON_ANSWER = 'This rating rests on your answer, not on what the quote says.';
const MAX_SAID = 140;
const GENERIC_SILENT = 'The quote does not mention it.';

/** The answers object, recording which answers a rule reads. */
export function trackingReads(answers: HomeownerAnswers, read: Set<AnswerKey>): HomeownerAnswers {
  return new Proxy(answers, {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(key as AnswerKey);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** An answer in words, for answers stored before the homeowner's own words were kept. */
function inWords(key: AnswerKey, value: HomeownerAnswers[AnswerKey]): string {
  return restateAnswer(key, value) ?? String(value);
}

function clip(text: string): string {
  return truncate(text.replace(/\s+/g, ' ').trim(), MAX_SAID);
}

/** An explanation that already tells it rests on what the homeowner said needs no second note. */
export const SAYS_ITS_THE_ANSWER = /^You said\b|\byour answer\b/i;

/** "You said: Low-E glass with argon (28 Nov 2026)" for an answer the homeowner gave. */
export function youSaid(key: AnswerKey, input: Pick<QuoteInput, 'answers' | 'said'>): string {
  const given = input.said?.[key];
  const words = given?.text.trim() ? clip(given.text) : inWords(key, input.answers[key]);
  return `${EVIDENCE_OPENINGS.homeowner} ${words}${given ? ` (${shortDate(given.at)})` : ''}`;
}

/**
 * The rule's result with the answers, marked where the answers decided it (`without` is the same rule
 * run with no answers; `read` the answers the rule read).
 */
export function markAnswered(
  result: CheckResult,
  without: () => CheckResult,
  read: Set<AnswerKey>,
  input: Pick<QuoteInput, 'answers' | 'said'>,
): CheckResult {
  const keys = [...read].filter((k) => input.answers[k] !== undefined);
  if (!keys.length) return result;
  const before = without();
  if (before.status === result.status && before.explanation === result.explanation) return result;
  const said = [...new Set(keys.map((k) => youSaid(k, input)))];
  const explanation =
    before.status !== result.status && !SAYS_ITS_THE_ANSWER.test(result.explanation)
      ? `${result.explanation} ${RESTS_ON_ANSWER}`
      : result.explanation;
  return {
    ...result,
    explanation,
    evidence: [...said, ...result.evidence.filter((line) => line !== GENERIC_SILENT)].slice(0, said.length + 3),
  };
}
