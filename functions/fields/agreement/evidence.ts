/**
 * Is a line a reader quotes printed on the document? Tolerant of what OCR does to a line (a letter or
 * digit misread, spacing, case, quotes and dashes): the quoted line, normalised, must lie in the
 * document's text within a small edit distance of a stretch of the same length.
 */
import { distance } from 'fastest-levenshtein';
import { findAmounts } from '../money.js';

/** Edits allowed per character of the quoted line (a slip or two in a line of 40). */
const SLIPS_PER_CHAR = 0.08;
/** A quoted line shorter than this is too short to tell where it was read. */
const MIN_CHARS = 3;

export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The document's text as the evidence is searched in: its lines, normalised, one per line. */
export function searchableLines(lines: string[]): string[] {
  return lines.map(normalise).filter(Boolean);
}

/** Whether the quoted line is printed on the document (within a line, or over a line and the next). */
export function printedOn(quoted: string, lines: string[]): boolean {
  const q = normalise(quoted);
  if (q.length < MIN_CHARS) return false;
  const allowed = Math.floor(q.length * SLIPS_PER_CHAR);
  const words = q.split(' ').filter((w) => w.length >= 4);
  for (let i = 0; i < lines.length; i++) {
    const hay = i + 1 < lines.length ? `${lines[i]} ${lines[i + 1]}` : lines[i]!;
    if (hay.includes(q)) return true;
    // Only a line that shares a word with the quoted one is worth the edit distance.
    const shares = !words.length || words.some((w) => hay.includes(w));
    if (allowed > 0 && shares && closeWithin(q, hay, allowed)) return true;
  }
  return false;
}

/** Some stretch of `hay` (of the quoted line's length, give or take the edits) is within `allowed` edits of `q`. */
function closeWithin(q: string, hay: string, allowed: number): boolean {
  if (hay.length + allowed < q.length) return false;
  for (let start = 0; start + q.length - allowed <= hay.length; start++) {
    for (let len = Math.max(1, q.length - allowed); len <= q.length + allowed; len++) {
      if (start + len > hay.length) break;
      if (distance(q, hay.slice(start, start + len)) <= allowed) return true;
    }
  }
  return false;
}

/** The amounts a line prints, in cents. */
export function amountsIn(line: string): number[] {
  return findAmounts(line).map((a) => a.cents);
}

/** The five-digit ZIP codes a line prints. */
export function zipsIn(line: string): string[] {
  return [...line.matchAll(/(?<![\d-])(\d{5})(?:-\d{4})?(?!\d)/g)].map((m) => m[1]!);
}

/** Whether a business name is in a line: its words in order, each within a slip. */
export function nameIn(name: string, line: string): boolean {
  const n = normalise(name)
    .replace(/[^a-z0-9& ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (n.length < MIN_CHARS) return false;
  return printedOn(n, [
    normalise(line)
      .replace(/[^a-z0-9& ]/g, ' ')
      .replace(/\s+/g, ' '),
  ]);
}
