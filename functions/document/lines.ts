/**
 * Lines of the model from the extractor's lines: each split into cells at wide gaps, with its size,
 * weight, confidence and place on the page.
 */
import type { ExtractedDocument, TextLine, Word } from '../extraction/document.js';
import type { Cell, Line } from './model.js';

/** OCR word boxes are about this share of the font size tall (cap height plus some descenders). */
const BOX_TO_FONT_SIZE = 0.72;
/** A gap wider than this many text heights (or three character widths) separates two cells. */
const CELL_GAP_HEIGHTS = 1.5;
const CELL_GAP_CHARS = 3;

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function mean(values: number[], fallback: number): number {
  return values.length ? values.reduce((s, v) => s + v, 0) / values.length : fallback;
}

export interface Token {
  token: string;
  start: number;
  word: Word;
}

/**
 * The line's whitespace-separated tokens with the word that covers each. When the extractor's words do
 * not line up with the text (runs joined inside a word), positions are spread over the line box.
 */
export function tokens(line: TextLine): Token[] {
  const found: { token: string; start: number }[] = [];
  for (const m of line.text.matchAll(/\S+/g)) found.push({ token: m[0], start: m.index! });
  const words = line.words.filter((w) => w.text.trim() !== '');
  if (words.length === found.length && words.every((w, i) => w.text.trim() === found[i]!.token)) {
    return found.map((t, i) => ({ ...t, word: words[i]! }));
  }
  const n = Math.max(line.text.length, 1);
  const { x0, x1 } = line.bbox;
  return found.map((t) => {
    const a = x0 + ((x1 - x0) * t.start) / n;
    const b = x0 + ((x1 - x0) * (t.start + t.token.length)) / n;
    const overlapping = words.filter((w) => w.bbox.x1 >= a && w.bbox.x0 <= b);
    const first = overlapping[0];
    return {
      ...t,
      word: {
        text: t.token,
        bbox: { x0: a, y0: line.bbox.y0, x1: b, y1: line.bbox.y1 },
        confidence: mean(
          overlapping.map((w) => w.confidence),
          line.confidence,
        ),
        ...(first?.size !== undefined ? { size: first.size } : {}),
        ...(first?.bold !== undefined ? { bold: overlapping.some((w) => w.bold) } : {}),
      },
    };
  });
}

/** Font size of some words: the text layer's when known, else estimated from the boxes. */
function sizeOf(words: Word[]): number {
  const known = words.map((w) => w.size).filter((s): s is number => typeof s === 'number' && s > 0);
  if (known.length) return median(known);
  return median(words.map((w) => w.bbox.y1 - w.bbox.y0).filter((h) => h > 0)) / BOX_TO_FONT_SIZE || 10;
}

function boldOf(words: Word[]): boolean {
  const chars = words.reduce((n, w) => n + w.text.length, 0);
  const bold = words.filter((w) => w.bold).reduce((n, w) => n + w.text.length, 0);
  return chars > 0 && bold * 2 > chars;
}

/** Cells: text split on runs of two or more spaces, and on word gaps wider than a few characters. */
function cellsOf(line: TextLine, height: number): Omit<Cell, 'block'>[] {
  const aligned = tokens(line);
  if (aligned.length === 0) return [];
  const groups: Token[][] = [[aligned[0]!]];
  for (let i = 1; i < aligned.length; i++) {
    const prev = aligned[i - 1]!;
    const cur = aligned[i]!;
    const between = line.text.slice(prev.start + prev.token.length, cur.start);
    const gap = cur.word.bbox.x0 - prev.word.bbox.x1;
    const charWidth = Math.max((prev.word.bbox.x1 - prev.word.bbox.x0) / Math.max(prev.token.length, 1), height * 0.3);
    if (between.length >= 2 || gap > Math.max(CELL_GAP_CHARS * charWidth, CELL_GAP_HEIGHTS * height))
      groups.push([cur]);
    else groups[groups.length - 1]!.push(cur);
  }
  return groups.map((g) => {
    const first = g[0]!;
    const last = g[g.length - 1]!;
    const words = g.map((t) => t.word);
    return {
      text: line.text.slice(first.start, last.start + last.token.length),
      start: first.start,
      x0: Math.min(...words.map((w) => w.bbox.x0)),
      x1: Math.max(...words.map((w) => w.bbox.x1)),
      confidence: mean(
        words.map((w) => w.confidence),
        line.confidence,
      ),
      size: sizeOf(words),
      bold: boldOf(words),
    };
  });
}

/** The model's lines, in the extractor's reading order; blank lines are dropped. */
export function buildLines(doc: ExtractedDocument): Line[] {
  const pageSize = new Map(doc.pages.map((p) => [p.page, p]));
  const extent = (page: number, side: 'x1' | 'y1') =>
    Math.max(1, ...doc.lines.filter((l) => l.page === page).map((l) => l.bbox[side]));
  const lines: Line[] = [];
  for (const raw of doc.lines) {
    if (raw.text.trim() === '') continue;
    const page = pageSize.get(raw.page);
    const height =
      median(raw.words.map((w) => w.bbox.y1 - w.bbox.y0).filter((h) => h > 0)) || raw.bbox.y1 - raw.bbox.y0 || 10;
    const pageHeight = page?.height || extent(raw.page, 'y1');
    const pageWidth = page?.width || extent(raw.page, 'x1');
    lines.push({
      index: lines.length,
      page: raw.page,
      text: raw.text,
      bbox: raw.bbox,
      confidence: raw.confidence,
      words: raw.words,
      cells: cellsOf(raw, height).map((c) => ({ ...c, block: -1 })),
      top: raw.bbox.y0 / pageHeight,
      height,
      size: sizeOf(raw.words),
      bold: boldOf(raw.words),
      pageWidth,
      pageHeight,
    });
  }
  return lines;
}
