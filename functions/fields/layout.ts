/**
 * A layout view of an extracted document that the field rules share: lines with their cells
 * (table cells, or runs of words separated by a wide gap), position on the page and OCR confidence.
 */
import type { BoundingBox, ExtractedDocument, TextLine, Word } from '../extraction/document.js';

export interface Cell {
  text: string;
  /** Character offset of the cell in its line's text. */
  start: number;
  x0: number;
  x1: number;
  /** Mean word confidence, 0-100. */
  confidence: number;
}

export interface Line {
  /** Index in reading order over the whole document. */
  index: number;
  page: number;
  text: string;
  bbox: BoundingBox;
  confidence: number;
  words: Word[];
  cells: Cell[];
  /** Top of the line as a share of the page height (0 top, 1 bottom). */
  top: number;
  /** Typical text height of this line, in page units. */
  height: number;
  pageWidth: number;
  pageHeight: number;
}

export interface Layout {
  lines: Line[];
  /** True when the text came from OCR (confidence is meaningful, characters may be wrong). */
  ocr: boolean;
  /** Median line height over the document, page units. */
  medianHeight: number;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function mean(values: number[], fallback: number): number {
  return values.length ? values.reduce((s, v) => s + v, 0) / values.length : fallback;
}

/**
 * Words of a line matched to its whitespace-separated tokens. When the extractor's words do not line
 * up with the text (different tokenisation), positions are spread over the line box in proportion.
 */
function alignedWords(line: TextLine): { token: string; start: number; word: Word }[] {
  const tokens: { token: string; start: number }[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line.text))) tokens.push({ token: m[0], start: m.index });
  const words = line.words.filter((w) => w.text.trim() !== '');
  if (words.length === tokens.length && words.every((w, i) => w.text.trim() === tokens[i]!.token)) {
    return tokens.map((t, i) => ({ ...t, word: words[i]! }));
  }
  const n = Math.max(line.text.length, 1);
  const { x0, x1 } = line.bbox;
  return tokens.map((t) => {
    const a = x0 + ((x1 - x0) * t.start) / n;
    const b = x0 + ((x1 - x0) * (t.start + t.token.length)) / n;
    const overlapping = words.filter((w) => w.bbox.x1 >= a && w.bbox.x0 <= b);
    const confidence = mean(overlapping.map((w) => w.confidence), line.confidence);
    return { ...t, word: { text: t.token, bbox: { x0: a, y0: line.bbox.y0, x1: b, y1: line.bbox.y1 }, confidence } };
  });
}

/** Cells: text split on runs of 2+ spaces, and on word gaps wider than about three characters. */
function cellsOf(line: TextLine, height: number): Cell[] {
  const aligned = alignedWords(line);
  if (aligned.length === 0) return [];
  const groups: (typeof aligned)[] = [[aligned[0]!]];
  for (let i = 1; i < aligned.length; i++) {
    const prev = aligned[i - 1]!;
    const cur = aligned[i]!;
    const between = line.text.slice(prev.start + prev.token.length, cur.start);
    const gap = cur.word.bbox.x0 - prev.word.bbox.x1;
    const charWidth = Math.max((prev.word.bbox.x1 - prev.word.bbox.x0) / Math.max(prev.token.length, 1), height * 0.3);
    if (between.length >= 2 || gap > Math.max(3 * charWidth, 1.5 * height)) groups.push([cur]);
    else groups[groups.length - 1]!.push(cur);
  }
  return groups.map((g) => {
    const first = g[0]!;
    const last = g[g.length - 1]!;
    return {
      text: line.text.slice(first.start, last.start + last.token.length),
      start: first.start,
      x0: Math.min(...g.map((w) => w.word.bbox.x0)),
      x1: Math.max(...g.map((w) => w.word.bbox.x1)),
      confidence: mean(
        g.map((w) => w.word.confidence),
        line.confidence,
      ),
    };
  });
}

export function buildLayout(doc: ExtractedDocument): Layout {
  const pageSize = new Map(doc.pages.map((p) => [p.page, p]));
  const lines: Line[] = [];
  for (const raw of doc.lines) {
    if (raw.text.trim() === '') continue;
    const page = pageSize.get(raw.page);
    const wordHeights = raw.words.map((w) => w.bbox.y1 - w.bbox.y0).filter((h) => h > 0);
    const height = median(wordHeights) || raw.bbox.y1 - raw.bbox.y0 || 10;
    const pageHeight = page?.height || Math.max(...doc.lines.filter((l) => l.page === raw.page).map((l) => l.bbox.y1), 1);
    const pageWidth = page?.width || Math.max(...doc.lines.filter((l) => l.page === raw.page).map((l) => l.bbox.x1), 1);
    lines.push({
      index: lines.length,
      page: raw.page,
      text: raw.text,
      bbox: raw.bbox,
      confidence: raw.confidence,
      words: raw.words,
      cells: cellsOf(raw, height),
      top: raw.bbox.y0 / pageHeight,
      height,
      pageWidth,
      pageHeight,
    });
  }
  return { lines, ocr: doc.method !== 'pdf-text', medianHeight: median(lines.map((l) => l.height)) || 10 };
}

/** Mean confidence of the words that cover characters [start, end) of a line. */
export function confidenceOfRange(line: Line, start: number, end: number): number {
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  const tokens: { start: number; end: number }[] = [];
  while ((m = re.exec(line.text))) tokens.push({ start: m.index, end: m.index + m[0].length });
  const words = line.words.filter((w) => w.text.trim() !== '');
  if (words.length !== tokens.length) return line.confidence;
  const hit = tokens.map((t, i) => ({ t, w: words[i]! })).filter(({ t }) => t.end > start && t.start < end);
  return hit.length ? Math.min(...hit.map(({ w }) => w.confidence)) : line.confidence;
}

/** Horizontal overlap of two x ranges as a share of the narrower one. */
export function xOverlap(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  const overlap = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const narrower = Math.max(Math.min(a.x1 - a.x0, b.x1 - b.x0), 1);
  return overlap / narrower;
}

/** The cell of a line that contains character offset `at`. */
export function cellAt(line: Line, at: number): Cell | undefined {
  return line.cells.find((c) => at >= c.start && at < c.start + c.text.length) ?? line.cells[line.cells.length - 1];
}

/** Vertical gap between two lines on the same page, in multiples of the typical line height. */
export function gapInLines(upper: Line, lower: Line): number {
  if (upper.page !== lower.page) return Infinity;
  return (lower.bbox.y0 - upper.bbox.y1) / Math.max(Math.min(upper.height, lower.height), 1);
}
