import type * as mupdf from 'mupdf';
import { UnreadableDocumentError } from './document.js';
import { EXTRACTION_ERRORS } from './errors.js';
import {
  MAX_INPUT_PIXELS,
  MAX_PAGE_AREA_SQUARE_INCHES,
  MAX_PAGE_CONTENT_BYTES,
  MAX_PAGE_SIDE_INCHES,
  MAX_PATTERN_TILES,
  MAX_PDF_DECODED_BYTES,
  MAX_PDF_IMAGE_PIXELS,
  MAX_PDF_OBJECTS,
  MAX_RENDER_PIXELS,
  MAX_RENDER_SIDE_PX,
  MAX_STREAM_BYTES,
} from './limits.js';
import { decodeCapped, type StreamFilter } from './pdf-streams.js';

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

export function tooComplex(detail: string): UnreadableDocumentError {
  return new UnreadableDocumentError(EXTRACTION_ERRORS.tooComplex, { cause: new Error(detail) });
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

interface StreamInfo {
  decodedBytes: number;
  /** Names this stream draws with `Do`, and how many times: only for streams that may be content. */
  draws?: Map<string, number>;
}

/** Every stream of the file: images by their declared size, the rest decompressed with a cap. */
function measureStreams(
  doc: mupdf.PDFDocument,
  objects: number,
): { info: Map<number, StreamInfo>; imagePixels: number; decodedBytes: number } {
  const info = new Map<number, StreamInfo>();
  let imagePixels = 0;
  let decodedBytes = 0;
  for (let num = 1; num < objects; num++) {
    let stream: mupdf.PDFObject;
    let raw: Uint8Array;
    let filters: StreamFilter[];
    let contentLike: boolean;
    try {
      stream = doc.newIndirect(num);
      if (!stream.isStream()) continue;
      const type = nameOf(at(stream, 'Type'));
      const subtype = nameOf(at(stream, 'Subtype'));
      if (subtype === 'Image') {
        const width = numberOf(at(stream, 'Width')) ?? 0;
        const height = numberOf(at(stream, 'Height')) ?? 0;
        const pixels = Math.max(0, width) * Math.max(0, height);
        if (pixels > MAX_INPUT_PIXELS) throw tooComplex(`image ${num} is ${width} × ${height} pixels`);
        imagePixels += pixels;
        if (imagePixels > MAX_PDF_IMAGE_PIXELS)
          throw tooComplex(`the images hold more than ${MAX_PDF_IMAGE_PIXELS} pixels`);
        continue;
      }
      // Never read while reading a quote.
      if (type === 'EmbeddedFile' || type === 'Metadata' || type === 'XRef') continue;
      filters = filtersOf(stream);
      raw = readRaw(stream);
      contentLike = mayBeContent(stream, type, subtype);
    } catch (error) {
      if (error instanceof UnreadableDocumentError) throw error;
      continue; // a damaged object: mupdf skips or repairs it
    }
    const cap = Math.min(MAX_STREAM_BYTES, MAX_PDF_DECODED_BYTES - decodedBytes);
    const result = decodeCapped(raw, filters, cap);
    if (result.kind === 'too-large') {
      throw tooComplex(
        cap < MAX_STREAM_BYTES
          ? `the streams decompress to more than ${MAX_PDF_DECODED_BYTES} bytes`
          : `stream ${num} decompresses to more than ${MAX_STREAM_BYTES} bytes`,
      );
    }
    // A filter decoded elsewhere (or damaged data): at least its raw size, and no known drawings.
    const bytes = result.kind === 'decoded' ? result.bytes : raw;
    decodedBytes += bytes.length;
    info.set(num, {
      decodedBytes: bytes.length,
      draws: result.kind === 'decoded' && contentLike ? drawnNames(bytes) : undefined,
    });
  }
  return { info, imagePixels, decodedBytes };
}

/** Content streams, forms, patterns and Type 3 glyphs, not fonts, profiles, functions, shadings or object streams. */
function mayBeContent(stream: mupdf.PDFObject, type: string | undefined, subtype: string | undefined): boolean {
  if (type === 'ObjStm' || type === 'XRef') return false;
  if (subtype && subtype !== 'Form') return false; // Type1C, CIDFontType0C, OpenType, XML...
  for (const key of ['Length1', 'Length2', 'Length3', 'N', 'FunctionType', 'ShadingType', 'CIDSystemInfo']) {
    if (!at(stream, key).isNull()) return false;
  }
  return true;
}

const DELIMITED_NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]+)[\0\t\n\f\r ]+Do(?=[\0\t\n\f\r ()<>[\]{}/%]|$)/g;

/** `/Name Do` operators of a content stream, counted by name. */
function drawnNames(bytes: Uint8Array): Map<string, number> | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!text.includes('Do')) return undefined;
  const counts = new Map<string, number>();
  for (const match of text.matchAll(DELIMITED_NAME)) {
    const name = match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/**
 * The content one page makes mupdf interpret: its content streams, annotation appearances, and each
 * form as many times as it is drawn (memoised per form and resources, so a "billion laughs" of forms
 * drawing forms costs this walk no more than the number of forms).
 */
class ContentWalk {
  maxTiles = 0;
  private readonly memo = new Map<string, number>();
  private readonly visiting = new Set<number>();
  private readonly checkedPatterns = new Set<string>();

  constructor(
    private readonly streams: Map<number, StreamInfo>,
    private readonly pageArea: number,
  ) {}

  page(page: mupdf.PDFObject, index: number): number {
    const resources = page.getInheritable('Resources');
    const owner = resources.isIndirect() ? `r${resources.asIndirect()}` : `page${index}`;
    let total = 0;
    for (const content of streamsOf(at(page, 'Contents'))) total = add(total, this.cost(content, resources, owner));
    const annots = at(page, 'Annots');
    for (let i = 0; annots.isArray() && i < annots.length && total <= MAX_PAGE_CONTENT_BYTES; i++) {
      const appearance = at(annots, i, 'AP', 'N');
      const states = appearance.isStream() ? [appearance] : dictValues(appearance).filter((v) => v.isStream());
      for (const stream of states) total = add(total, this.formCost(stream, resources, owner));
    }
    return total;
  }

  /** A form drawn once: with its own resources, or the drawer's when it has none. */
  private formCost(form: mupdf.PDFObject, resources: mupdf.PDFObject, owner: string): number {
    const own = at(form, 'Resources');
    if (own.isNull()) return this.cost(form, resources, owner);
    return this.cost(form, own, own.isIndirect() ? `r${own.asIndirect()}` : `f${form.asIndirect()}`);
  }

  private cost(stream: mupdf.PDFObject, resources: mupdf.PDFObject, owner: string): number {
    if (!stream.isIndirect()) return 0;
    const num = stream.asIndirect();
    const key = `${num}@${owner}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const info = this.streams.get(num);
    if (!info || this.visiting.has(num)) return 0; // not a stream, or a cycle (mupdf refuses those)
    this.checkPatterns(resources, owner);
    let total = info.decodedBytes;
    this.visiting.add(num);
    try {
      const xobjects = at(resources, 'XObject');
      for (const [name, times] of info.draws ?? []) {
        if (total > MAX_PAGE_CONTENT_BYTES) break;
        const drawn = at(xobjects, name);
        if (!drawn.isStream() || nameOf(at(drawn, 'Subtype')) !== 'Form') continue;
        total = add(total, times * this.formCost(drawn, resources, owner));
      }
      for (const pattern of dictValues(at(resources, 'Pattern'))) {
        if (total > MAX_PAGE_CONTENT_BYTES) break;
        if (pattern.isStream()) total = add(total, this.formCost(pattern, resources, owner));
      }
    } finally {
      this.visiting.delete(num);
    }
    this.memo.set(key, total);
    return total;
  }

  /** Tiling patterns: how many tiles it takes to fill the page, each one drawn when rendering. */
  private checkPatterns(resources: mupdf.PDFObject, owner: string): void {
    if (this.checkedPatterns.has(owner)) return;
    this.checkedPatterns.add(owner);
    for (const pattern of dictValues(at(resources, 'Pattern'))) {
      if (numberOf(at(pattern, 'PatternType')) !== 1) continue;
      const xStep = Math.abs(numberOf(at(pattern, 'XStep')) ?? 0);
      const yStep = Math.abs(numberOf(at(pattern, 'YStep')) ?? 0);
      const m = rectOf(at(pattern, 'Matrix'), 6) ?? [1, 0, 0, 1, 0, 0];
      const tile = xStep * yStep * Math.abs(m[0]! * m[3]! - m[1]! * m[2]!);
      const tiles = tile > 0 ? this.pageArea / tile : Infinity;
      if (tiles > MAX_PATTERN_TILES)
        throw tooComplex(`a tiling pattern needs ${Math.round(tiles)} tiles to fill the page`);
      this.maxTiles = Math.max(this.maxTiles, Math.round(tiles));
    }
  }
}

function add(a: number, b: number): number {
  return Math.min(a + b, MAX_PAGE_CONTENT_BYTES + 1);
}

function streamsOf(contents: mupdf.PDFObject): mupdf.PDFObject[] {
  if (contents.isStream()) return [contents];
  if (!contents.isArray()) return [];
  const out: mupdf.PDFObject[] = [];
  for (let i = 0; i < contents.length; i++) out.push(contents.get(i));
  return out;
}

function dictValues(dict: mupdf.PDFObject): mupdf.PDFObject[] {
  if (!dict.isDictionary()) return [];
  const out: mupdf.PDFObject[] = [];
  dict.forEach((value) => out.push(value));
  return out;
}

function filtersOf(stream: mupdf.PDFObject): StreamFilter[] {
  const filter = at(stream, 'Filter');
  const parms = at(stream, 'DecodeParms');
  const names = filter.isArray()
    ? Array.from({ length: filter.length }, (_, i) => filter.get(i))
    : filter.isNull()
      ? []
      : [filter];
  return names.map((name, i) => {
    const p = parms.isArray() ? at(parms, i) : parms;
    return {
      name: nameOf(name) ?? '?',
      predictor: numberOf(at(p, 'Predictor')),
      earlyChange: numberOf(at(p, 'EarlyChange')),
    };
  });
}

function readRaw(stream: mupdf.PDFObject): Uint8Array {
  const buffer = stream.readRawStream();
  try {
    return Uint8Array.from(buffer.asUint8Array()); // a copy: the view is into mupdf's heap
  } finally {
    buffer.destroy();
  }
}

/** obj[key][key]..., or null where something on the way is missing (mupdf's get throws on its null). */
function at(obj: mupdf.PDFObject, ...path: Array<string | number>): mupdf.PDFObject {
  let current = obj;
  for (const key of path) {
    if (current.isNull()) return current;
    current = current.get(key);
  }
  return current;
}

function nameOf(obj: mupdf.PDFObject): string | undefined {
  return obj.isName() ? obj.asName() : undefined;
}

function numberOf(obj: mupdf.PDFObject): number | undefined {
  return obj.isNumber() ? obj.asNumber() : undefined;
}

function rectOf(obj: mupdf.PDFObject, size = 4): number[] | undefined {
  if (!obj.isArray() || obj.length !== size) return undefined;
  const values = Array.from({ length: size }, (_, i) => numberOf(obj.get(i)));
  return values.every((v) => v !== undefined && Number.isFinite(v)) ? (values as number[]) : undefined;
}
