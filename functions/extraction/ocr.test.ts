import { describe, expect, it } from 'vitest';
import type { Word } from './document.js';
import { joinEmailPieces } from './ocr.js';

const words = (...texts: string[]): Word[] =>
  texts.map((text, i) => ({ text, bbox: { x0: i * 100, y0: 10, x1: i * 100 + 80, y1: 30 }, confidence: 90 - i }));
const texts = (ws: Word[]) => ws.map((w) => w.text);

describe('joinEmailPieces', () => {
  it.each([
    [['Email:', 'tamika.abernathy18', '@hotmail.com'], ['Email:', 'tamika.abernathy18@hotmail.com']],
    [['colleen.', 'ferreira4@gmail', '.com'], ['colleen.ferreira4@gmail.com']],
    [['lauren.duarte99@', 'att.net', 'Phone'], ['lauren.duarte99@att.net', 'Phone']],
  ])('joins %j into %j', (input, expected) => {
    expect(texts(joinEmailPieces(words(...input)))).toEqual(expected);
  });

  it('leaves ordinary text alone', () => {
    const input = ['Permits', 'included.', 'Contractor', 'will', 'pull', 'the', 'permit.', '$345.00', '.5', '14', 'windows', '@', '$355.09', 'avg.', 'WINDOW', '@$345.00', 'Note.', '2@'];
    expect(texts(joinEmailPieces(words(...input)))).toEqual(input);
  });

  it('covers both boxes and keeps the lower confidence', () => {
    const [joined] = joinEmailPieces(words('name', '@mail.com'));
    expect(joined).toEqual({ text: 'name@mail.com', bbox: { x0: 0, y0: 10, x1: 180, y1: 30 }, confidence: 89 });
  });
});
