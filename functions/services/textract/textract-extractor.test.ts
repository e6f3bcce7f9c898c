import { readFileSync } from 'node:fs';
import {
  AnalyzeDocumentCommand,
  BadDocumentException,
  GetDocumentAnalysisCommand,
  StartDocumentAnalysisCommand,
  TextractClient,
  ThrottlingException,
  UnsupportedDocumentException,
  type Block,
} from '@aws-sdk/client-textract';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { UnreadableDocumentError } from '../../extraction/document.js';
import { extractWithTextract, TEXTRACT_PAGE_HEIGHT, TEXTRACT_PAGE_WIDTH } from './textract-extractor.js';

const textract = mockClient(TextractClient);
const client = new TextractClient({ region: 'us-east-1' });
const location = { bucket: 'uploads', key: 'quotes/q1/original.pdf' };
const noWait = { sleep: async () => {}, pollIntervalMs: 1 };

let nextId = 0;
/** A LINE block with its WORD children, boxes as fractions of the page like Textract's. */
function line(text: string, left: number, top: number, page?: number, confidence = 99.5): Block[] {
  const height = 0.012;
  const words = text.split(' ').map((word, i, all) => ({
    BlockType: 'WORD' as const,
    Id: `w${nextId++}`,
    Text: word,
    Confidence: confidence - i,
    Page: page,
    Geometry: {
      BoundingBox: { Left: left + (i * 0.3) / all.length, Top: top, Width: 0.25 / all.length, Height: height },
    },
  }));
  return [
    {
      BlockType: 'LINE',
      Id: `l${nextId++}`,
      Text: text,
      Confidence: confidence,
      Page: page,
      Geometry: { BoundingBox: { Left: left, Top: top, Width: 0.3, Height: height } },
      Relationships: [{ Type: 'CHILD', Ids: words.map((w) => w.Id) }],
    },
    ...words,
  ];
}
const pageBlock = (page?: number): Block => ({
  BlockType: 'PAGE',
  Id: `p${nextId++}`,
  Page: page,
  Geometry: { BoundingBox: { Left: 0, Top: 0, Width: 1, Height: 1 } },
});

/** A recorded two-page GetDocumentAnalysis result (testdata/textract/README.md). */
const twoPages = JSON.parse(
  readFileSync(new URL('./testdata/textract/recorded-two-page-analysis.json', import.meta.url), 'utf8'),
) as { Blocks: Block[] };

beforeEach(() => {
  textract.reset();
  nextId = 0;
});

describe('extractWithTextract', () => {
  it('reads an image from S3 with AnalyzeDocument, asking for tables and forms, and converts lines, words and boxes', async () => {
    textract.on(AnalyzeDocumentCommand).resolves({
      Blocks: [
        pageBlock(),
        ...line('Caloosa Impact Window & Door', 0.35, 0.1),
        ...line('TOTAL', 0.1, 0.8),
        ...line('$22,140.00', 0.7, 0.8005),
      ],
    });

    const doc = await extractWithTextract(client, { bucket: 'uploads', key: 'quotes/q1/photo.jpg' }, 'jpeg');

    expect(textract.commandCalls(AnalyzeDocumentCommand)[0]!.args[0].input).toEqual({
      Document: { S3Object: { Bucket: 'uploads', Name: 'quotes/q1/photo.jpg' } },
      FeatureTypes: ['TABLES', 'FORMS'],
    });
    expect(doc).toMatchObject({
      method: 'textract',
      methodLabel: 'Amazon Textract',
      pages: [{ page: 1, width: TEXTRACT_PAGE_WIDTH, height: TEXTRACT_PAGE_HEIGHT }],
    });
    // Cells at the same height are one line, as with the PDF text layer.
    expect(doc.text).toBe('Caloosa Impact Window & Door\nTOTAL  $22,140.00');
    const title = doc.lines[0]!;
    expect(title.bbox).toEqual({ x0: 350, y0: 129.4, x1: 650, y1: 144.9 });
    expect(title.words.map((w) => [w.text, w.confidence])).toEqual([
      ['Caloosa', 99.5],
      ['Impact', 98.5],
      ['Window', 97.5],
      ['&', 96.5],
      ['Door', 95.5],
    ]);
    expect(doc.meanConfidence).toBe(98.1); // (99.5 + 98.5 + 97.5 + 96.5 + 95.5 + 99.5 + 99.5) / 7
  });

  it('sends a single-page PDF through the synchronous API', async () => {
    textract.on(AnalyzeDocumentCommand).resolves({ Blocks: [pageBlock(), ...line('Estimate', 0.1, 0.1)] });
    const doc = await extractWithTextract(client, location, 'pdf', { pageCount: 1 });
    expect(doc.text).toBe('Estimate');
    expect(textract.commandCalls(StartDocumentAnalysisCommand)).toHaveLength(0);
  });

  it('runs an asynchronous analysis for a multi-page PDF, polls until it succeeds and follows NextToken', async () => {
    // The recorded result, delivered in two parts as Textract pages a large one.
    const firstPart = twoPages.Blocks.filter((b) => b.Page === 1);
    const secondPart = twoPages.Blocks.filter((b) => b.Page === 2);
    textract.on(StartDocumentAnalysisCommand).resolves({ JobId: 'job-1' });
    textract
      .on(GetDocumentAnalysisCommand, { JobId: 'job-1' })
      .resolvesOnce({ JobStatus: 'IN_PROGRESS' })
      .resolvesOnce({ JobStatus: 'IN_PROGRESS' })
      .resolvesOnce({ JobStatus: 'SUCCEEDED', NextToken: 't1', Blocks: firstPart });
    textract
      .on(GetDocumentAnalysisCommand, { JobId: 'job-1', NextToken: 't1' })
      .resolves({ JobStatus: 'SUCCEEDED', Blocks: secondPart });

    const doc = await extractWithTextract(client, location, 'pdf', { pageCount: 2, ...noWait });

    expect(textract.commandCalls(StartDocumentAnalysisCommand)[0]!.args[0].input).toEqual({
      DocumentLocation: { S3Object: { Bucket: 'uploads', Name: 'quotes/q1/original.pdf' } },
      FeatureTypes: ['TABLES', 'FORMS'],
    });
    expect(textract.commandCalls(GetDocumentAnalysisCommand)).toHaveLength(4);
    expect(textract.commandCalls(AnalyzeDocumentCommand)).toHaveLength(0);
    expect(doc.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(doc.text.split('\n\n').map((page) => page.split('\n').slice(0, 3))).toEqual([
      ['Textractor Test', 'Document', 'Page (1)'],
      ['Textractor Test', 'Document', 'Page (2)'],
    ]);
    // A table on each page, whichever part of the result it came in.
    expect(doc.tables.map((t) => [t.page, t.rows.length, t.columns.length])).toEqual([
      [1, 2, 5],
      [2, 2, 5],
    ]);
  });

  it('falls back to the asynchronous API when the page count was unknown and the PDF has several pages', async () => {
    textract
      .on(AnalyzeDocumentCommand)
      .rejects(new UnsupportedDocumentException({ message: 'multi-page', $metadata: {} }));
    textract.on(StartDocumentAnalysisCommand).resolves({ JobId: 'job-2' });
    textract
      .on(GetDocumentAnalysisCommand)
      .resolves({ JobStatus: 'SUCCEEDED', Blocks: [pageBlock(1), ...line('Quote', 0.1, 0.1, 1)] });
    const doc = await extractWithTextract(client, location, 'pdf', noWait);
    expect(doc.text).toBe('Quote');
    expect(textract.commandCalls(StartDocumentAnalysisCommand)).toHaveLength(1);
  });

  it('gives up on a job that does not finish in time, as a retryable error', async () => {
    textract.on(StartDocumentAnalysisCommand).resolves({ JobId: 'job-3' });
    textract.on(GetDocumentAnalysisCommand).resolves({ JobStatus: 'IN_PROGRESS' });
    const error = await extractWithTextract(client, location, 'pdf', {
      pageCount: 3,
      sleep: async () => {},
      pollIntervalMs: 10,
      maxWaitMs: 25,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(UnreadableDocumentError);
    expect((error as Error).message).toMatch('did not finish within');
  });

  it('reports a failed job as an unreadable document', async () => {
    textract.on(StartDocumentAnalysisCommand).resolves({ JobId: 'job-4' });
    textract.on(GetDocumentAnalysisCommand).resolves({ JobStatus: 'FAILED', StatusMessage: 'bad PDF' });
    await expect(extractWithTextract(client, location, 'pdf', { pageCount: 2, ...noWait })).rejects.toBeInstanceOf(
      UnreadableDocumentError,
    );
  });

  it('maps a bad document to UnreadableDocumentError', async () => {
    textract.on(AnalyzeDocumentCommand).rejects(new BadDocumentException({ message: 'bad', $metadata: {} }));
    await expect(extractWithTextract(client, location, 'png')).rejects.toThrow('This file could not be read');
  });

  it('lets throttling through unchanged, so the step is retried', async () => {
    textract.on(AnalyzeDocumentCommand).rejects(new ThrottlingException({ message: 'slow down', $metadata: {} }));
    const error = await extractWithTextract(client, location, 'png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThrottlingException);
  });

  it('sends converted image bytes inline instead of the S3 object', async () => {
    textract.on(AnalyzeDocumentCommand).resolves({ Blocks: [...line('Silver State Glass & Windows', 0.3, 0.1)] });
    const bytes = new Uint8Array([1, 2, 3]);
    await extractWithTextract(client, { bucket: 'uploads', key: 'quotes/q1/photo.heic' }, 'heic', {
      inlineBytes: bytes,
    });
    expect(textract.commandCalls(AnalyzeDocumentCommand)[0]!.args[0].input).toEqual({
      Document: { Bytes: bytes },
      FeatureTypes: ['TABLES', 'FORMS'],
    });
  });

  it('refuses a document in which Textract found no text', async () => {
    textract.on(AnalyzeDocumentCommand).resolves({ Blocks: [pageBlock()] });
    await expect(extractWithTextract(client, location, 'jpeg')).rejects.toThrow('No text could be read from this file');
  });
});
