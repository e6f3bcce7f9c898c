/**
 * "How long will it take to install 11 windows?": the window count a question asks the installation
 * time of. The time is then worked out for that count, beside the quote's own (glossary.ts); the count
 * never becomes the quote's (interpret-reply.ts decides what a message changes).
 */
import { parseCount } from '@shared/number-words.js';
import { COUNT } from './reply-numbers.js';

/**
 * A count before "windows", a few describing words apart at most ("12 replacement windows"); not a size
 * ("36 x 60 windows") and not another count's noun between ("3 doors and 14 windows" counts 14).
 */
const BETWEEN = "(?:(?!doors?\\b|and\\b|or\\b|\\d)[\\w'-]+\\s+){0,3}?";
const WINDOWS_COUNTED = new RegExp(`(?<![x×]\\s?)\\b(${COUNT})\\s+${BETWEEN}windows\\b`, 'gi');
const ASKS_TIME = /\bhow\s+long\b|\bhow\s+(?:much|many)\s+(?:time|days?|hours?)\b|\btake\b|\bhow\s+quickly\b/i;

export function askedInstallCount(question: string): number | null {
  if (!ASKS_TIME.test(question)) return null;
  for (const m of question.matchAll(WINDOWS_COUNTED)) {
    const count = parseCount(m[1]!);
    if (count !== null && count > 1 && count <= 200) return count;
  }
  return null;
}
