import { describe, expect, it } from 'vitest';
import { legibleLine, unsureWord, unsureWords } from './legibility.js';

const word = (text: string, confidence: number) => ({ text, confidence });

describe('which words of a photo the reader was unsure of', () => {
  it('a low-confidence word that is not a word of quotes', () => {
    expect(unsureWord(word('fastalletion', 14))).toBe(true);
    expect(unsureWord(word('lohows', 6))).toBe(true);
  });

  it('a word of quotes read with low confidence stands (OCR is often unsure of trade words it reads right)', () => {
    expect(unsureWord(word('frames;', 8))).toBe(false);
    expect(unsureWord(word('installation.', 40))).toBe(false);
    expect(unsureWord(word('twenty-two', 49))).toBe(false);
  });

  it('a word one letter from a word of quotes, without being one, even read with fair confidence', () => {
    expect(unsureWord(word('TERNS:', 78))).toBe(true);
    expect(unsureWord(word('Halt', 84))).toBe(true);
    expect(unsureWord(word('wxterior', 53))).toBe(true);
    expect(unsureWord(word('TERMS:', 78))).toBe(false);
  });

  it('a word not shaped like a word', () => {
    expect(unsureWord(word('{nto', 95))).toBe(true);
    expect(unsureWord(word('c0nsent', 95))).toBe(true);
    expect(unsureWord(word('duarte®%fatt', 95))).toBe(true);
  });

  it('a confident word, a number and a price stand', () => {
    expect(unsureWord(word('Pella', 96))).toBe(false);
    expect(unsureWord(word('$2,415.00', 96))).toBe(false);
    expect(unsureWord(word('30%', 90))).toBe(false);
  });

  it('nothing of a PDF text layer is unsure', () => {
    expect(unsureWords({ words: [word('TERNS:', 100), word('{nto', 100)] }, false)).toEqual([]);
  });
});

describe('a line as far as it could be read', () => {
  it('leaves the unsure words out, a run of them as one "…"', () => {
    expect(
      legibleLine('INSTALLATION: Insert (retrofit) fastalletion {nto existing frames; new wxterior trim', [
        'fastalletion',
        '{nto',
        'wxterior',
      ]),
    ).toBe('INSTALLATION: Insert (retrofit) … existing frames; new … trim');
  });

  it('is nothing when too little of it is legible', () => {
    expect(legibleLine('AD aber ade ec] Sgechad', ['aber', 'ade', 'ec]', 'Sgechad'])).toBeNull();
  });
});
