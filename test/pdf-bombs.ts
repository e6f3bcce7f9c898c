import { constants, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Small PDFs that would cost a reader minutes or gigabytes ("file bombs"), written byte by byte so
 * that each is exactly what its name says, in milliseconds, for the unit and integration tests.
 */

export type PdfObject = string | { dict: string; data: Uint8Array };

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A PDF of the given objects (object n is objects[n - 1]; 1 must be the catalog), with a correct xref table. */
export function buildPdf(objects: PdfObject[]): Uint8Array {
  const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(offset);
    const chunk =
      typeof object === 'string'
        ? latin1(`${i + 1} 0 obj\n${object}\nendobj\n`)
        : Buffer.concat([
            latin1(`${i + 1} 0 obj\n<< ${object.dict} /Length ${object.data.length} >>\nstream\n`),
            object.data,
            latin1('\nendstream\nendobj\n'),
          ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(latin1(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

export const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
/** A line of quote text, so that a page is read as text, not as a scan. */
export const QUOTE_TEXT = 'BT /F1 12 Tf 72 700 Td (Replacement windows: 10 double hung, total $12,480.00) Tj ET';

/**
 * One page: objects 1 catalog, 2 pages, 3 page, 4 its content, 5 Helvetica (as /F1, with `fonts`
 * beside it), then `extra` from object 6.
 */
export function onePagePdf(options: {
  mediaBox?: string;
  resources?: string;
  fonts?: string;
  content: PdfObject;
  extra?: PdfObject[];
}): Uint8Array {
  const resources = options.resources ?? '';
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox ${options.mediaBox ?? '[0 0 612 792]'} /Resources << /Font << /F1 5 0 R ${options.fonts ?? ''} >> ${resources} >> /Contents 4 0 R >>`,
    options.content,
    HELVETICA,
    ...(options.extra ?? []),
  ]);
}

export const stream = (data: string | Uint8Array, dict = ''): PdfObject => ({
  dict,
  data: typeof data === 'string' ? latin1(data) : data,
});

/** An ordinary one-page text quote. */
export function textQuotePdf(): Uint8Array {
  return onePagePdf({ content: stream(QUOTE_TEXT) });
}

/** A page of 200 × 200 inches (the largest the PDF format allows). */
export function hugePagePdf(): Uint8Array {
  return onePagePdf({ mediaBox: '[0 0 14400 14400]', content: stream(QUOTE_TEXT) });
}

/** An image XObject declaring width × height gray pixels, drawn over the page; its data is a few bytes. */
export function hugeImagePdf(width = 100_000, height = 100_000): Uint8Array {
  return onePagePdf({
    resources: '/XObject << /Im1 6 0 R >>',
    content: stream('q 612 0 0 792 0 0 cm /Im1 Do Q'),
    extra: [
      stream(
        deflateSync(new Uint8Array(1000)),
        `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      ),
    ],
  });
}

/** `count` images of width × height drawn on one page (each under the per-image limit, together over the total). */
export function manyImagesPdf(count: number, width: number, height: number): Uint8Array {
  const names = Array.from({ length: count }, (_, i) => `/Im${i} ${6 + i} 0 R`).join(' ');
  const draws = Array.from({ length: count }, (_, i) => `q 10 0 0 10 ${i * 10} 0 cm /Im${i} Do Q`).join(' ');
  const image = stream(
    deflateSync(new Uint8Array(1000)),
    `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
  );
  return onePagePdf({
    resources: `/XObject << ${names} >>`,
    content: stream(`${QUOTE_TEXT} ${draws}`),
    extra: Array.from({ length: count }, () => image),
  });
}

/**
 * A zlib stream that inflates to `bytes` zero bytes (rounded up to a MiB), made without compressing
 * them: one MiB compressed with a full flush repeats byte for byte, and the Adler-32 of zeros is known.
 */
export function zerosFlate(bytes: number): Uint8Array {
  const MiB = 1 << 20;
  const block = deflateRawSync(new Uint8Array(MiB), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const count = Math.ceil(bytes / MiB);
  const total = count * MiB;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(count).fill(block), Buffer.from([0x03, 0x00]), adler]),
  );
}

/**
 * A content stream that decompresses to `gib` GiB of NUL bytes (whitespace to a PDF reader), Flate
 * over Flate: a 4 GiB page is a 5 KB file. mupdf chews through it for seconds per GiB, twice (text,
 * then the blank-page check).
 */
export function flateBombPdf(gib = 4): Uint8Array {
  const inner = zerosFlate(gib * 1024 * 1024 * 1024);
  return onePagePdf({ content: stream(deflateSync(inner, { level: 9 }), '/Filter [/FlateDecode /FlateDecode]') });
}

/** A content stream of `megabytes` MB of drawing operators (one long zig-zag line), compressed. */
export function enormousContentPdf(megabytes: number): Uint8Array {
  const operators = Buffer.alloc(Math.round(megabytes * 1024 * 1024), '0 0 m 612 792 l S\n');
  return onePagePdf({ content: stream(deflateSync(operators, { level: 1 }), '/Filter /FlateDecode') });
}

/**
 * Forms drawing forms ("billion laughs"): the page draws form 1, each form draws the next one
 * `fanout` times, the last draws a line: fanout^levels lines from a 2 KB file.
 */
export function nestedFormsPdf(levels = 9, fanout = 10): Uint8Array {
  const first = 6;
  const forms: PdfObject[] = [];
  for (let level = 0; level < levels; level++) {
    const last = level === levels - 1;
    const body = last ? '0 0 m 612 792 l S' : Array<string>(fanout).fill('/X Do').join(' ');
    const resources = last ? '' : `/Resources << /XObject << /X ${first + level + 1} 0 R >> >>`;
    forms.push(stream(body, `/Type /XObject /Subtype /Form /BBox [0 0 612 792] ${resources}`));
  }
  return onePagePdf({
    resources: `/XObject << /X ${first} 0 R >>`,
    content: stream(`${QUOTE_TEXT} /X Do`),
    extra: forms,
  });
}

/** A page filled with a tiling pattern whose tile is 0.01 pt square: billions of tiles to render. */
export function tinyTilePatternPdf(step = 0.01): Uint8Array {
  return onePagePdf({
    resources: '/Pattern << /P1 6 0 R >>',
    content: stream(`/Pattern cs /P1 scn 0 0 612 792 re f ${QUOTE_TEXT}`),
    extra: [
      stream(
        `0 0 ${step / 2} ${step / 2} re f`,
        `/Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 ${step} ${step}] /XStep ${step} /YStep ${step} /Resources << >>`,
      ),
    ],
  });
}

/** A PDF whose cross-reference table lists `count` objects (most of them unused nulls). */
export function manyObjectsPdf(count: number): Uint8Array {
  const objects: PdfObject[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    stream(QUOTE_TEXT),
    HELVETICA,
  ];
  while (objects.length < count) objects.push('null');
  return buildPdf(objects);
}

/**
 * A bomb the structural checks cannot see: a Type 3 font whose one glyph is `glyphOperators` lines,
 * shown `shows` times on a page that also has ordinary text. Every size is small (a 40 KB glyph, a
 * page of letters), but mupdf interprets the glyph at each show: about a second per 1,000 shows.
 * Only the reader's time budget stops it.
 */
export function type3GlyphBombPdf(shows = 50_000, glyphOperators = 2_000): Uint8Array {
  const glyph = `1000 0 d0 ${'0 0 m 1000 1000 l S '.repeat(glyphOperators)}`;
  return onePagePdf({
    fonts: '/F3 6 0 R',
    content: stream(
      deflateSync(latin1(`${QUOTE_TEXT} BT /F3 10 Tf 72 600 Td (${'A'.repeat(shows)}) Tj ET`)),
      '/Filter /FlateDecode',
    ),
    extra: [
      '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /g 7 0 R >> /Encoding << /Type /Encoding /Differences [65 /g] >> /FirstChar 65 /LastChar 65 /Widths [0] /Resources << >> >>',
      stream(deflateSync(latin1(glyph)), '/Filter /FlateDecode'),
    ],
  });
}
