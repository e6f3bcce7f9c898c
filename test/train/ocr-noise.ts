/**
 * Simulated OCR on a text PDF's document model, so the learned reader also learns what photos look
 * like without running OCR on thousands of pages: characters confused the way OCR confuses them (O/0,
 * l/1/I, S/5, B/8, rn/m), punctuation dropped, word confidences lowered (most a little, some a lot,
 * the confused words more), and the document marked as read by OCR. The model is rebuilt from the
 * changed words, so lines, cells, tables and labels are found again as they would be from a photo.
 * With `words` (ocr-word-noise.ts), also words run together or broken, amounts' separators lost or
 * mistaken and labels' letters read as digits. Seeded: the same document and seed give the same noise.
 */
import { buildDocumentModel } from '../../functions/document/build.js';
import type { DocumentModel } from '../../functions/document/model.js';
import type { ExtractedDocument, TextLine, Word } from '../../functions/extraction/document.js';
import type { Random } from '../fixtures/random.js';
import { reshapeLine, type WordNoise } from './ocr-word-noise.js';

/** What OCR reads for what, with how often relative to one another. */
const CONFUSIONS: [RegExp, string, number][] = [
  [/O/, '0', 1],
  [/0/, 'O', 1],
  [/o/, '0', 1],
  [/l/, '1', 1],
  [/1/, 'l', 1],
  [/I/, '1', 1],
  [/S/, '5', 1],
  [/5/, 'S', 1],
  [/B/, '8', 1],
  [/8/, 'B', 1],
  [/rn/, 'm', 1],
  [/m/, 'rn', 0.5],
  [/e/, 'c', 0.3],
];

export interface NoiseLevel {
  /** Chance that a word gets one character confusion. */
  confuse: number;
  /** Chance that a punctuation mark is dropped. */
  dropPunctuation: number;
  /** Words run together, broken and misread (none when absent). */
  words?: WordNoise;
}

function noisyWord(word: Word, random: Random, level: NoiseLevel): Word {
  let text = word.text;
  let confused = false;
  if (random.chance(level.confuse)) {
    const options = CONFUSIONS.filter(([from]) => from.test(text));
    let pick = random.between(
      0,
      options.reduce((s, [, , weight]) => s + weight, 0),
    );
    const chosen = options.find(([, , weight]) => (pick -= weight) < 0);
    if (chosen) {
      text = text.replace(chosen[0], chosen[1]);
      confused = true;
    }
  }
  if (/[.,:;'’]/.test(text) && random.chance(level.dropPunctuation)) {
    const without = text.replace(/[.,:;'’](?=.)/, '');
    if (without.trim()) text = without;
  }
  const base = random.chance(0.1) ? random.between(40, 75) : random.between(78, 96);
  const confidence = Math.round(confused ? Math.min(base, random.between(45, 85)) : base);
  return { text, bbox: word.bbox, confidence };
}

function noisyLine(line: TextLine, random: Random, level: NoiseLevel): TextLine {
  const words = line.words.map((w) => noisyWord(w, random, level));
  // The line's text with each token replaced by its noisy word, the spacing between them kept.
  let i = 0;
  const aligned = line.text.match(/\S+/g)?.length === line.words.length;
  const text = aligned ? line.text.replace(/\S+/g, () => words[i++]!.text) : line.text;
  const confidence = words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : line.confidence;
  const noisy = { ...line, text, words: aligned ? words : line.words, confidence };
  return level.words ? reshapeLine(noisy, random, level.words) : noisy;
}

/** The document as OCR might have read it; `words`: with the word-level noise too, at levels drawn from `random`. */
export function withOcrNoise(
  model: DocumentModel,
  random: Random,
  level?: NoiseLevel,
  options: { words?: boolean } = {},
): DocumentModel {
  const l = level ?? { confuse: random.between(0.02, 0.08), dropPunctuation: random.between(0.02, 0.1) };
  if (!level && options.words)
    l.words = {
      merge: random.between(0.01, 0.05),
      split: random.between(0.005, 0.03),
      amountSeparator: random.between(0.02, 0.1),
      labelDigit: random.between(0.02, 0.08),
    };
  const lines = model.lines.map(({ text, page, bbox, confidence, words }) =>
    noisyLine({ text, page, bbox, confidence, words }, random, l),
  );
  const raw: ExtractedDocument = {
    method: 'ocr',
    methodLabel: 'OCR (simulated on a text layer)',
    pages: model.pages,
    lines,
    text: lines.map((x) => x.text).join('\n'),
    meanConfidence: lines.length ? lines.reduce((s, x) => s + x.confidence, 0) / lines.length : 0,
  };
  return buildDocumentModel(raw);
}
