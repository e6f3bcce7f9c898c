import { describe, expect, it } from 'vitest';
import type { TextLine } from '../../functions/extraction/document.js';
import { Random } from '../fixtures/random.js';
import { reshapeLine, type WordNoise } from './ocr-word-noise.js';

/** A line laid out word by word, 6 points a character, with the spacing of its text. */
function lineOf(text: string): TextLine {
  const words = [...text.matchAll(/\S+/g)].map((m) => ({
    text: m[0],
    bbox: { x0: 6 * m.index, y0: 100, x1: 6 * (m.index + m[0].length), y1: 110 },
    confidence: 90,
  }));
  return { text, page: 1, bbox: { x0: 0, y0: 100, x1: 6 * text.length, y1: 110 }, confidence: 90, words };
}

const NONE: WordNoise = { merge: 0, split: 0, amountSeparator: 0, labelDigit: 0 };
const line = lineOf('Grand Total:   $12,480.00   Deposit $4,160.00');

describe('reshapeLine', () => {
  it('runs together only words a single space apart, keeping wider gaps and the text in step with the words', () => {
    const out = reshapeLine(line, new Random(1), { ...NONE, merge: 1 });
    expect(out.text).toBe('GrandTotal:   $12,480.00   Deposit$4,160.00');
    expect(out.words.map((w) => w.text)).toEqual(['GrandTotal:', '$12,480.00', 'Deposit$4,160.00']);
    expect(out.words[0]!.bbox).toEqual({ x0: 0, y0: 100, x1: 6 * 'Grand Total:'.length, y1: 110 });
  });

  it('breaks long words of letters in two, side by side', () => {
    const out = reshapeLine(line, new Random(2), { ...NONE, split: 1 });
    const parts = out.words.map((w) => w.text);
    // "Grand" and "Deposit" are the words of five letters or more.
    expect(parts.length).toBe(line.words.length + 2);
    const i = parts.findIndex((p) => 'Deposit'.startsWith(p) && p !== 'Deposit');
    expect(parts[i]! + parts[i + 1]!).toBe('Deposit');
    expect(out.words[i]!.bbox.x1).toBe(out.words[i + 1]!.bbox.x0);
    expect(out.text.split(/\s+/)).toEqual(parts);
  });

  it('loses or mistakes the separators of amounts but never their digits', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const out = reshapeLine(line, new Random(seed), { ...NONE, amountSeparator: 1 });
      const total = out.words[2]!.text;
      seen.add(total);
      expect(total.replace(/\D/g, '')).toBe('1248000');
      expect(out.words.map((w) => w.text).filter((_, i) => i !== 2 && i !== 4)).toEqual(['Grand', 'Total:', 'Deposit']);
    }
    expect(seen).toEqual(new Set(['$12,48000', '$12,480,00', '$12.480.00', '$12480.00']));
  });

  it('reads letters of labels as digits, never letters into amounts', () => {
    const out = reshapeLine(lineOf('TOTAL $1,100.00 Deposit Balance I1O'), new Random(3), { ...NONE, labelDigit: 1 });
    expect(out.words.map((w) => w.text)).toEqual(['T0TAL', '$1,100.00', 'Dep0sit', 'Ba1ance', 'I1O']);
  });

  it('is the same for the same seed, and unchanged at no noise', () => {
    const level = { merge: 0.3, split: 0.3, amountSeparator: 0.5, labelDigit: 0.5 };
    expect(reshapeLine(line, new Random('a'), level)).toEqual(reshapeLine(line, new Random('a'), level));
    expect(reshapeLine(line, new Random('a'), NONE)).toEqual(line);
  });
});
