import {
  AnalyzeDocumentCommand,
  GetDocumentAnalysisCommand,
  StartDocumentAnalysisCommand,
  type Block,
  type Document,
  type FeatureType,
  TextractClient,
} from '@aws-sdk/client-textract';
import type { DocumentModel } from '../../document/model.js';
import { checkForDocumentService, type Extractor } from '../../extraction/extractor.js';
import { UnreadableDocumentError } from '../../extraction/document.js';
import { EXTRACTION_ERRORS } from '../../extraction/errors.js';
import type { FileKind } from '../../extraction/file-type.js';
import { blocksToModel } from './textract-blocks.js';

export { TEXTRACT_PAGE_HEIGHT, TEXTRACT_PAGE_WIDTH } from './textract-blocks.js';

/**
 * The AWS adapter: Amazon Textract reads the upload where it lies in S3 and answers with the same
 * document model as the local extractor, its own tables and form fields included. Images and
 * single-page PDFs go through the synchronous AnalyzeDocument; multi-page PDFs through an
 * asynchronous document analysis that is polled for a bounded time. The blocks are converted in
 * textract-blocks.ts.
 */

/** Lines and words come with either; tables and form fields (key–value pairs) are asked for. */
export const TEXTRACT_FEATURES: FeatureType[] = ['TABLES', 'FORMS'];

export interface TextractOptions {
  /** When known: more than one page goes straight to the asynchronous API. */
  pageCount?: number;
  /** Sent inline instead of the S3 object: uploads Textract cannot read as stored (HEIC, WebP...) converted to PNG, or a file read without storing it (eval:aws). */
  inlineBytes?: Uint8Array;
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
    if (options.inlineBytes) {
      blocks = await analyze(client, { Bytes: options.inlineBytes });
    } else if (kind === 'pdf' && (options.pageCount ?? 1) > 1) {
      blocks = await analyzeAsync(client, location, options);
    } else {
      try {
        blocks = await analyze(client, s3Document);
      } catch (error) {
        // AnalyzeDocument takes single-page PDFs only; without a page count, this is how we learn.
        if (kind === 'pdf' && options.pageCount === undefined && isNamed(error, 'UnsupportedDocumentException')) {
          blocks = await analyzeAsync(client, location, options);
        } else throw error;
      }
    }
  } catch (error) {
    throw asUnreadable(error);
  }
  return blocksToModel(blocks);
}

async function analyze(client: TextractClient, document: Document): Promise<Block[]> {
  const response = await client.send(
    new AnalyzeDocumentCommand({ Document: document, FeatureTypes: TEXTRACT_FEATURES }),
  );
  return response.Blocks ?? [];
}

async function analyzeAsync(
  client: TextractClient,
  location: { bucket: string; key: string },
  options: TextractOptions,
): Promise<Block[]> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const pollMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  const started = await client.send(
    new StartDocumentAnalysisCommand({
      DocumentLocation: { S3Object: { Bucket: location.bucket, Name: location.key } },
      FeatureTypes: TEXTRACT_FEATURES,
    }),
  );
  const jobId = started.JobId;
  if (!jobId) throw new Error('Textract started no job');

  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const first = await client.send(new GetDocumentAnalysisCommand({ JobId: jobId }));
    if (first.JobStatus === 'FAILED') {
      throw new UnreadableDocumentError(EXTRACTION_ERRORS.notPdf, {
        cause: new Error(first.StatusMessage ?? 'Textract job failed'),
      });
    }
    if (first.JobStatus === 'SUCCEEDED' || first.JobStatus === 'PARTIAL_SUCCESS') {
      // A large result comes in pages of blocks, each pointing at the next.
      const blocks = [...(first.Blocks ?? [])];
      let token = first.NextToken;
      while (token) {
        const next = await client.send(new GetDocumentAnalysisCommand({ JobId: jobId, NextToken: token }));
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
  if (isNamed(error, 'DocumentTooLargeException'))
    return new UnreadableDocumentError(EXTRACTION_ERRORS.tooLargeForOcr, { cause: error });
  return error;
}

function isNamed(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

/**
 * The Textract extractor: the upload is checked like any other first, then Textract reads it where
 * it is stored (JPEG, PNG and PDF), or inline once converted (other images).
 */
export function textractExtractor(client: TextractClient = new TextractClient({})): Extractor {
  return {
    async extract({ bytes, bucket, key }) {
      if (!bucket || !key) throw new Error('The Textract extractor needs the bucket and key of the upload');
      const upload = await checkForDocumentService(bytes);
      return extractWithTextract(client, { bucket, key }, upload.kind, {
        pageCount: upload.pageCount,
        inlineBytes: upload.converted,
      });
    },
  };
}
