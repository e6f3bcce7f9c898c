import {
  UnreadableDocumentError,
  type ExtractedDocument,
  type ExtractionMethod,
  type PageInfo,
  type TextLine,
} from './document.js';
import { EXTRACTION_ERRORS } from './errors.js';
import { round1 } from './layout.js';

/** Puts lines and pages together in the shape every extractor returns. Throws when nothing was read. */
export function buildDocument(
  method: ExtractionMethod,
  methodLabel: string,
  pages: PageInfo[],
  lines: TextLine[],
): ExtractedDocument {
  const text = pages
    .map((p) =>
      lines
        .filter((l) => l.page === p.page)
        .map((l) => l.text)
        .join('\n'),
    )
    .filter((pageText) => pageText !== '')
    .join('\n\n');
  if (text.trim() === '') throw new UnreadableDocumentError(EXTRACTION_ERRORS.noText);
  const words = lines.flatMap((l) => l.words);
  const meanConfidence =
    words.length === 0 ? 0 : round1(words.reduce((sum, w) => sum + w.confidence, 0) / words.length);
  return {
    method,
    methodLabel,
    pages: pages.map(({ page, width, height }) => ({ page, width, height })),
    lines,
    text,
    meanConfidence,
  };
}
