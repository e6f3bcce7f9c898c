/**
 * Every stream of a PDF measured before anything is drawn: images by their declared size, the rest
 * decompressed with a cap (never a bomb in full), and which forms each content stream draws.
 */
import type * as mupdf from 'mupdf';
import { UnreadableDocumentError } from './document.js';
import { tooComplex } from './errors.js';
import { MAX_INPUT_PIXELS, MAX_PDF_DECODED_BYTES, MAX_PDF_IMAGE_PIXELS, MAX_STREAM_BYTES } from './limits.js';
import { at, filtersOf, nameOf, numberOf, readRaw } from './pdf-objects.js';
import { decodeCapped, type StreamFilter } from './pdf-streams.js';

export interface StreamInfo {
  decodedBytes: number;
  /** Names this stream draws with `Do`, and how many times: only for streams that may be content. */
  draws?: Map<string, number>;
}

/** Every stream of the file: images by their declared size, the rest decompressed with a cap. */
export function measureStreams(
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
