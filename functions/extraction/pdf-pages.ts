import * as mupdf from 'mupdf';
import { UnreadableDocumentError, type Word } from './document.js';
import { EXTRACTION_ERRORS } from './errors.js';
import { round1, round2, roundBox, segmentsToLines, type Segment } from './layout.js';
import { MAX_PDF_PAGES } from './limits.js';
import { checkPdfLimits, ocrRenderDpi, type PdfMeasurements } from './pdf-limits.js';
import type { AnalyzedPage } from './pdf.js';

/**
 * Everything mupdf does with a PDF: open it, check it against the limits, and read each page (its
 * text layer, or a rendering when it is a scan). Synchronous WASM: this module runs in the document
 * worker (document-worker.ts), under its time and memory budget, never in the server or handler
 * process itself.
 */

// mupdf prints repair warnings to stderr; whether a file was repaired is asked for directly instead.
mupdf.setLog({ warning: () => {}, error: () => {} });

/** Fewer visible characters than this and the page is treated as an image to OCR. */
const MIN_TEXT_CHARS = 20;
/** A page mostly covered by images with little text is a scan with a stamp or a header: OCR it too. */
const SCAN_IMAGE_COVERAGE = 0.5;
const SCAN_MAX_TEXT_CHARS = 200;

export interface OpenedPdf {
  pageCount: number;
  measurements: PdfMeasurements;
  /** Reads one page (0-based); throws for a damaged page. */
  analyzePage(index: number): AnalyzedPage;
  close(): void;
}

/**
 * Opens a PDF and makes every check that needs no page read: empty, damaged, cut off, password,
 * page count, then the structural limits (pdf-limits.ts). Throws UnreadableDocumentError.
 */
export function openPdf(bytes: Uint8Array): OpenedPdf {
  const document = openDocument(bytes);
  try {
    const pageCount = document.countPages();
    if (pageCount === 0) throw new UnreadableDocumentError(EXTRACTION_ERRORS.notPdf);
    if (pageCount > MAX_PDF_PAGES) throw new UnreadableDocumentError(EXTRACTION_ERRORS.tooManyPages(pageCount));
    const pdf = document.asPDF();
    if (!pdf) throw new UnreadableDocumentError(EXTRACTION_ERRORS.notPdf);
    const measurements = checkPdfLimits(pdf);
    return {
      pageCount,
      measurements,
      analyzePage: (index) => analyzePage(document, index, index + 1),
      close: () => document.destroy(),
    };
  } catch (error) {
    document.destroy();
    throw error;
  }
}

function openDocument(bytes: Uint8Array): mupdf.Document {
  if (bytes.length === 0) throw new UnreadableDocumentError(EXTRACTION_ERRORS.empty);
  let document: mupdf.Document;
  try {
    document = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch (error) {
    throw new UnreadableDocumentError(EXTRACTION_ERRORS.notPdf, { cause: error });
  }
  try {
    if (document.needsPassword()) throw new UnreadableDocumentError(EXTRACTION_ERRORS.encrypted);
    // mupdf rebuilds a broken cross-reference table by scanning the file. That rescues sloppy
    // generators, but a file that also lacks its end marker was cut off in transit.
    if (document.asPDF()?.wasRepaired() && !hasEofMarker(bytes))
      throw new UnreadableDocumentError(EXTRACTION_ERRORS.truncated);
    return document;
  } catch (error) {
    document.destroy();
    throw error;
  }
}

/** Everything mupdf does for one page: its text layer, or a rendering when the page is a scan. */
function analyzePage(document: mupdf.Document, index: number, pageNumber: number): AnalyzedPage {
  const page = document.loadPage(index);
  try {
    const [left, top, right, bottom] = page.getBounds();
    const width = right - left;
    const height = bottom - top;
    const base = { page: pageNumber, width: round2(width), height: round2(height) };
    const content = readTextLayer(page, left, top);
    const visibleChars = content.segments.reduce((n, s) => n + s.text.replace(/\s/g, '').length, 0);
    const imageCoverage = content.imageArea / Math.max(1, width * height);
    const isScan =
      visibleChars < MIN_TEXT_CHARS || (imageCoverage >= SCAN_IMAGE_COVERAGE && visibleChars < SCAN_MAX_TEXT_CHARS);
    if (!isScan) return { page: { ...base, lines: segmentsToLines(content.segments, pageNumber), source: 'text' } };
    if (visibleChars === 0 && isBlank(page, width, height)) return { page: { ...base, lines: [], source: 'blank' } };
    return { page: { ...base, lines: [], source: 'ocr' }, image: renderForOcr(page, width, height) };
  } finally {
    page.destroy();
  }
}

interface PageContent {
  segments: Segment[];
  imageArea: number;
}

/** Walks mupdf's structured text: one Segment per stext line, words split on whitespace with their glyph boxes. */
function readTextLayer(page: mupdf.Page, left: number, top: number): PageContent {
  const stext = page.toStructuredText('preserve-whitespace,preserve-images');
  const segments: Segment[] = [];
  let imageArea = 0;
  let chars: PdfChar[] = [];
  try {
    stext.walk({
      onImageBlock(bbox) {
        imageArea += Math.max(0, bbox[2] - bbox[0]) * Math.max(0, bbox[3] - bbox[1]);
      },
      beginLine() {
        chars = [];
      },
      onChar(c, origin, font, size, quad) {
        chars.push({ c, quad, originY: origin[1], size, bold: isBoldFont(font) });
      },
      endLine() {
        const segment = toSegment(chars, left, top);
        if (segment) segments.push(segment);
      },
    });
  } finally {
    stext.destroy();
  }
  return { segments, imageArea };
}

interface PdfChar {
  c: string;
  quad: mupdf.Quad;
  originY: number;
  size: number;
  bold: boolean;
}

/** Bold, black, heavy, semibold or demibold type, by the font's flags or its name. */
function isBoldFont(font: mupdf.Font): boolean {
  try {
    return font.isBold() || /bold|black|heavy|semi|demi/i.test(font.getName());
  } catch {
    return false;
  }
}

/** Typographic ligatures (ﬁ, ﬂ, ﬀ …) as the letters they stand for, so "Springﬁeld" reads as "Springfield". */
function unligature(c: string): string {
  return /[\uFB00-\uFB06]/.test(c) ? c.normalize('NFKC') : c;
}

function toSegment(chars: PdfChar[], left: number, top: number): Segment | undefined {
  const words: Word[] = [];
  let text = '';
  let current:
    { text: string; x0: number; y0: number; x1: number; y1: number; sizes: number[]; bold: number } | undefined;
  const flush = () => {
    if (current) {
      const sizes = current.sizes.sort((a, b) => a - b);
      words.push({
        text: current.text,
        bbox: roundBox(current),
        confidence: 100,
        size: round1(sizes[Math.floor(sizes.length / 2)]!),
        bold: current.bold * 2 > current.sizes.length,
      });
    }
    current = undefined;
  };
  for (const { c: raw, quad, size, bold } of chars) {
    const c = unligature(raw);
    text += c;
    if (/\s/.test(c)) {
      flush();
      continue;
    }
    const x0 = Math.min(quad[0], quad[4]) - left;
    const x1 = Math.max(quad[2], quad[6]) - left;
    const y0 = Math.min(quad[1], quad[3]) - top;
    const y1 = Math.max(quad[5], quad[7]) - top;
    if (!current) current = { text: c, x0, y0, x1, y1, sizes: [size], bold: bold ? 1 : 0 };
    else {
      current.text += c;
      current.x0 = Math.min(current.x0, x0);
      current.y0 = Math.min(current.y0, y0);
      current.x1 = Math.max(current.x1, x1);
      current.y1 = Math.max(current.y1, y1);
      current.sizes.push(size);
      if (bold) current.bold++;
    }
  }
  flush();
  if (words.length === 0) return undefined;
  const sizes = chars.map((ch) => ch.size).sort((a, b) => a - b);
  const baselines = chars
    .filter((ch) => !/\s/.test(ch.c))
    .map((ch) => ch.originY)
    .sort((a, b) => a - b);
  const bbox = roundBox({
    x0: Math.min(...words.map((w) => w.bbox.x0)),
    y0: Math.min(...words.map((w) => w.bbox.y0)),
    x1: Math.max(...words.map((w) => w.bbox.x1)),
    y1: Math.max(...words.map((w) => w.bbox.y1)),
  });
  return {
    text: text.replace(/\s+/g, (ws) => (ws.length > 1 ? '  ' : ' ')).trim(),
    bbox,
    words,
    baseline: baselines[Math.floor(baselines.length / 2)]! - top,
    size: sizes[Math.floor(sizes.length / 2)] || 10,
  };
}

/** Renders at a low resolution and looks for any ink at all. */
function isBlank(page: mupdf.Page, width: number, height: number): boolean {
  const scale = Math.min(36 / 72, 600 / Math.max(width, height, 1));
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
  try {
    const pixels = pixmap.getPixels();
    for (let i = 0; i < pixels.length; i++) if (pixels[i]! < 200) return false;
    return true;
  } finally {
    pixmap.destroy();
  }
}

function renderForOcr(page: mupdf.Page, width: number, height: number): NonNullable<AnalyzedPage['image']> {
  const dpi = ocrRenderDpi(width, height);
  const scale = dpi / 72;
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
  try {
    const w = pixmap.getWidth();
    const h = pixmap.getHeight();
    const stride = pixmap.getStride();
    const samples = pixmap.getPixels();
    const data = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) data.set(samples.subarray(y * stride, y * stride + w), y * w);
    return { data, width: w, height: h, dpi };
  } finally {
    pixmap.destroy();
  }
}

function hasEofMarker(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(Math.max(0, bytes.length - 2048));
  return tail.includes('%%EOF');
}
