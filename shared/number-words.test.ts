import { describe, expect, it } from 'vitest';
import {
  ANY_NUMBER_WORD,
  numberWordsFor,
  ONES,
  parseCount,
  range,
  TEENS,
  TENS,
  wordsToNumber,
} from '@shared/number-words.js';

describe('wordsToNumber', () => {
  it('turns number words into numbers', () => {
    expect(wordsToNumber('twenty-two thousand one hundred forty')).toBe(22140);
    expect(wordsToNumber('ten thousand forty-seven')).toBe(10047);
    expect(wordsToNumber('thirteen thousand eight hundred ninety-eight')).toBe(13898);
    expect(wordsToNumber('windows')).toBeNull();
  });

  it('reads capitals, hyphens, "and" and the common misspelling "fourty"', () => {
    expect(wordsToNumber('Eleven')).toBe(11);
    expect(wordsToNumber('TWENTY-TWO')).toBe(22);
    expect(wordsToNumber('fourteen thousand')).toBe(14000);
    expect(wordsToNumber('twelve thousand five hundred')).toBe(12500);
    expect(wordsToNumber('one hundred and forty')).toBe(140);
    expect(wordsToNumber('fourty-seven')).toBe(47);
    expect(wordsToNumber('two million')).toBe(2_000_000);
    expect(wordsToNumber('thousand')).toBe(1000);
    expect(wordsToNumber('')).toBeNull();
    expect(wordsToNumber('twenty windows')).toBeNull();
  });
});

describe('parseCount', () => {
  it('reads a count in digits or in words', () => {
    expect(parseCount('12')).toBe(12);
    expect(parseCount(' 8 ')).toBe(8);
    expect(parseCount('1.5')).toBe(1.5);
    expect(parseCount('twelve')).toBe(12);
    expect(parseCount('Twenty-two')).toBe(22);
    expect(parseCount('twenty two')).toBe(22);
  });

  it('reads "a", "an", "single", "a dozen" and "a hundred"', () => {
    expect(parseCount('a')).toBe(1);
    expect(parseCount('an')).toBe(1);
    expect(parseCount('single')).toBe(1);
    expect(parseCount('a dozen')).toBe(12);
    expect(parseCount('dozen')).toBe(12);
    expect(parseCount('a hundred')).toBe(100);
  });

  it('gives null for what is not a count', () => {
    expect(parseCount('several')).toBeNull();
    expect(parseCount('12 windows')).toBeNull();
    expect(parseCount('')).toBeNull();
  });
});

describe('number words in patterns', () => {
  it('lists the words of 1–9, 10–19 and the tens', () => {
    expect(ONES).toBe('one|two|three|four|five|six|seven|eight|nine');
    expect(TEENS).toBe('ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen');
    expect(TENS).toBe('twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety');
  });

  it('lists every number word, scales included, in table order', () => {
    const words = ANY_NUMBER_WORD.split('|');
    expect(words.slice(0, 3)).toEqual(['zero', 'one', 'two']);
    expect(words).toContain('fourty');
    expect(words.slice(-3)).toEqual(['hundred', 'thousand', 'million']);
    expect(words).toHaveLength(32);
  });

  it('writes chosen numbers as words, compounds with a hyphen or a space', () => {
    expect(numberWordsFor([1, 2, 12])).toBe('one|two|twelve');
    expect(numberWordsFor([20, 25, 30])).toBe('twenty|twenty[-\\s]five|thirty');
    expect(numberWordsFor(range(1, 3))).toBe('one|two|three');
    const years = new RegExp(`^(?:${numberWordsFor([25])})$`, 'i');
    expect(years.test('twenty-five')).toBe(true);
    expect(years.test('Twenty five')).toBe(true);
    expect(() => numberWordsFor([100])).toThrow(RangeError);
  });
});
