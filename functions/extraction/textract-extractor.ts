import {
  DetectDocumentTextCommand,
  GetDocumentTextDetectionCommand,
  StartDocumentTextDetectionCommand,
  type Block,
  type Document,
  type TextractClient,
} from '@aws-sdk/client-textract';
import { buildDocumentModel } from '../document/build.js';
import type { DocumentModel } from '../document/model.js';
import { UnreadableDocumentError, type PageInfo, type TextLine, type Word } from './document.js';
import { EXTRACTION_ERRORS } from './errors.js';
import type { FileKind } from './file-type.js';
import { roundBox, segmentsToLines, type Segment } from './layout.js';
import { buildDocument } from './text-document.js';

/**
 * The AWS adapter: Amazon Textract reads the upload where it lies in S3 and answers with the same
 * ExtractedDocument as the local extractor. Images and single-page PDFs go through the synchronous
 * DetectDocumentText; multi-page PDFs through an asynchronous job that is polled for a bounded time.
 */

/** Textract boxes are fractions of the page; they are scaled to a nominal US Letter page of this size. */
export const TEXTRACT_PAGE_WIDTH = 1000;
export const TEXTRACT_PAGE_HEIGHT = 1294;

export interface TextractOptions {
  /** When known: more than one page goes straight to the asynchronous API. */
  pageCount?: number;
  /** Sent inline instead of the S3 object, for uploads Textract cannot read as stored (HEIC, WebP...) converted to PNG/JPEG. */
  imageBytes?: Uint8Array;
  /** Between two polls of an asynchronous job, and the longest to wait for it. */
  pollIntervalMs?: number;
  maxWaitMs?: number;
  /** Waits between polls (replaced in tests). */
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_POLL_MS = 1_500;
const DEFAULT_MAX_WAIT_MS = 120_000;

export async function extractWithTextract(
  client: TextractClient,
  location: { bucket: string; key: string },
  kind: FileKind,
  options: TextractOptions = {},
): Promise<DocumentModel> {
  const s3Document: Document = { S3Object: { Bucket: location.bucket, Name: location.key } };
  let blocks: Block[];
  try {
    if (options.imageBytes) {
      blocks = await detect(client, { Bytes: options.imageBytes });
    } else if (kind === 'pdf' && (options.pageCount ?? 1) > 1) {
      blocks = await detectAsync(client, location, options);
    } else {
      try {
        blocks = await detect(client, s3Document);
      } catch (error) {
        // DetectDocumentText takes single-page PDFs only; without a page count, this is how we learn.
        if (kind === 'pdf' && options.pageCount === undefined && isNamed(error, 'UnsupportedDocumentException')) {
          blocks = await detectAsync(client, location, options);
        } else throw error;
      }
    }
  } catch (error) {
    throw asUnreadable(error);
  }
  return blocksToDocument(blocks);
}

/** Turns Textract's LINE and WORD blocks into our lines (cells of one table row joined, as for the PDF text layer). */
export function blocksToDocument(blocks: Block[]): DocumentModel {
  const byId = new Map(blocks.filter((b) => b.Id).map((b) => [b.Id!, b]));
  const pageNumbers = new Set<number>();
  const segmentsByPage = new Map<number, Segment[]>();
  for (const block of blocks) {
    const page = block.Page ?? 1;
    if (block.BlockType === 'PAGE') pageNumbers.add(page);
    if (block.BlockType !== 'LINE' || !block.Text) continue;
    pageNumbers.add(page);
    const childIds = (block.Relationships ?? []).filter((r) => r.Type === 'CHILD').flatMap((r) => r.Ids ?? []);
    const words: Word[] = childIds
      .map((id) => byId.get(id))
      .filter((b): b is Block => b?.BlockType === 'WORD' && !!b.Text)
      .map((b) => ({ text: b.Text!, bbox: toBox(b), confidence: round1(b.Confidence ?? 0) }));
    const bbox = toBox(block);
    const segment: Segment = {
      text: block.Text,
      bbox,
      words: words.length > 0 ? words : [{ text: block.Text, bbox, confidence: round1(block.Confidence ?? 0) }],
      baseline: bbox.y1,
      size: Math.max(1, bbox.y1 - bbox.y0),
    };
    const list = segmentsByPage.get(page) ?? [];
    list.push(segment);
    segmentsByPage.set(page, list);
  }
  const pages: PageInfo[] = [...pageNumbers].sort((a, b) => a - b).map((page) => ({ page, width: TEXTRACT_PAGE_WIDTH, height: TEXTRACT_PAGE_HEIGHT }));
  const lines: TextLine[] = pages.flatMap((p) => segmentsToLines(segmentsByPage.get(p.page) ?? [], p.page));
  return buildDocumentModel(buildDocument('textract', 'Amazon Textract', pages, lines));
}

async function detect(client: TextractClient, document: Document): Promise<Block[]> {
  const response = await client.send(new DetectDocumentTextCommand({ Document: document }));
  return response.Blocks ?? [];
}

async function detectAsync(client: TextractClient, location: { bucket: string; key: string }, options: TextractOptions): Promise<Block[]> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const pollMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  const started = await client.send(
    new StartDocumentTextDetectionCommand({ DocumentLocation: { S3Object: { Bucket: location.bucket, Name: location.key } } }),
  );
  const jobId = started.JobId;
  if (!jobId) throw new Error('Textract started no job');

  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const first = await client.send(new GetDocumentTextDetectionCommand({ JobId: jobId }));
    if (first.JobStatus === 'FAILED') {
      throw new UnreadableDocumentError(EXTRACTION_ERRORS.notPdf, { cause: new Error(first.StatusMessage ?? 'Textract job failed') });
    }
    if (first.JobStatus === 'SUCCEEDED' || first.JobStatus === 'PARTIAL_SUCCESS') {
      const blocks = [...(first.Blocks ?? [])];
      let token = first.NextToken;
      while (token) {
        const next = await client.send(new GetDocumentTextDetectionCommand({ JobId: jobId, NextToken: token }));
        blocks.push(...(next.Blocks ?? []));
        token = next.NextToken;
      }
      return blocks;
    }
    if (Date.now() + pollMs > deadline) {
      throw new Error(`Textract job ${jobId} did not finish within ${Math.round(maxWaitMs / 1000)} s`);
    }
    await sleep(pollMs);
  }
}

/** The homeowner's file is at fault for these; anything else (throttling, access) is ours and may be retried. */
function asUnreadable(error: unknown): unknown {
  if (error instanceof UnreadableDocumentError) return error;
  if (isNamed(error, 'UnsupportedDocumentException') || isNamed(error, 'BadDocumentException')) {
    return new UnreadableDocumentError(EXTRACTION_ERRORS.unsupportedOrDamaged, { cause: error });
  }
  if (isNamed(error, 'DocumentTooLargeException')) return new UnreadableDocumentError(EXTRACTION_ERRORS.tooLargeForOcr, { cause: error });
  return error;
}

function isNamed(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

function toBox(block: Block): Segment['bbox'] {
  const box = block.Geometry?.BoundingBox;
  const left = box?.Left ?? 0;
  const top = box?.Top ?? 0;
  return roundBox({
    x0: left * TEXTRACT_PAGE_WIDTH,
    y0: top * TEXTRACT_PAGE_HEIGHT,
    x1: (left + (box?.Width ?? 0)) * TEXTRACT_PAGE_WIDTH,
    y1: (top + (box?.Height ?? 0)) * TEXTRACT_PAGE_HEIGHT,
  });
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
