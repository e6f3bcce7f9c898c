/**
 * What extraction produces, whichever extractor ran (PDF text layer, local OCR or Textract):
 * lines of text in reading order with their position and confidence. Field parsing and
 * redaction work on this shape only.
 */
export interface BoundingBox {
  /** Left, top, right, bottom in page units (PDF points or image pixels); y grows downwards. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Word {
  text: string;
  bbox: BoundingBox;
  /** 0-100; 100 for a PDF text layer. */
  confidence: number;
  /** Font size in page units, when the source knows it (a PDF text layer); otherwise estimated from the box. */
  size?: number;
  /** Set when the source knows the weight (a PDF text layer): bold, black, heavy or semibold type. */
  bold?: boolean;
}

export interface TextLine {
  text: string;
  /** 1-based page number. */
  page: number;
  bbox: BoundingBox;
  /** 0-100: the line's mean word confidence; 100 for a PDF text layer. */
  confidence: number;
  words: Word[];
}

export interface PageInfo {
  page: number;
  width: number;
  height: number;
}

export type ExtractionMethod = 'pdf-text' | 'ocr' | 'textract';

export interface ExtractedDocument {
  /** How the text was obtained; a PDF with some image-only pages is 'ocr' for those pages. */
  method: ExtractionMethod;
  /** A short human label for the Extracted Text dialog, e.g. "PDF text layer (mupdf)". */
  methodLabel: string;
  pages: PageInfo[];
  lines: TextLine[];
  /** Lines joined with "\n", pages separated by "\n\n". */
  text: string;
  /** Mean word confidence over the document, 0-100. */
  meanConfidence: number;
}

/** Something the homeowner's file is at fault for: the quote ends in error with this message, and is not retried. */
export class UnreadableDocumentError extends Error {
  override name = 'UnreadableDocumentError';
}
