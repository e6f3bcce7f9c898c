/**
 * Numbers written in words, as quotes print them ("eleven (11) windows", "Ten thousand forty-seven and
 * 00/100 Dollars", "two-year warranty") and homeowners type them ("fourteen thousand", "a dozen"): the one
 * table of number words, reading them as numbers, and the regex alternations the readers build on.
 */

/** Words of 0 to 90 and their values ("fourty", a common misspelling, too). */
const SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALE: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

/** The word for a number up to 99, hyphenated: 7 → "seven", 25 → "twenty-five". */
function spell(n: number): string {
  const word = Object.keys(SMALL).find((w) => SMALL[w] === n);
  if (word) return word;
  const ones = n % 10;
  if (!Number.isInteger(n) || n < 21 || n > 99 || ones === 0) throw new RangeError(`no number word for ${n}`);
  return `${spell(n - ones)}-${spell(ones)}`;
}

/** The whole numbers from `from` to `to`: a list to write as words. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The words for the given numbers, in that order, as a regex alternation; a compound is matched with a
 * hyphen or a space: [1, 2, 25] → "one|two|twenty[-\s]five".
 */
export function numberWordsFor(values: readonly number[]): string {
  return values.map((n) => spell(n).replace('-', '[-\\s]')).join('|');
}

/** "one|two|…|nine", for a regex. */
export const ONES = numberWordsFor(range(1, 9));
/** "ten|eleven|…|nineteen", for a regex. */
export const TEENS = numberWordsFor(range(10, 19));
/** "twenty|thirty|…|ninety", for a regex. */
export const TENS = numberWordsFor(range(2, 9).map((n) => n * 10));
/** Every number word, scales included: "zero|one|…|ninety|hundred|thousand|million", for a regex. */
export const ANY_NUMBER_WORD = [...Object.keys(SMALL), ...Object.keys(SCALE)].join('|');

/** "twenty-two" → 22, "one hundred forty" → 140, "ten thousand and forty-seven" → 10047; null when a word is not a number word. */
export function wordsToNumber(words: string): number | null {
  const tokens = words
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((t) => t && t !== 'and');
  if (tokens.length === 0) return null;
  let total = 0;
  let current = 0;
  for (const t of tokens) {
    if (t in SMALL) current += SMALL[t]!;
    else if (t === 'hundred') current = (current || 1) * 100;
    else if (t in SCALE) {
      total += (current || 1) * SCALE[t]!;
      current = 0;
    } else return null;
  }
  return total + current;
}

/** A count in digits or words: "12" → 12, "twelve" → 12, "twenty-two" → 22, "a"/"an"/"single" → 1, "a dozen" → 12, "a hundred" → 100; null otherwise. */
export function parseCount(token: string): number | null {
  const t = token.trim().toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t);
  if (t === 'a' || t === 'an' || t === 'single') return 1;
  if (t === 'a dozen' || t === 'dozen') return 12;
  return wordsToNumber(t.replace(/^a\s+hundred/, 'one hundred'));
}
