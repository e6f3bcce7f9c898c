import type { BoundingBox, TextLine, Word } from './document.js';

/**
 * A run of text on one baseline as a PDF text layer or an OCR engine reports it. Table cells
 * often come as separate runs at the same height; `segmentsToLines` puts them back on one line.
 */
export interface Segment {
  text: string;
  bbox: BoundingBox;
  words: Word[];
  /** y of the baseline (or of the bottom of the text when unknown). */
  baseline: number;
  /** Font size (PDF) or line height (OCR), in the same units as the boxes. */
  size: number;
}

/** Baselines closer than this fraction of the smaller text size are the same visual line. */
const SAME_ROW_TOLERANCE = 0.35;
/** Gaps (in text sizes) below which runs are joined directly, with one space, or as separate cells. */
const JOIN_GAP = 0.15;
const WORD_GAP = 0.8;
/** Cells of one row are separated by this, so "Description  Qty  Unit price  Total" stays readable as columns. */
export const CELL_SEPARATOR = '  ';

/**
 * Groups runs into visual lines, top to bottom, and each line's runs left to right. Runs at the same
 * baseline that do not overlap horizontally are one line; wide gaps between them become two spaces.
 */
export function segmentsToLines(segments: Segment[], page: number): TextLine[] {
  const rows: Segment[][] = [];
  const sorted = segments
    .filter((s) => s.text.trim() !== '')
    .sort((a, b) => a.baseline - b.baseline || a.bbox.x0 - b.bbox.x0);
  for (const segment of sorted) {
    const row = findRow(rows, segment);
    if (row) row.push(segment);
    else rows.push([segment]);
  }
  rows.sort((a, b) => rowBaseline(a) - rowBaseline(b) || a[0]!.bbox.x0 - b[0]!.bbox.x0);
  return rows.map((row) => joinRow(row, page));
}

function findRow(rows: Segment[][], segment: Segment): Segment[] | undefined {
  // Only the last few rows can be at the same height, since segments come sorted by baseline.
  for (let i = rows.length - 1; i >= 0 && i >= rows.length - 6; i--) {
    const row = rows[i]!;
    const anchor = row[0]!;
    const tolerance = SAME_ROW_TOLERANCE * Math.min(anchor.size, segment.size);
    if (Math.abs(anchor.baseline - segment.baseline) > tolerance) continue;
    if (row.some((other) => overlapsHorizontally(other.bbox, segment.bbox))) continue;
    return row;
  }
  return undefined;
}

function overlapsHorizontally(a: BoundingBox, b: BoundingBox): boolean {
  const overlap = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  return overlap > 0.3 * Math.min(a.x1 - a.x0, b.x1 - b.x0);
}

function rowBaseline(row: Segment[]): number {
  return row[0]!.baseline;
}

function joinRow(row: Segment[], page: number): TextLine {
  row.sort((a, b) => a.bbox.x0 - b.bbox.x0);
  let text = '';
  const words: Word[] = [];
  let previous: Segment | undefined;
  for (const segment of row) {
    const piece = segment.text.trim();
    if (previous) {
      const size = Math.min(previous.size, segment.size);
      const gap = segment.bbox.x0 - previous.bbox.x1;
      text += gap < JOIN_GAP * size ? '' : gap < WORD_GAP * size ? ' ' : CELL_SEPARATOR;
    }
    text += piece;
    words.push(...segment.words);
    previous = segment;
  }
  const bbox = unionBoxes(row.map((s) => s.bbox));
  return { text, page, bbox, confidence: meanConfidence(words), words };
}

export function unionBoxes(boxes: BoundingBox[]): BoundingBox {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x0);
    y0 = Math.min(y0, b.y0);
    x1 = Math.max(x1, b.x1);
    y1 = Math.max(y1, b.y1);
  }
  return boxes.length === 0 ? { x0: 0, y0: 0, x1: 0, y1: 0 } : { x0, y0, x1, y1 };
}

export function meanConfidence(words: Word[]): number {
  if (words.length === 0) return 0;
  return round1(words.reduce((sum, w) => sum + w.confidence, 0) / words.length);
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export function roundBox(b: BoundingBox): BoundingBox {
  return { x0: round1(b.x0), y0: round1(b.y0), x1: round1(b.x1), y1: round1(b.y1) };
}
