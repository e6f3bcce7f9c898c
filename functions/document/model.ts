/**
 * The document model every field reads, whichever extractor produced the words (a PDF text layer,
 * OCR of a photo or scan, or Amazon Textract): lines in reading order with their cells, font size,
 * weight and confidence; blocks of text stacked in one column; tables found by column alignment;
 * and key–value pairs found by position (a label left of or above its value). It is built once per
 * document, right after extraction, and handed from pipeline step to step.
 */
import type { BoundingBox, ExtractionMethod, PageInfo, Word } from '../extraction/document.js';

/** A run of words on a line with a wide gap before and after it: a table cell, a label, a value. */
export interface Cell {
  text: string;
  /** Character offset of the cell in its line's text. */
  start: number;
  x0: number;
  x1: number;
  /** Mean word confidence, 0-100. */
  confidence: number;
  /** Font size (text layer) or the size estimated from the word boxes (OCR), in page units. */
  size: number;
  bold: boolean;
  /** The block the cell belongs to. */
  block: number;
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
  /** Typical height of the line's words, page units. */
  height: number;
  /** Typical font size of the line, page units (see Cell.size). */
  size: number;
  /** Most of the line is bold. */
  bold: boolean;
  pageWidth: number;
  pageHeight: number;
}

/** A place in the text: characters [start, end) of a line. */
export interface Span {
  line: number;
  start: number;
  end: number;
}

/** Cells stacked in one column with ordinary line spacing: a paragraph, an address block, a letterhead. */
export interface Block {
  index: number;
  page: number;
  bbox: BoundingBox;
  /** The block's cells, top to bottom. */
  parts: { line: number; cell: number }[];
  /** The cells' text, one per line. */
  text: string;
}

export interface TableColumn {
  /** The column spans its cells (not its header's centre). */
  x0: number;
  x1: number;
  header: string | null;
}

export interface TableCell {
  text: string;
  spans: Span[];
}

export interface TableRow {
  /** Lines of the row: the first, then continuation lines (a description that wraps). */
  lines: number[];
  /** One entry per column; null where the row has nothing in that column. */
  cells: (TableCell | null)[];
}

export interface Table {
  index: number;
  page: number;
  /** The header line, or null when the table was given without one (Textract). */
  header: number | null;
  columns: TableColumn[];
  rows: TableRow[];
  /** Line index just after the table's last row. */
  end: number;
}

export interface KeyValue {
  /** The label as printed, without its colon: "Install address", "Bill to". */
  key: string;
  /** Where the label is. */
  keySpan: Span;
  value: string;
  /** Where the value is: the rest of the label's cell, the next cell, or the lines below. */
  valueSpans: Span[];
  relation: 'inline' | 'right' | 'below';
}

export interface DocumentModel {
  method: ExtractionMethod;
  methodLabel: string;
  pages: PageInfo[];
  lines: Line[];
  blocks: Block[];
  tables: Table[];
  keyValues: KeyValue[];
  /** Lines joined with "\n", pages separated by "\n\n". */
  text: string;
  /** Mean word confidence over the document, 0-100. */
  meanConfidence: number;
  /** The text came from OCR: confidence is meaningful and characters may be wrong. */
  ocr: boolean;
  /** Median line height and font size over the document, page units. */
  medianHeight: number;
  medianSize: number;
}

/** The text of a span. */
export function spanText(model: Pick<DocumentModel, 'lines'>, span: Span): string {
  return model.lines[span.line]?.text.slice(span.start, span.end) ?? '';
}
