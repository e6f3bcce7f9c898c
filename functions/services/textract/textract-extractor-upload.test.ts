import {
  AnalyzeDocumentCommand,
  GetDocumentAnalysisCommand,
  StartDocumentAnalysisCommand,
  TextractClient,
  type Block,
} from '@aws-sdk/client-textract';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { UnreadableDocumentError } from '../../extraction/document.js';
import { COASTAL_QUOTE, documentBytes, HEIC_QUOTE, PHOTO_QUOTE, TEXT_QUOTE } from '../../../test/documents.js';
import { textractExtractor } from './textract-extractor.js';

const textract = mockClient(TextractClient);
const client = new TextractClient({ region: 'us-east-1' });
const lineBlocks = (text: string, page?: number): Block[] => [
  {
    BlockType: 'LINE',
    Id: `l-${text}`,
    Text: text,
    Confidence: 99,
    Page: page,
    Geometry: { BoundingBox: { Left: 0.1, Top: 0.1, Width: 0.5, Height: 0.01 } },
  },
];

beforeEach(() => textract.reset());

describe('textractExtractor', () => {
  it('reads the stored upload, sending a multi-page PDF to the asynchronous API', async () => {
    textract.on(StartDocumentAnalysisCommand).resolves({ JobId: 'j' });
    textract
      .on(GetDocumentAnalysisCommand)
      .resolves({ JobStatus: 'SUCCEEDED', Blocks: [...lineBlocks('one', 1), ...lineBlocks('two', 2)] });
    const doc = await textractExtractor(client).extract({
      bytes: documentBytes(COASTAL_QUOTE.file),
      bucket: 'b',
      key: 'k.pdf',
    });
    expect(doc).toMatchObject({ method: 'textract', text: 'one\n\ntwo' });
    expect(textract.commandCalls(AnalyzeDocumentCommand)).toHaveLength(0);
  });

  it('checks the file first: an encrypted or empty upload costs no Textract call', async () => {
    const extractor = textractExtractor(client);
    await expect(extractor.extract({ bytes: new Uint8Array(0), bucket: 'b', key: 'k' })).rejects.toThrow(
      'The file is empty',
    );
    const truncated = documentBytes(TEXT_QUOTE.file).subarray(0, 1500);
    await expect(extractor.extract({ bytes: truncated, bucket: 'b', key: 'k' })).rejects.toBeInstanceOf(
      UnreadableDocumentError,
    );
    await expect(
      extractor.extract({ bytes: new TextEncoder().encode('hello'), bucket: 'b', key: 'k' }),
    ).rejects.toThrow('Please upload a PDF or image file');
    expect(textract.calls()).toHaveLength(0);
  });

  it('sends a JPEG by reference and a HEIC photo converted, inline', async () => {
    textract.on(AnalyzeDocumentCommand).resolves({ Blocks: lineBlocks(HEIC_QUOTE.expect.vendor!) });
    const extractor = textractExtractor(client);
    await extractor.extract({ bytes: documentBytes(PHOTO_QUOTE.file), bucket: 'b', key: 'photo.jpg' });
    await extractor.extract({ bytes: documentBytes(HEIC_QUOTE.file), bucket: 'b', key: 'photo.heic' });
    const [jpeg, heic] = textract.commandCalls(AnalyzeDocumentCommand).map((c) => c.args[0].input.Document);
    expect(jpeg).toEqual({ S3Object: { Bucket: 'b', Name: 'photo.jpg' } });
    expect(heic?.S3Object).toBeUndefined();
    expect([...heic!.Bytes!.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]); // PNG
  }, 30_000);

  it('needs to know where the upload is', async () => {
    await expect(textractExtractor(client).extract({ bytes: documentBytes(TEXT_QUOTE.file) })).rejects.toThrow(
      'bucket and key',
    );
  });
});
