import { describe, expect, it } from 'vitest';
import * as numberWords from '@shared/number-words.js';

const { ANY_NUMBER_WORD, numberWordsFor, ONES, parseCount, range, TEENS, TENS, wordsToNumber } = numberWords;

describe('wordsToNumber', () => {
  it.each([
    ['twenty-two thousand one hundred forty', 22140],
    ['ten thousand forty-seven', 10047],
    ['thirteen thousand eight hundred ninety-eight', 13898],
    ['Eleven', 11],
    ['TWENTY-TWO', 22],
    ['fourteen thousand', 14000],
    ['twelve thousand five hundred', 12500],
    ['one hundred and forty', 140],
    // A common misspelling.
    ['fourty-seven', 47],
    ['two million', 2_000_000],
    ['thousand', 1000],
  ])('reads %j as %d', (words, n) => expect(wordsToNumber(words)).toBe(n));

  it.each(['windows', '', 'twenty windows'])('gives null for %j', (words) => expect(wordsToNumber(words)).toBeNull());
});

describe('parseCount', () => {
  it.each([
    ['12', 12],
    [' 8 ', 8],
    ['1.5', 1.5],
    ['twelve', 12],
    ['Twenty-two', 22],
    ['twenty two', 22],
    ['a', 1],
    ['an', 1],
    ['single', 1],
    ['a dozen', 12],
    ['dozen', 12],
    ['a hundred', 100],
  ])('reads %j as %d', (token, n) => expect(parseCount(token)).toBe(n));

  it.each(['several', '12 windows', ''])('gives null for %j, which is not a count', (token) =>
    expect(parseCount(token)).toBeNull(),
  );
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
