import { describe, expect, it } from 'vitest';
import { sampleBytes } from '../../test/samples.js';
import { UnreadableDocumentError } from './document.js';
import { checkForDocumentService, localExtractor } from './extractor.js';

describe('localExtractor', () => {
  it('reads the bytes in-process', async () => {
    const doc = await localExtractor.extract({ bytes: sampleBytes('03_Estimate_Buckeye_12944.pdf') });
    expect(doc.method).toBe('pdf-text');
    expect(doc.text).toContain('Buckeye Home Windows');
  });
});

describe('checkForDocumentService', () => {
  it('counts the pages of a PDF and sends JPEG as it is stored', async () => {
    expect(await checkForDocumentService(sampleBytes('02_Quote_Lowcountry_Q51134.pdf'))).toMatchObject({
      kind: 'pdf',
      pageCount: 2,
    });
    const jpeg = await checkForDocumentService(sampleBytes('05_IMG_2552.jpg'));
    expect(jpeg).toMatchObject({ kind: 'jpeg' });
    expect(jpeg.converted).toBeUndefined();
  });

  it('refuses an empty, damaged or unknown file with the message our own reader gives', async () => {
    await expect(checkForDocumentService(new Uint8Array(0))).rejects.toThrow('The file is empty');
    const truncated = sampleBytes('01_Proposal_Suncoast_WD-84387.pdf').subarray(0, 1500);
    await expect(checkForDocumentService(truncated)).rejects.toBeInstanceOf(UnreadableDocumentError);
    await expect(checkForDocumentService(new TextEncoder().encode('hello'))).rejects.toThrow(
      'Please upload a PDF or image file',
    );
  });
});
