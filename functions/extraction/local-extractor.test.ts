import {
  COASTAL_QUOTE,
  documentBytes,
  DOCUMENTS,
  EMPTY_FILE,
  NOT_A_QUOTE,
  PHOTO_QUOTE,
  printedAmount,
  printsAmount,
  TABLE_QUOTE,
  TEXT_QUOTE,
} from '../../test/documents.js';
import { deflateSync } from 'node:zlib';
import * as mupdf from 'mupdf';
import { afterAll, describe, expect, it } from 'vitest';
import { UnreadableDocumentError } from './document.js';
import { extractDocument } from './local-extractor.js';
import { shutdownOcr } from './ocr.js';

const squash = (text: string) => text.replace(/\s+/g, ' ');

afterAll(() => shutdownOcr());

describe('extractDocument on the test documents', () => {
  const quotes = DOCUMENTS.filter((t) => t.kind === 'quote' || t.expect.vendor);
  const method = (format: string) => (format === 'text-pdf' ? 'pdf-text' : 'ocr');

  it.each(quotes.map((t) => [t.file, t] as const))(
    '%s: the vendor, the total as printed and the ZIP are in the text',
    async (_file, t) => {
      const doc = await extractDocument(documentBytes(t.file));
      const text = squash(doc.text);
      expect(doc.method).toBe(method(t.format));
      expect(text).toContain(t.expect.vendor);
      expect(printsAmount(text, t.expect.totalCost!), `the total ${t.expect.totalCost} as printed`).toBe(true);
      expect(text).toContain(t.expect.zipCode);
      expect(doc.pages.length).toBeGreaterThan(0);
      expect(doc.lines.every((l) => l.words.length > 0 && l.page >= 1)).toBe(true);
      expect(doc.meanConfidence).toBeGreaterThan(t.format === 'text-pdf' ? 99 : 60);
      // Word boxes stay inside the page, in PDF points for PDFs (scans included) and pixels for images.
      const words = doc.lines.flatMap((l) => l.words);
      for (const page of doc.pages) {
        const onPage = doc.lines.filter((l) => l.page === page.page).flatMap((l) => l.words);
        expect(Math.max(...onPage.map((w) => w.bbox.x1))).toBeLessThanOrEqual(page.width + 1);
        expect(Math.max(...onPage.map((w) => w.bbox.y1))).toBeLessThanOrEqual(page.height + 1);
      }
      expect(words.every((w) => w.bbox.x0 <= w.bbox.x1 && w.bbox.y0 <= w.bbox.y1)).toBe(true);
      if (t.format === 'scanned-pdf') expect(doc.methodLabel).toBe('OCR of scanned PDF (tesseract.js)');
    },
    60_000,
  );

  it('keeps a table row of a text PDF on one line, cells two spaces apart', async () => {
    // The item table of the test document (its header and first line as printed), and its total line.
    const doc = await extractDocument(documentBytes(TABLE_QUOTE.file));
    expect(doc.text).toContain('Services  Qty  Price  Taxable  Amount');
    expect(doc.text).toContain('Window Install - Double Hung (Vinyl)  4  678.00  Yes  2,712.00');
    expect(doc.text).toContain(`Total  ${printedAmount(TABLE_QUOTE.expect.totalCost!)}`);
    expect(doc.methodLabel).toBe('PDF text layer (mupdf)');
  });

  it('separates the pages of a PDF of several pages with a blank line and numbers them', async () => {
    const doc = await extractDocument(documentBytes(COASTAL_QUOTE.file));
    const pages = Number(COASTAL_QUOTE.notes.pages);
    expect(pages).toBeGreaterThan(1);
    expect(doc.pages.map((p) => [p.page, p.width, p.height])).toEqual(
      Array.from({ length: pages }, (_, i) => [i + 1, 612, 792]),
    );
    for (let page = 1; page < pages; page++) {
      const lastOfPage = doc.lines.filter((l) => l.page === page).at(-1)!;
      const firstOfNext = doc.lines.find((l) => l.page === page + 1)!;
      expect(doc.text).toContain(`${lastOfPage.text}\n\n${firstOfNext.text}`);
    }
  });

  it('reads the text layer of the edge files as well (classification happens later)', async () => {
    const doc = await extractDocument(documentBytes(NOT_A_QUOTE.file));
    expect(doc.method).toBe('pdf-text');
    expect(doc.text.length).toBeGreaterThan(200);
  });
});

describe('extractDocument refuses files the homeowner must fix', () => {
  const expectUnreadable = async (bytes: Uint8Array, message: string | RegExp) => {
    const started = Date.now();
    const error = await extractDocument(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableDocumentError);
    expect((error as Error).message).toMatch(message);
    expect(Date.now() - started).toBeLessThan(5_000);
  };

  it('an empty file', () => expectUnreadable(documentBytes(EMPTY_FILE.file), 'The file is empty (0 bytes)'));

  it('a file that is neither a PDF nor an image', () =>
    expectUnreadable(
      new TextEncoder().encode('Quote: 10 windows, $5,000'),
      'Please upload a PDF or image file (JPEG, PNG, etc.)',
    ));

  it('random bytes (named .pdf, but nothing says PDF)', () => {
    const random = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 251);
    return expectUnreadable(random, 'Please upload a PDF or image file (JPEG, PNG, etc.)');
  });

  it('a malformed PDF: the header, then garbage', () => {
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 251);
    const bytes = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...garbage]);
    return expectUnreadable(bytes, 'could not be read as a PDF');
  });

  it('a truncated PDF (the first half of a quote)', () => {
    const whole = documentBytes(COASTAL_QUOTE.file);
    return expectUnreadable(whole.subarray(0, whole.length >> 1), 'This PDF is incomplete');
  });

  it('a password-protected PDF', () => {
    const encrypted = new mupdf.PDFDocument(documentBytes(TEXT_QUOTE.file))
      .saveToBuffer('encrypt=aes-256,user-password=x,owner-password=y')
      .asUint8Array();
    return expectUnreadable(encrypted, 'This PDF is password-protected');
  });

  it('a 500-page PDF', () => {
    const doc = new mupdf.PDFDocument();
    for (let i = 0; i < 500; i++) doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, doc.addObject({}), 'BT ET'));
    return expectUnreadable(
      doc.saveToBuffer('compress').asUint8Array(),
      'This PDF has 500 pages; quotes over 30 pages are not supported.',
    );
  });

  it('a PDF whose pages are all blank', () => {
    const doc = new mupdf.PDFDocument();
    for (let i = 0; i < 2; i++) doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, doc.addObject({}), ''));
    return expectUnreadable(doc.saveToBuffer('').asUint8Array(), 'This PDF has no text or images to read');
  });

  it('a 20000 × 20000 PNG, before decoding it', () =>
    expectUnreadable(pngHeader(20_000, 20_000), 'This image is too large to read (20000 × 20000 pixels)'));

  it('a truncated photo', () => {
    const photo = documentBytes(PHOTO_QUOTE.file);
    return expectUnreadable(photo.subarray(0, photo.length >> 1), 'This image could not be read');
  });

  it('a JPEG marker followed by garbage', () => {
    const bytes = new Uint8Array(2048).map((_, i) => (i * 31 + 7) % 256);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return expectUnreadable(bytes, 'This image could not be read');
  });

  it('an image with no text on it', async () => {
    const sharp = (await import('sharp')).default;
    const blank = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#f4f1ea' } })
      .jpeg()
      .toBuffer();
    await expectUnreadable(new Uint8Array(blank), 'No text could be read from this file');
  }, 30_000);
});

/** A valid PNG header claiming the given size, with a tiny IDAT: enough for decoders to read the dimensions. */
function pngHeader(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const b of data) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc(typed), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (gray)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
