/**
 * What real OCR does to a line's words that a character confusion does not: two words run together
 * where the space between them is narrow ("GrandTotal"), a word broken in two ("Tot al"), an amount's
 * separators lost or mistaken ("$12,48000", "$12.480.00", "$12480,00"), and letters of a label read as
 * digits ("T0TAL", "Tota1", "Dep0sit"; a word with a digit in it is left alone here, amounts keep theirs).
 * Seeded by the caller's `Random`; the line's text is rebuilt with the spacing it had between words.
 */
import type { TextLine, Word } from '../../functions/extraction/document.js';
import type { Random } from '../fixtures/random.js';

export interface WordNoise {
  /** Chance that a word runs into the next when only a space lies between them. */
  merge: number;
  /** Chance that a word of five letters or more is broken in two. */
  split: number;
  /** Chance that an amount's decimal point or thousands comma is lost or mistaken. */
  amountSeparator: number;
  /** Chance that a word of letters only has an O, o, l or I read as a digit. */
  labelDigit: number;
}

interface Placed extends Word {
  /** The first and last of the line's original words this word came from. */
  from: number;
  to: number;
}

const AMOUNT = /\d[\d,]*\.\d{2}(?!\d)/;
const AMOUNT_MISREADS: [RegExp, string][] = [
  [/\.(?=\d{2}(?!\d))/, ''],
  [/\.(?=\d{2}(?!\d))/, ','],
  [/,(?=\d{3})/, '.'],
  [/,(?=\d{3})/, ''],
];
const LETTER_DIGIT: [RegExp, string][] = [
  [/O/, '0'],
  [/o/, '0'],
  [/l/, '1'],
  [/I/, '1'],
];

function misread(text: string, random: Random, level: WordNoise): string {
  if (AMOUNT.test(text) && random.chance(level.amountSeparator)) {
    const options = AMOUNT_MISREADS.filter(([from]) => from.test(text));
    if (options.length) {
      const [from, to] = random.pick(options);
      return text.replace(from, to);
    }
  }
  if (/^[A-Za-z]{3,}:?$/.test(text) && random.chance(level.labelDigit)) {
    const options = LETTER_DIGIT.filter(([from]) => from.test(text));
    if (options.length) {
      const [from, to] = random.pick(options);
      return text.replace(from, to);
    }
  }
  return text;
}

function splitWord(word: Placed, random: Random): Placed[] {
  const at = random.int(2, word.text.length - 2);
  const width = word.bbox.x1 - word.bbox.x0;
  const x = word.bbox.x0 + (width * at) / word.text.length;
  return [
    { ...word, text: word.text.slice(0, at), bbox: { ...word.bbox, x1: x } },
    { ...word, text: word.text.slice(at), bbox: { ...word.bbox, x0: x } },
  ];
}

function merged(a: Placed, b: Placed): Placed {
  return {
    ...a,
    text: a.text + b.text,
    bbox: {
      x0: Math.min(a.bbox.x0, b.bbox.x0),
      y0: Math.min(a.bbox.y0, b.bbox.y0),
      x1: Math.max(a.bbox.x1, b.bbox.x1),
      y1: Math.max(a.bbox.y1, b.bbox.y1),
    },
    confidence: Math.min(a.confidence, b.confidence),
    to: b.to,
  };
}

/** The line with its words run together, broken and misread; unchanged when its text and words do not align. */
export function reshapeLine(line: TextLine, random: Random, level: WordNoise): TextLine {
  const tokens = line.text.split(/(\s+)/);
  const lead = tokens[0] === '' ? (tokens.splice(0, 2)[1] ?? '') : '';
  const words = tokens.filter((_, i) => i % 2 === 0 && tokens[i] !== '');
  if (words.length !== line.words.length) return line;
  const gaps = tokens.filter((_, i) => i % 2 === 1);
  const out: Placed[] = [];
  line.words.forEach((word, i) => {
    const placed: Placed = { ...word, text: misread(word.text, random, level), from: i, to: i };
    const last = out.at(-1);
    if (last && last.to === i - 1 && gaps[i - 1] === ' ' && random.chance(level.merge))
      out[out.length - 1] = merged(last, placed);
    else if (/^[A-Za-z]{5,}$/.test(placed.text) && random.chance(level.split)) out.push(...splitWord(placed, random));
    else out.push(placed);
  });
  let text = lead;
  out.forEach((w, k) => {
    text += w.text;
    const next = out[k + 1];
    if (next) text += next.from === w.to ? ' ' : (gaps[w.to] ?? ' ');
  });
  text += gaps[line.words.length - 1] ?? '';
  return { ...line, text, words: out.map(({ from: _from, to: _to, ...word }) => word) };
}
