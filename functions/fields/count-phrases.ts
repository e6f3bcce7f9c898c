/**
 * The pieces of a count of units written in a sentence ("seven (7) horizontal sliding windows", "2 awning
 * windows", "(3) doors"), shared by the item readers and the stated counts.
 */
import { numberWordsFor, ONES, range } from '@shared/number-words.js';

/** A count in words, "one" to "forty-nine" (and "fifty"). */
export const NUMBER_WORDS = `${numberWordsFor([...range(1, 20), 30, 40, 50])}|(?:${numberWordsFor([20, 30, 40])})[-\\s](?:${ONES})`;

/** After a number: it is a size, not a count ("the 6 ft sliding patio door", "8' slider"). */
export const NOT_A_SIZE = '(?!\\s*(?:ft\\b|foot\\b|feet\\b|in\\.|inch|\'|’|"|″|-?(?:panel|lite|light)\\b))';

export const ADJECTIVES = "(?:[A-Za-z0-9][\\w'’-]*\\s+){0,5}?";

export const UNIT_NOUN =
  '(windows?|doors?|openings?|(?:double|single)[-\\s]?hungs|casements|sliders|hoppers|awnings|patio\\s+doors)';

/** A count of units anywhere: "seven (7) horizontal sliding windows", "2 awning windows", "(3) doors". */
export const NUM = `(?:\\(\\d{1,3}\\)|\\b\\d{1,3}\\b|\\b(?:${NUMBER_WORDS})\\b)(?:\\s*\\(\\d{1,3}\\))?`;

export const MENTION = new RegExp(`${NUM}\\s+${ADJECTIVES}${UNIT_NOUN}\\b`, 'gi');
