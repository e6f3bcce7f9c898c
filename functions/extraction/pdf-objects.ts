/**
 * Reading mupdf's PDF objects without tripping on what is missing or damaged: a value down a path of keys,
 * names, numbers and rectangles, the streams of a page's contents, a dictionary's values, a stream's
 * filters and its raw bytes.
 */
import type * as mupdf from 'mupdf';
import type { StreamFilter } from './pdf-streams.js';

export function streamsOf(contents: mupdf.PDFObject): mupdf.PDFObject[] {
  if (contents.isStream()) return [contents];
  if (!contents.isArray()) return [];
  const out: mupdf.PDFObject[] = [];
  for (let i = 0; i < contents.length; i++) out.push(contents.get(i));
  return out;
}

export function dictValues(dict: mupdf.PDFObject): mupdf.PDFObject[] {
  if (!dict.isDictionary()) return [];
  const out: mupdf.PDFObject[] = [];
  dict.forEach((value) => out.push(value));
  return out;
}

export function filtersOf(stream: mupdf.PDFObject): StreamFilter[] {
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

export function readRaw(stream: mupdf.PDFObject): Uint8Array {
  const buffer = stream.readRawStream();
  try {
    return Uint8Array.from(buffer.asUint8Array()); // a copy: the view is into mupdf's heap
  } finally {
    buffer.destroy();
  }
}

/** obj[key][key]..., or null where something on the way is missing (mupdf's get throws on its null). */
export function at(obj: mupdf.PDFObject, ...path: Array<string | number>): mupdf.PDFObject {
  let current = obj;
  for (const key of path) {
    if (current.isNull()) return current;
    current = current.get(key);
  }
  return current;
}

export function nameOf(obj: mupdf.PDFObject): string | undefined {
  return obj.isName() ? obj.asName() : undefined;
}

export function numberOf(obj: mupdf.PDFObject): number | undefined {
  return obj.isNumber() ? obj.asNumber() : undefined;
}

export function rectOf(obj: mupdf.PDFObject, size = 4): number[] | undefined {
  if (!obj.isArray() || obj.length !== size) return undefined;
  const values = Array.from({ length: size }, (_, i) => numberOf(obj.get(i)));
  return values.every((v) => v !== undefined && Number.isFinite(v)) ? (values as number[]) : undefined;
}
