/**
 * Helpers the field rules share over the document model (functions/document): confidence of part of
 * a line, horizontal overlap, the cell at a character, vertical gaps.
 */
import type { Cell, DocumentModel, Line } from '../document/model.js';

export type { Cell, Line };
/** The document model as the field rules read it. */
export type Layout = DocumentModel;

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
