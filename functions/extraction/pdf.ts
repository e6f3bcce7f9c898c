import { UnreadableDocumentError, type TextLine } from './document.js';
import { openPdfInWorker } from './document-worker.js';
import { EXTRACTION_ERRORS } from './errors.js';
import type { GrayImage } from './image.js';
import { roundBox } from './layout.js';

/** A scanned page rendered for OCR: one gray channel, row by row, at `dpi` pixels per inch. */
export interface PageImage extends GrayImage {
  dpi: number;
}

/** Recognises one rendered page; returns lines in the rendering's pixel space (72/dpi of a point). */
export type PageOcr = (image: PageImage, page: number) => Promise<TextLine[]>;

export interface PdfPage {
  page: number;
  /** Page size in PDF points. */
  width: number;
  height: number;
  /** In PDF points, whichever source they came from. */
  lines: TextLine[];
  source: 'text' | 'ocr' | 'blank';
}

export interface PdfExtraction {
  pageCount: number;
  pages: PdfPage[];
}

/** What mupdf made of one page (pdf-pages.ts): its text layer, or a rendering when it is a scan to OCR. */
export interface AnalyzedPage {
  page: PdfPage;
  /** Set when the page is a scan to OCR. */
  image?: PageImage;
}

/**
 * Reads a PDF: the text layer where there is one; pages without (scans) are rendered and OCR'd.
 * mupdf runs in the document worker, under its time and memory budget (document-worker.ts); the
 * OCR runs here, while the worker reads the next pages.
 * Throws UnreadableDocumentError for files the homeowner must fix, including one over the budget.
 */
export async function extractPdf(bytes: Uint8Array, ocr: PageOcr, ocrConcurrency = 1): Promise<PdfExtraction> {
  if (bytes.length === 0) throw new UnreadableDocumentError(EXTRACTION_ERRORS.empty);
  const document = await openPdfInWorker(bytes);
  try {
    const { pageCount } = document;
    const pages: PdfPage[] = [];
    const inFlight: Array<Promise<void>> = [];
    let unreadablePages = 0;
    for (let index = 0; index < pageCount; index++) {
      const pageNumber = index + 1;
      let analyzed: AnalyzedPage;
      try {
        analyzed = await document.analyzePage(index);
      } catch (error) {
        // Over budget: nothing more can be read.
        if (error instanceof UnreadableDocumentError) throw error;
        // One damaged page (bad content stream, missing object) should not cost the others.
        unreadablePages++;
        continue;
      }
      pages.push(analyzed.page);
      const { page, image } = analyzed;
      if (!image) continue;
      // Scans are OCR'd while the next pages are read; at most `ocrConcurrency` at once, so only
      // that many page images are held in memory.
      if (inFlight.length >= ocrConcurrency) await inFlight.shift();
      const toPoints = 72 / image.dpi;
      const recognised = ocr(image, pageNumber).then((lines) => {
        page.lines = lines.map((line) => scaleLine(line, toPoints));
      });
      recognised.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
      inFlight.push(recognised);
    }
    await Promise.all(inFlight);
    if (unreadablePages === pageCount) throw new UnreadableDocumentError(EXTRACTION_ERRORS.notPdf);
    if (pages.every((p) => p.source === 'blank')) throw new UnreadableDocumentError(EXTRACTION_ERRORS.nothingToRead);
    return { pageCount, pages };
  } finally {
    await document.close();
  }
}

/**
 * The checks extractPdf makes before reading any page (empty, damaged, cut off, password, page
 * limit, the structural limits of pdf-limits.ts), for callers that send the file elsewhere to be
 * read. Returns the page count.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pageCount: number }> {
  if (bytes.length === 0) throw new UnreadableDocumentError(EXTRACTION_ERRORS.empty);
  const document = await openPdfInWorker(bytes);
  await document.close();
  return { pageCount: document.pageCount };
}

function scaleLine(line: TextLine, factor: number): TextLine {
  const box = (b: TextLine['bbox']) =>
    roundBox({ x0: b.x0 * factor, y0: b.y0 * factor, x1: b.x1 * factor, y1: b.y1 * factor });
  return { ...line, bbox: box(line.bbox), words: line.words.map((w) => ({ ...w, bbox: box(w.bbox) })) };
}

/**
 * The scanned pages among the first `max` pages of a PDF, as rendered for OCR, for a reader whose words
 * came from elsewhere (Textract): page images in the frame of the page. Damaged pages are skipped.
 */
export async function scannedPages(bytes: Uint8Array, max: number): Promise<{ page: number; image: PageImage }[]> {
  const document = await openPdfInWorker(bytes);
  try {
    const scans: { page: number; image: PageImage }[] = [];
    for (let index = 0; index < Math.min(document.pageCount, max); index++) {
      let analyzed: AnalyzedPage;
      try {
        analyzed = await document.analyzePage(index);
      } catch (error) {
        if (error instanceof UnreadableDocumentError) throw error;
        continue;
      }
      if (analyzed.image) scans.push({ page: index + 1, image: analyzed.image });
    }
    return scans;
  } finally {
    await document.close();
  }
}
