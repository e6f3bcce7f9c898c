import { describe, expect, it } from 'vitest';
import { COASTAL_QUOTE, documentBytes, PHOTO_QUOTE, TEXT_QUOTE } from '../../test/documents.js';
import { UnreadableDocumentError } from './document.js';
import { checkForDocumentService, localExtractor } from './extractor.js';

describe('localExtractor', () => {
  it('reads the bytes in-process', async () => {
    const doc = await localExtractor.extract({ bytes: documentBytes(TEXT_QUOTE.file) });
    expect(doc.method).toBe('pdf-text');
    expect(doc.text).toContain(TEXT_QUOTE.expect.vendor);
  });
});

describe('checkForDocumentService', () => {
  it('counts the pages of a PDF and sends JPEG as it is stored', async () => {
    expect(await checkForDocumentService(documentBytes(COASTAL_QUOTE.file))).toMatchObject({
      kind: 'pdf',
      pageCount: Number(COASTAL_QUOTE.notes.pages),
    });
    const jpeg = await checkForDocumentService(documentBytes(PHOTO_QUOTE.file));
    expect(jpeg).toMatchObject({ kind: 'jpeg' });
    expect(jpeg.converted).toBeUndefined();
  });

  it('refuses an empty, damaged or unknown file with the message our own reader gives', async () => {
    await expect(checkForDocumentService(new Uint8Array(0))).rejects.toThrow('The file is empty');
    const truncated = documentBytes(TEXT_QUOTE.file).subarray(0, 1500);
    await expect(checkForDocumentService(truncated)).rejects.toBeInstanceOf(UnreadableDocumentError);
    await expect(checkForDocumentService(new TextEncoder().encode('hello'))).rejects.toThrow(
      'Please upload a PDF or image file',
    );
  });
});
