import { deflateSync } from 'node:zlib';
import { documentBytes, HEIC_QUOTE } from '../../test/documents.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  enormousContentPdf,
  flateBombPdf,
  hugePagePdf,
  nestedFormsPdf,
  onePagePdf,
  stream,
  textQuotePdf,
  type3GlyphBombPdf,
} from '../../test/pdf-bombs.js';
import { UnreadableDocumentError } from './document.js';
import {
  decodeHeicInWorker,
  documentBudget,
  openPdfInWorker,
  shutdownDocumentWorkers,
  type DocumentBudget,
} from './document-worker.js';
import { EXTRACTION_ERRORS } from './errors.js';
import { extractDocument } from './local-extractor.js';
import { shutdownOcr } from './ocr.js';

afterAll(async () => {
  shutdownDocumentWorkers();
  await shutdownOcr();
});

const budget = (change: Partial<DocumentBudget>): DocumentBudget => ({ ...documentBudget(), ...change });

/** The longest the event loop went without running a 10 ms timer while `work` ran. */
async function eventLoopLag<T>(work: () => Promise<T>): Promise<{ result: T | Error; lagMs: number }> {
  let last = performance.now();
  let lagMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    lagMs = Math.max(lagMs, now - last - 10);
    last = now;
  }, 10);
  try {
    return { result: await work().catch((e: Error) => e), lagMs };
  } finally {
    clearInterval(timer);
  }
}

/** A 50 × 50 inch page covered by a 4000 × 4000 image: rendering it for OCR takes about 40 MB of mupdf's heap. */
function memoryHungryPdf(): Uint8Array {
  const n = 4000;
  const side = 3600;
  const image = new Uint8Array(n * n).map((_, i) => (i * 7 + Math.floor(i / n) * 13) & 0xff);
  return onePagePdf({
    mediaBox: `[0 0 ${side} ${side}]`,
    resources: '/XObject << /Im1 6 0 R >>',
    content: stream(`q ${side} 0 0 ${side} 0 0 cm /Im1 Do Q`),
    extra: [
      stream(
        deflateSync(image),
        `/Type /XObject /Subtype /Image /Width ${n} /Height ${n} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      ),
    ],
  });
}

describe('the document worker', () => {
  it('reads a text quote, and a warm worker reads the next one in milliseconds', async () => {
    const first = await openPdfInWorker(textQuotePdf());
    expect(first.pageCount).toBe(1);
    const page = await first.analyzePage(0);
    await first.close();
    expect(page.page.source).toBe('text');
    expect(page.page.lines.map((l) => l.text).join(' ')).toContain('total $12,480.00');

    const started = performance.now();
    const second = await openPdfInWorker(textQuotePdf());
    await second.analyzePage(0);
    await second.close();
    expect(performance.now() - started).toBeLessThan(150);
  }, 60_000);

  it("refuses a file over a limit at open, with the limit's message, and keeps the worker", async () => {
    const error = await openPdfInWorker(hugePagePdf()).catch((e: Error) => e);
    expect(error).toBeInstanceOf(UnreadableDocumentError);
    expect((error as Error).message).toBe(EXTRACTION_ERRORS.pageTooLarge(14_400, 14_400));
    const started = performance.now();
    const next = await openPdfInWorker(textQuotePdf());
    await next.close();
    expect(performance.now() - started).toBeLessThan(150);
  }, 60_000);

  it("stops a document past its time budget, while the caller's event loop keeps running", async () => {
    // 24 MB of drawing operators: within the content limit, about a second or more for mupdf.
    const slow = enormousContentPdf(24);
    const started = performance.now();
    const { result, lagMs } = await eventLoopLag(async () => {
      const document = await openPdfInWorker(slow, budget({ timeMs: 300 }));
      return document.analyzePage(0);
    });
    expect(result).toBeInstanceOf(UnreadableDocumentError);
    expect((result as Error).message).toBe(EXTRACTION_ERRORS.tooComplex);
    expect(((result as Error).cause as Error).message).toMatch(/more than the budget/);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(lagMs).toBeLessThan(150);

    // The killed worker is replaced: the next document is read as usual.
    const next = await openPdfInWorker(textQuotePdf());
    expect((await next.analyzePage(0)).page.source).toBe('text');
    await next.close();
  }, 60_000);

  it('stops a bomb the checks cannot see (a Type 3 glyph shown 50,000 times, about a minute of mupdf)', async () => {
    const bomb = type3GlyphBombPdf(50_000);
    expect(bomb.length).toBeLessThan(2_000);
    const document = await openPdfInWorker(bomb, budget({ timeMs: 500 }));
    const started = performance.now();
    const error = await document.analyzePage(0).catch((e: Error) => e);
    await document.close();
    expect(error).toBeInstanceOf(UnreadableDocumentError);
    expect((error as Error).message).toBe(EXTRACTION_ERRORS.tooComplex);
    expect(performance.now() - started).toBeLessThan(2_000);
  }, 60_000);

  it("stops a document that needs more memory than its budget (mupdf's WASM heap is capped)", async () => {
    const hungry = memoryHungryPdf();
    const tight = await openPdfInWorker(hungry, budget({ wasmBytes: 32 * 1024 * 1024 }));
    const error = await tight.analyzePage(0).catch((e: Error) => e);
    await tight.close();
    expect(error).toBeInstanceOf(UnreadableDocumentError);
    expect((error as Error).message).toBe(EXTRACTION_ERRORS.tooComplex);
    expect(((error as Error).cause as Error).message).toMatch(/memory budget \(malloc/);

    const ample = await openPdfInWorker(hungry);
    const page = await ample.analyzePage(0);
    await ample.close();
    expect(page.image).toMatchObject({ width: 4200, height: 4200 });
  }, 60_000);

  it("reports a damaged page as that page's failure, not the document's", async () => {
    const nested = onePagePdf({ content: stream(`${'q '.repeat(200_000)}BT /F1 12 Tf 72 700 Td (x) Tj ET`) });
    const document = await openPdfInWorker(nested);
    const error = await document.analyzePage(0).catch((e: Error) => e);
    await document.close();
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(UnreadableDocumentError);
  }, 60_000);
});

describe('HEIC photos in the document worker', () => {
  it('decodes a phone photo there (libheif is synchronous WASM too), under the same budget', async () => {
    const photo = documentBytes(HEIC_QUOTE.file);
    const [width, height] = HEIC_QUOTE.notes.pixels!.split('x').map(Number) as [number, number];
    const decoded = await decodeHeicInWorker(photo);
    expect(decoded).toMatchObject({ width, height });
    expect(decoded.data.length).toBe(width * height * 4);
    // About 0.25 s of decoding: over a 20 ms budget it is too complex, the file's fault.
    const error = await decodeHeicInWorker(photo, budget({ timeMs: 20 })).catch((e: Error) => e);
    expect(error).toBeInstanceOf(UnreadableDocumentError);
    expect((error as Error).message).toBe(EXTRACTION_ERRORS.tooComplex);
    // Not a HEIC libheif can read: an ordinary error, for the caller's fallback.
    const notHeic = await decodeHeicInWorker(textQuotePdf()).catch((e: Error) => e);
    expect(notHeic).toBeInstanceOf(Error);
    expect(notHeic).not.toBeInstanceOf(UnreadableDocumentError);
  }, 60_000);
});

describe('extractDocument and PDF bombs', () => {
  it.each([
    ['a content stream that decompresses to 4 GiB', () => flateBombPdf(4)],
    ['forms drawing forms, 10^8 lines', () => nestedFormsPdf(9, 10)],
  ])(
    "refuses %s within a second, as the file's fault",
    async (_name, make) => {
      const started = performance.now();
      const error = await extractDocument(make()).catch((e: Error) => e);
      expect(error).toBeInstanceOf(UnreadableDocumentError);
      expect((error as Error).name).toBe('UnreadableDocumentError');
      expect((error as Error).message).toBe(EXTRACTION_ERRORS.tooComplex);
      expect(performance.now() - started).toBeLessThan(1_000);
    },
    60_000,
  );
});
