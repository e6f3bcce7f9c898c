/**
 * Checks a PDF against the limits in limits.ts from its structure alone, before any page is
 * interpreted or rendered: object count, page sizes and the pixels they would render to, declared
 * image sizes, decompressed stream sizes (measured with a cap, never decompressing a bomb), and the
 * content each page would make mupdf interpret (form XObjects counted each time they are drawn,
 * tiling patterns by their number of tiles). Costs a few milliseconds on an ordinary quote.
 *
 * A file over a limit is the homeowner's to fix: UnreadableDocumentError, with the measurement in
 * its `cause` for the logs. What these checks cannot see (a slow font, an object stream bomb) is
 * left to the reader's time and memory budget.
 */
import type * as mupdf from 'mupdf';
import { UnreadableDocumentError } from './document.js';
import { EXTRACTION_ERRORS, tooComplex } from './errors.js';
import {
  MAX_PAGE_AREA_SQUARE_INCHES,
  MAX_PAGE_CONTENT_BYTES,
  MAX_PAGE_SIDE_INCHES,
  MAX_PDF_OBJECTS,
  MAX_RENDER_PIXELS,
  MAX_RENDER_SIDE_PX,
} from './limits.js';
import { ContentWalk } from './pdf-content-walk.js';
import { at, numberOf, rectOf } from './pdf-objects.js';
import { measureStreams } from './pdf-stream-sizes.js';

/** Scanned pages are rendered at this resolution for OCR (Tesseract is tuned for ~300 dpi). */
export const OCR_RENDER_DPI = 300;

/** The resolution a page of this size (points) is rendered at for OCR: 300 dpi, less for a page too large for MAX_RENDER_SIDE_PX. */
export function ocrRenderDpi(width: number, height: number): number {
  return Math.min(OCR_RENDER_DPI, (MAX_RENDER_SIDE_PX / Math.max(width, height, 1)) * 72);
}

/** What the checks measured (for tests and logs). */
export interface PdfMeasurements {
  objects: number;
  pages: number;
  imagePixels: number;
  decodedBytes: number;
  /** The most content any one page makes mupdf interpret. */
  maxPageContentBytes: number;
  maxPatternTiles: number;
}

export function checkPdfLimits(doc: mupdf.PDFDocument): PdfMeasurements {
  const objects = doc.countObjects();
  if (objects > MAX_PDF_OBJECTS) throw tooComplex(`${objects} objects (limit ${MAX_PDF_OBJECTS})`);
  const pages = doc.countPages();
  const sizes: Array<{ width: number; height: number }> = [];
  for (let index = 0; index < pages; index++) sizes.push(checkPageSize(doc, index));

  const streams = measureStreams(doc, objects);
  const measured: PdfMeasurements = {
    objects,
    pages,
    imagePixels: streams.imagePixels,
    decodedBytes: streams.decodedBytes,
    maxPageContentBytes: 0,
    maxPatternTiles: 0,
  };
  for (let index = 0; index < pages; index++) {
    const { width, height } = sizes[index]!;
    const walk = new ContentWalk(streams.info, Math.max(1, width * height));
    let bytes: number;
    try {
      bytes = walk.page(doc.findPage(index), index);
    } catch (error) {
      if (error instanceof UnreadableDocumentError) throw error;
      continue; // a damaged page: reading it fails on its own, and costs the other pages nothing
    }
    if (bytes > MAX_PAGE_CONTENT_BYTES)
      throw tooComplex(`page ${index + 1} draws more than ${MAX_PAGE_CONTENT_BYTES} bytes of content`);
    measured.maxPageContentBytes = Math.max(measured.maxPageContentBytes, bytes);
    measured.maxPatternTiles = Math.max(measured.maxPatternTiles, walk.maxTiles);
  }
  return measured;
}

/** The page's size in points (MediaBox cut to the CropBox, times UserUnit), refused when too large to read. */
function checkPageSize(doc: mupdf.PDFDocument, index: number): { width: number; height: number } {
  let box: number[] | undefined;
  let unit = 1;
  try {
    const page = doc.findPage(index);
    box = rectOf(page.getInheritable('MediaBox'));
    const crop = rectOf(page.getInheritable('CropBox'));
    if (box && crop)
      box = [
        Math.max(box[0]!, crop[0]!),
        Math.max(box[1]!, crop[1]!),
        Math.min(box[2]!, crop[2]!),
        Math.min(box[3]!, crop[3]!),
      ];
    const userUnit = numberOf(at(page, 'UserUnit'));
    if (userUnit && userUnit > 0) unit = userUnit;
  } catch {
    return { width: 612, height: 792 }; // mupdf falls back to Letter, or fails on the page
  }
  if (!box) return { width: 612, height: 792 };
  const width = Math.abs(box[2]! - box[0]!) * unit;
  const height = Math.abs(box[3]! - box[1]!) * unit;
  if (!Number.isFinite(width) || !Number.isFinite(height)) throw tooComplex(`page ${index + 1} has no finite size`);
  const side = MAX_PAGE_SIDE_INCHES * 72;
  if (width > side || height > side || (width / 72) * (height / 72) > MAX_PAGE_AREA_SQUARE_INCHES) {
    throw new UnreadableDocumentError(EXTRACTION_ERRORS.pageTooLarge(width, height), {
      cause: new Error(`page ${index + 1} is ${width} × ${height} pt`),
    });
  }
  const scale = ocrRenderDpi(width, height) / 72;
  const pixels = Math.ceil(width * scale) * Math.ceil(height * scale);
  if (pixels > MAX_RENDER_PIXELS) throw tooComplex(`page ${index + 1} would render to ${pixels} pixels`);
  return { width, height };
}
