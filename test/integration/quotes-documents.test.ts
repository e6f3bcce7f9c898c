import { deflateSync, crc32 } from 'node:zlib';
import * as mupdf from 'mupdf';
import { describe, expect, inject, it } from 'vitest';
import { Browser, uploadMultipart, uploadPresigned, waitForFinalStatus } from './http-client.js';
import { documentBytes, DOCUMENTS, EMPTY_FILE, TEXT_QUOTE } from '../documents.js';

const baseUrl = inject('baseUrl');

/** What the service says of a document that is not a window or door quote. */
const REFUSAL: Record<string, RegExp> = {
  roofing: /roofing.*coming soon/i,
  hvac: /hvac.*coming soon/i,
  other: /does not look like/i,
};

describe('every test document, uploaded over HTTP, ends in the status its truth implies', () => {
  for (const document of DOCUMENTS.filter((d) => d.format !== 'empty')) {
    it(`${document.file} (${document.format})`, async () => {
      const guest = new Browser(baseUrl);
      const bytes = documentBytes(document.file);
      const up = await uploadPresigned(guest, bytes, document.file);
      expect(up.status).toBe(200);
      const quote = await waitForFinalStatus(guest, up.json.id);
      const text = (await guest.get(`/api/quotes/${up.json.id}/extracted-text`)).json;
      if (document.kind === 'quote') {
        expect(['completed', 'discussing']).toContain(quote.status);
        expect(quote.quoteType).toBe(document.expect.quoteType);
      } else {
        expect(quote.status).toBe('error');
        expect(quote.progressMessage).toMatch(REFUSAL[document.expect.quoteType!]!);
      }
      // Personal information never reaches the stored text.
      for (const pii of document.expect.pii ?? []) expect(text.extractedText).not.toContain(pii);
    });
  }

  it(`${EMPTY_FILE.file} is refused at upload`, async () => {
    const res = await uploadMultipart(new Browser(baseUrl), documentBytes(EMPTY_FILE.file), EMPTY_FILE.file);
    expect(res.status).toBe(400);
  });
});

/** A PNG whose header claims `width` × `height` pixels, with one tiny compressed row. */
function pngClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit grayscale
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

function pdfWithPages(pages: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([0, 0, 612, 792], 0, doc.addObject({}), `BT /F1 12 Tf 72 720 Td (Page ${i + 1}) Tj ET`);
    doc.insertPage(-1, page);
  }
  return doc.saveToBuffer('').asUint8Array().slice(); // a copy: the view points into mupdf's memory
}

describe('bad input gets a clear error status and message within 60 s, and nothing else is affected', () => {
  const quotePdf = documentBytes(TEXT_QUOTE.file);
  const encrypted = (() => {
    const doc = mupdf.Document.openDocument(quotePdf, 'application/pdf') as mupdf.PDFDocument;
    return doc.saveToBuffer('encrypt=aes-256,user-password=secret,owner-password=owner').asUint8Array().slice();
  })();
  const cases: [string, Uint8Array, RegExp][] = [
    ['a truncated PDF', quotePdf.slice(0, Math.floor(quotePdf.length / 2)), /extracting/i],
    [
      'random bytes behind a PDF header',
      new Uint8Array([
        ...new TextEncoder().encode('%PDF-1.7\n'),
        ...Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256),
      ]),
      /extracting/i,
    ],
    ['a password-protected PDF', encrypted, /password/i],
    ['a 500-page PDF', pdfWithPages(500), /pages/i],
    ['a 20,000 × 20,000 pixel image', pngClaiming(20_000, 20_000), /too large|pixels/i],
  ];
  for (const [name, bytes, message] of cases) {
    it(name, async () => {
      const guest = new Browser(baseUrl);
      const started = Date.now();
      const up = await uploadPresigned(guest, bytes, 'bad-input');
      expect(up.status).toBe(200);
      const quote = await waitForFinalStatus(guest, up.json.id, 60_000);
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(quote.status).toBe('error');
      expect(quote.progressMessage).toMatch(message);
      expect((await new Browser(baseUrl).get('/api/health')).status).toBe(200);
    });
  }
});
