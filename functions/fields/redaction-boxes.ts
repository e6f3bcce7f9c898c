/**
 * Where on its page each replaced piece of the customer's details was printed: the boxes of the words a
 * replaced span covers, so that a page image sent to a model can have them painted over
 * (extraction/page-images.ts). Boxes are in the page units of the document model, a little larger than
 * the words, so that a descender or an OCR box drawn tight still ends under the paint.
 */
import type { BoundingBox } from '../extraction/document.js';
import { tokens } from '../document/lines.js';
import type { DocumentModel, Line } from '../document/model.js';
import { isInstruction } from './reader-instructions.js';

export interface RedactedBox {
  /** 1-based page number. */
  page: number;
  bbox: BoundingBox;
}

/** Share of the line's height added around each box. */
const PAD = 0.25;

/** The boxes of the words that characters [start, end) of the line cover, one box per span. */
export function spanBoxes(line: Line, spans: { start: number; end: number }[]): RedactedBox[] {
  if (!spans.length) return [];
  const words = tokens(line);
  const pad = PAD * (line.bbox.y1 - line.bbox.y0);
  const boxes: RedactedBox[] = [];
  for (const span of spans) {
    const covered = words.filter((t) => t.start < span.end && t.start + t.token.length > span.start);
    // A span the words cannot be found for is painted over with its whole line.
    const parts = covered.length ? covered.map((t) => t.word.bbox) : [line.bbox];
    boxes.push({
      page: line.page,
      bbox: {
        x0: Math.min(...parts.map((b) => b.x0)) - pad,
        y0: Math.min(...parts.map((b) => b.y0)) - pad,
        x1: Math.max(...parts.map((b) => b.x1)) + pad,
        y1: Math.max(...parts.map((b) => b.y1)) + pad,
      },
    });
  }
  return boxes;
}

/** The lines written to an automated reader rather than to the homeowner (reader-instructions.ts), whole. */
export function instructionBoxes(doc: Pick<DocumentModel, 'lines'>): RedactedBox[] {
  return doc.lines
    .filter((line) => isInstruction(line.text))
    .map((line) => spanBoxes(line, [{ start: 0, end: line.text.length }])[0]!);
}
