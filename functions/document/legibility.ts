/**
 * Which words of a photo or scan the reader was unsure of. Tesseract gives each word a confidence; a
 * word is unsure when it is low (and the word is not one of the quote vocabulary's, which OCR often
 * reads right with low confidence: brand and trade words), when the word is not shaped like a word
 * ("{nto", "ec]", "SLm2"), or when it is one letter away from a word of quotes without being one itself
 * ("TERNS" for TERMS, "wxterior" for exterior, "Halt" for Half). Text layers of PDFs are what the
 * contractor typed: nothing in them is unsure. A line with an unsure word is never quoted as it stands
 * to the homeowner or the contractor.
 */
import type { Word } from '../extraction/document.js';
import quoteWords from './quote-words.json' with { type: 'json' };

/** Below this word confidence (0–100) a word that is not in the vocabulary is unsure. */
export const UNSURE_CONFIDENCE = 60;
/** At or above this confidence a word-shaped word is taken as read. */
const SURE_CONFIDENCE = 93;

const VOCABULARY = new Set(quoteWords.words);

/** The word without the punctuation around it, lower-cased. */
function core(text: string): string {
  return text.replace(/^[^A-Za-z0-9$]+|[^A-Za-z0-9%]+$/g, '').toLowerCase();
}

/** Shapes no printed word has: symbols inside letters, letters glued to digits, a long run without vowels. */
function misshapen(text: string): boolean {
  const inner = text.replace(/^[("'“‘[]+|[)"'”’,.;:!?\]]+$/g, '');
  if (/[A-Za-z][^A-Za-z\s'’\-/&.]+[A-Za-z]/.test(inner) && !/^[A-Za-z]+\d*[A-Za-z]*-\d/.test(inner)) return true;
  if (/[{}[\]|@®©%#]/.test(inner) && /[A-Za-z]/.test(inner) && !/^\d+%$/.test(inner)) return true;
  if (/^[a-z]+[A-Z]+[a-z]*$/.test(inner) && !/^(?:[a-z]{1,3}[A-Z][a-z]+)$/.test(inner)) return true;
  return /[bcdfghjklmnpqrstvwxz]{5,}/i.test(inner);
}

/** Whether two words differ by one letter (one change, one insertion or one deletion). */
function oneApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const nearCache = new Map<string, boolean>();
/** A word one letter away from a word of quotes, without being one itself: "terns", "halt", "wxterior". */
function nearMiss(word: string): boolean {
  if (word.length < 4 || VOCABULARY.has(word) || !/^[a-z]+$/.test(word)) return false;
  let near = nearCache.get(word);
  if (near === undefined) {
    near = false;
    for (const known of VOCABULARY) {
      if (known.length >= 4 && oneApart(word, known)) {
        near = true;
        break;
      }
    }
    nearCache.set(word, near);
  }
  return near;
}

const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand'.split(
    ' ',
  ),
);

/** A word of the vocabulary, a number, or words of it joined by hyphens or slashes ("twenty-two", "3-panel"). */
function known(key: string): boolean {
  return key
    .split(/[-/]/)
    .every((part) => VOCABULARY.has(part) || NUMBER_WORDS.has(part) || /^\d+(?:[.,]\d+)*%?$/.test(part));
}

/** Whether the reader was unsure of a word it read from an image. */
export function unsureWord(word: Pick<Word, 'text' | 'confidence'>): boolean {
  const text = word.text.trim();
  const key = core(text);
  if (!key) return false;
  if (word.confidence >= SURE_CONFIDENCE && !misshapen(text)) return false;
  if (misshapen(text)) return true;
  if (word.confidence < UNSURE_CONFIDENCE && !known(key)) return true;
  return /[a-z]/.test(key) && nearMiss(key);
}

/** The unsure words of a line read from an image; none for a PDF's text layer. */
export function unsureWords(line: { words: Pick<Word, 'text' | 'confidence'>[] }, fromImage: boolean): string[] {
  if (!fromImage) return [];
  return line.words.filter(unsureWord).map((w) => w.text.trim());
}

/**
 * A line as far as it could be read: each unsure word replaced by "…" (a run of them by one), or null
 * when too little of it is left to be worth showing (fewer than three sure words, or under half of them).
 */
export function legibleLine(line: string, unsure: readonly string[]): string | null {
  const doubtful = new Set(unsure);
  const words = line.split(/\s+/).filter(Boolean);
  const kept = words.map((w) => (doubtful.has(w) ? null : w));
  const sure = kept.filter((w) => w && /[A-Za-z0-9]{2,}/.test(w)).length;
  if (sure < 3 || sure < words.length / 2) return null;
  return kept.reduce<string[]>((out, w) => (w ? [...out, w] : out.at(-1) === '…' ? out : [...out, '…']), []).join(' ');
}
