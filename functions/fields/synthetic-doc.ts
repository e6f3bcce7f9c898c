/**
 * Builds an ExtractedDocument from plain text for tests: one line per text line, characters 6 units wide,
 * lines 14 units apart, so columns written with spaces line up as they would on a page.
 * "\f" starts a new page. Options make it OCR output with a given word confidence.
 */
import { buildDocumentModel } from '../document/build.js';
import type { DocumentModel } from '../document/model.js';
import type { ExtractedDocument, TextLine, Word } from '../extraction/document.js';

export interface SyntheticOptions {
  ocr?: boolean;
  /** Word confidence, 0-100 (default 100 for text, 90 for OCR). */
  confidence?: number;
  /** Confidence for words matching this pattern (to simulate a hard-to-read value). */
  lowConfidence?: { match: RegExp; confidence: number };
  /** Line height in units (default 10); larger lines read as bigger type. */
  heights?: Record<number, number>;
}

const CHAR = 6;
const PITCH = 14;
const PAGE = { width: 612, height: 792 };

export function syntheticDoc(text: string, options: SyntheticOptions = {}): DocumentModel {
  return buildDocumentModel(syntheticExtraction(text, options));
}

/** What an extractor would have read from `text`, before the document model is built. */
export function syntheticExtraction(text: string, options: SyntheticOptions = {}): ExtractedDocument {
  const ocr = options.ocr ?? false;
  const base = options.confidence ?? (ocr ? 90 : 100);
  const lines: TextLine[] = [];
  const pages = text.split('\f');
  pages.forEach((pageText, p) => {
    pageText.split('\n').forEach((raw, i) => {
      const lineText = raw.replace(/\s+$/, '');
      if (lineText.trim() === '') return;
      const height = options.heights?.[lines.length] ?? 10;
      const y0 = 20 + i * PITCH;
      const words: Word[] = [];
      for (const m of lineText.matchAll(/\S+/g)) {
        const low = options.lowConfidence && options.lowConfidence.match.test(m[0]);
        words.push({
          text: m[0],
          bbox: { x0: 20 + m.index! * CHAR, y0, x1: 20 + (m.index! + m[0].length) * CHAR, y1: y0 + height },
          confidence: low ? options.lowConfidence!.confidence : base,
        });
      }
      const start = lineText.length - lineText.trimStart().length;
      lines.push({
        text: lineText.trim(),
        page: p + 1,
        bbox: { x0: 20 + start * CHAR, y0, x1: 20 + lineText.length * CHAR, y1: y0 + height },
        confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
        words,
      });
    });
  });
  const allWords = lines.flatMap((l) => l.words);
  return {
    method: ocr ? 'ocr' : 'pdf-text',
    methodLabel: ocr ? 'OCR (test)' : 'PDF text layer (test)',
    pages: pages.map((_, i) => ({ page: i + 1, ...PAGE })),
    lines,
    text: pages
      .map((_, i) =>
        lines
          .filter((l) => l.page === i + 1)
          .map((l) => l.text)
          .join('\n'),
      )
      .join('\n\n'),
    meanConfidence: allWords.length ? allWords.reduce((s, w) => s + w.confidence, 0) / allWords.length : 0,
  };
}
