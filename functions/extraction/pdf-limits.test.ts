import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { documentBytes, DOCUMENTS, TEXT_QUOTE } from '../../test/documents.js';
import {
  enormousContentPdf,
  flateBombPdf,
  hugeImagePdf,
  hugePagePdf,
  manyImagesPdf,
  manyObjectsPdf,
  nestedFormsPdf,
  onePagePdf,
  stream,
  textQuotePdf,
  tinyTilePatternPdf,
} from '../../test/pdf-bombs.js';
import { UnreadableDocumentError } from './document.js';
import { EXTRACTION_ERRORS } from './errors.js';
import { MAX_PAGE_CONTENT_BYTES, MAX_PDF_OBJECTS } from './limits.js';
import { openPdf } from './pdf-pages.js';

/** Opens the PDF with mupdf in this process (the checks run before any page is read) and closes it. */
function check(bytes: Uint8Array) {
  const pdf = openPdf(bytes);
  pdf.close();
  return pdf.measurements;
}

/** The checks refuse the file, quickly, as the file's fault, saying why in the error's cause. */
function expectRefused(bytes: Uint8Array, message: string, cause: RegExp) {
  const started = performance.now();
  const error = (() => {
    try {
      check(bytes);
    } catch (e) {
      return e;
    }
    return undefined;
  })();
  expect(error).toBeInstanceOf(UnreadableDocumentError);
  expect((error as Error).message).toBe(message);
  expect(((error as Error).cause as Error).message).toMatch(cause);
  expect(performance.now() - started).toBeLessThan(2_000);
}

describe('PDF limits, checked before any page is read', () => {
  it('passes every test document PDF, and measures an ordinary quote in milliseconds', () => {
    for (const document of DOCUMENTS.filter((d) => d.file.endsWith('.pdf') && d.format !== 'empty')) {
      const measured = check(documentBytes(document.file));
      expect(measured.maxPageContentBytes).toBeLessThan(MAX_PAGE_CONTENT_BYTES / 100);
    }
    const started = performance.now();
    const measured = check(textQuotePdf());
    expect(performance.now() - started).toBeLessThan(50);
    expect(measured).toMatchObject({ objects: 6, pages: 1, imagePixels: 0, maxPatternTiles: 0 });
    expect(measured.maxPageContentBytes).toBe(measured.decodedBytes);
  });

  it('passes a quote saved with an owner password (streams are read decrypted)', () => {
    const protectedQuote = new mupdf.PDFDocument(documentBytes(TEXT_QUOTE.file))
      .saveToBuffer('encrypt=aes-256,owner-password=y,compress')
      .asUint8Array();
    expect(check(protectedQuote).decodedBytes).toBeGreaterThan(5_000);
  });

  it('refuses a 200 × 200 inch page', () => {
    expectRefused(hugePagePdf(), EXTRACTION_ERRORS.pageTooLarge(14_400, 14_400), /14400 × 14400 pt/);
    expect(EXTRACTION_ERRORS.pageTooLarge(14_400, 14_400)).toContain('200 × 200 inches');
  });

  it('passes large paper (an ARCH E drawing, 36 × 48 in) but not a banner 120 in long', () => {
    expect(
      check(
        onePagePdf({ mediaBox: '[0 0 2592 3456]', content: stream('BT /F1 12 Tf 72 700 Td (Window schedule) Tj ET') }),
      ).pages,
    ).toBe(1);
    expectRefused(
      onePagePdf({ mediaBox: '[0 0 612 8640]', content: stream('') }),
      EXTRACTION_ERRORS.pageTooLarge(612, 8640),
      /612 × 8640 pt/,
    );
  });

  it('measures the page as mupdf shows it: MediaBox cut to the CropBox, times UserUnit', () => {
    const cropped = onePagePdf({ mediaBox: '[0 0 14400 14400] /CropBox [0 0 612 792]', content: stream('') });
    expect(check(cropped).pages).toBe(1);
    const scaled = onePagePdf({ mediaBox: '[0 0 612 792] /UserUnit 20', content: stream('') });
    expectRefused(scaled, EXTRACTION_ERRORS.pageTooLarge(12_240, 15_840), /12240 × 15840 pt/);
  });

  it('refuses an image declared at 100,000 × 100,000 pixels, from its dictionary alone', () => {
    expectRefused(hugeImagePdf(), EXTRACTION_ERRORS.tooComplex, /image 6 is 100000 × 100000 pixels/);
  });

  it('refuses images that together hold more than a billion pixels', () => {
    expect(check(manyImagesPdf(2, 9_000, 9_000)).imagePixels).toBe(162_000_000);
    expectRefused(
      manyImagesPdf(12, 9_500, 9_500),
      EXTRACTION_ERRORS.tooComplex,
      /images hold more than 1000000000 pixels/,
    );
  });

  it('refuses a content stream that decompresses to gigabytes, without decompressing it', () => {
    const bomb = flateBombPdf(4);
    expect(bomb.length).toBeLessThan(20_000);
    expectRefused(bomb, EXTRACTION_ERRORS.tooComplex, /stream 4 decompresses to more than 33554432 bytes/);
  });

  it('refuses an enormous content stream (40 MB of drawing operators), but not a large one (4 MB)', () => {
    expectRefused(enormousContentPdf(40), EXTRACTION_ERRORS.tooComplex, /stream 4 decompresses to more than/);
    expect(check(enormousContentPdf(4)).maxPageContentBytes).toBeGreaterThan(4_000_000);
  });

  it('refuses forms drawing forms (10^8 lines from 2 KB), counting each form as often as it is drawn', () => {
    expectRefused(
      nestedFormsPdf(9, 10),
      EXTRACTION_ERRORS.tooComplex,
      /page 1 draws more than 33554432 bytes of content/,
    );
    // Three levels: 100 lines, drawn through forms, well within the limit.
    const small = check(nestedFormsPdf(3, 10));
    expect(small.maxPageContentBytes).toBeGreaterThan(100 * 'q 0 0 m 612 792 l S'.length);
    expect(small.maxPageContentBytes).toBeLessThan(10_000);
  });

  it('refuses a tiling pattern of billions of tiles, but not an ordinary hatching', () => {
    expectRefused(tinyTilePatternPdf(0.01), EXTRACTION_ERRORS.tooComplex, /a tiling pattern needs \d+ tiles/);
    expect(check(tinyTilePatternPdf(4)).maxPatternTiles).toBe(30_294);
  });

  it(`refuses a file of more than ${MAX_PDF_OBJECTS} objects`, () => {
    expectRefused(manyObjectsPdf(MAX_PDF_OBJECTS + 10), EXTRACTION_ERRORS.tooComplex, /100011 objects/);
  });

  it('leaves deeply nested graphics states to mupdf, which refuses them on its own', () => {
    const nested = onePagePdf({ content: stream('q '.repeat(200_000) + 'BT /F1 12 Tf 72 700 Td (x) Tj ET') });
    const pdf = openPdf(nested);
    try {
      expect(() => pdf.analyzePage(0)).toThrow(/nested/);
    } finally {
      pdf.close();
    }
  });
});
