import { describe, expect, it } from 'vitest';
import type { Word } from './document.js';
import { joinEmailPieces, novelSegments } from './ocr.js';

const words = (...texts: string[]): Word[] =>
  texts.map((text, i) => ({ text, bbox: { x0: i * 100, y0: 10, x1: i * 100 + 80, y1: 30 }, confidence: 90 - i }));
const texts = (ws: Word[]) => ws.map((w) => w.text);

describe('joinEmailPieces', () => {
  it.each([
    [
      ['Email:', 'tamika.abernathy18', '@hotmail.com'],
      ['Email:', 'tamika.abernathy18@hotmail.com'],
    ],
    [['colleen.', 'ferreira4@gmail', '.com'], ['colleen.ferreira4@gmail.com']],
    [
      ['lauren.duarte99@', 'att.net', 'Phone'],
      ['lauren.duarte99@att.net', 'Phone'],
    ],
  ])('joins %j into %j', (input, expected) => {
    expect(texts(joinEmailPieces(words(...input)))).toEqual(expected);
  });

  it('leaves ordinary text alone', () => {
    const input = [
      'Permits',
      'included.',
      'Contractor',
      'will',
      'pull',
      'the',
      'permit.',
      '$345.00',
      '.5',
      '14',
      'windows',
      '@',
      '$355.09',
      'avg.',
      'WINDOW',
      '@$345.00',
      'Note.',
      '2@',
    ];
    expect(texts(joinEmailPieces(words(...input)))).toEqual(input);
  });

  it('covers both boxes and keeps the lower confidence', () => {
    const [joined] = joinEmailPieces(words('name', '@mail.com'));
    expect(joined).toEqual({ text: 'name@mail.com', bbox: { x0: 0, y0: 10, x1: 180, y1: 30 }, confidence: 89 });
  });
});

describe('novelSegments', () => {
  const word = (text: string, x0: number, confidence = 90) => ({
    text,
    bbox: { x0, y0: 100, x1: x0 + 40, y1: 120 },
    confidence,
  });
  const segment = (...words: ReturnType<typeof word>[]) => ({
    text: words.map((w) => w.text).join(' '),
    bbox: { x0: words[0]!.bbox.x0, y0: 100, x1: words.at(-1)!.bbox.x1, y1: 120 },
    words,
    baseline: 118,
    size: 20,
  });

  it('keeps only the words a later reading found where the first found none, in runs', () => {
    const first = [segment(word('Double', 300), word('hung', 350))];
    const later = [
      segment(word('1', 20), word('Hall', 70), word('Double', 301), word('hung', 352), word('$400.00', 500)),
    ];
    expect(novelSegments(later, first).map((s) => s.text)).toEqual(['1 Hall', '$400.00']);
  });

  it('drops specks: runs with no letter or digit read with confidence', () => {
    expect(novelSegments([segment(word('|', 20, 30), word('~', 70, 20))], [])).toEqual([]);
  });
});
