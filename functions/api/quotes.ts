import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@shared/limits.js';
import { UPLOAD_ERRORS, UPLOAD_SUCCESS_MESSAGE } from '@shared/messages.js';
import type { PipelineStepId } from '@shared/pipeline.js';
import { PIPELINE_STEPS } from '@shared/pipeline.js';
import {
  ANALYZE_STATUSES,
  CHAT_STATUSES,
  EDIT_STATUSES,
  PIPELINE_RUNNING_STATUSES,
  STILL_ANALYZING_MESSAGE,
  type QuoteStatus,
} from '@shared/statuses.js';
import {
  chatMessageSchema,
  quoteIdSchema,
  updateScopeSchema,
  uploadCompleteSchema,
  uploadUrlSchema,
} from '@shared/validation.js';
import { chatTurn, correctFields, reanalyzeAll } from '../conversation/quote-conversation.js';
import { listMessages } from '../store/messages.js';
import { chargeForRetry, PaymentRequiredError, RetryRaceError, returnCharge } from '../store/credits.js';
import { ConflictError, NotFoundError, PaymentRequiredAppError, ValidationError } from '../lib/errors.js';
import { apiHandler, type ApiRequest } from '../lib/http.js';
import { guestCookie } from '../lib/session-cookies.js';
import { parseWith } from '../lib/validate.js';
import { canAccessQuote } from '../quotes/access.js';
import { claimQuote } from '../quotes/claim.js';
import { callerOf, newGuestId, ownerTag, type Caller } from '../quotes/caller.js';
import { assertCanPay, createQuoteAndStart } from '../quotes/create-quote.js';
import { extractedTextView } from '../quotes/extracted-text-view.js';
import { startPipeline } from '../quotes/pipeline-starter.js';
import { toQuote, toQuoteDetail, type QuoteRecord } from '../quotes/quote-record.js';
import { isStale, STALE_MESSAGE } from '../quotes/stale.js';
import { checkUploadedFile, cleanFileName, FileTooLargeError } from '../quotes/upload-rules.js';
import {
  blobKeys,
  deleteObject,
  getObjectBytes,
  headObject,
  presignDownload,
  presignUpload,
  putObject,
} from '../store/blobs.js';
import {
  getExtractedText,
  getQuote,
  listOwnerQuotes,
  QuoteExistsError,
  QuoteStatusChangedError,
  updateQuote,
} from '../store/quotes.js';

/** Where the pipeline is still at work, chat and edits wait for it (they would race its write). */
function assertStatusAllows(quote: QuoteRecord, allowed: readonly QuoteStatus[], otherwise: string): void {
  if (allowed.includes(quote.status as QuoteStatus)) return;
  throw new ConflictError(
    PIPELINE_RUNNING_STATUSES.includes(quote.status as QuoteStatus) ? STILL_ANALYZING_MESSAGE : otherwise,
  );
}

/** A concurrent chat turn or edit won the write: the caller retries with the fresh quote. */
async function oneWriter<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof QuoteStatusChangedError)
      throw new ConflictError('The quote changed meanwhile. Please try again.');
    throw error;
  }
}

/** The caller, with a new guest session when a signed-out visitor has none yet. */
function uploader(req: ApiRequest): { caller: Caller; cookies?: string[] } {
  const caller = callerOf(req.user, req.cookies);
  if (caller.user || caller.guestId) return { caller };
  const guestId = newGuestId();
  return { caller: { guestId }, cookies: [guestCookie(guestId, req.secure)] };
}

/** The quote named in the path, if the caller may see it; otherwise 404 (never "exists but not yours"). */
async function accessibleQuote(req: ApiRequest): Promise<QuoteRecord> {
  const id = quoteIdSchema.safeParse(req.pathParameters.id);
  const quote = id.success ? await getQuote(id.data) : undefined;
  if (!quote || !canAccessQuote(quote, callerOf(req.user, req.cookies))) throw new NotFoundError('Quote not found');
  if (!isStale(quote, new Date())) return quote;
  try {
    // Only while it is still in the status read as stale: a pipeline that moved on meanwhile wins.
    await updateQuote(quote.id, { status: 'error', progressMessage: STALE_MESSAGE }, { onlyIfStatus: quote.status });
  } catch (error) {
    if (error instanceof QuoteStatusChangedError) return (await getQuote(quote.id)) ?? quote;
    throw error;
  }
  const returned = await returnCharge(quote, `Quote ${quote.id} stopped before it finished`);
  return {
    ...quote,
    status: 'error',
    progressMessage: STALE_MESSAGE,
    chargeReturned: returned || quote.chargeReturned,
  };
}

interface MultipartFile {
  filename?: string;
  content?: Buffer;
}

const RETRYING_MESSAGE = 'Retrying...';

export const handler = apiHandler('quotes', {
  /** A file sent through the API (small files and API clients; the web uses upload-url). */
  'POST /api/quotes/upload': async (req) => {
    const field = (req.body as { file?: MultipartFile | MultipartFile[] } | undefined)?.file;
    const file = Array.isArray(field) ? field[0] : field;
    const fileType = checkUploadedFile(file?.content);
    const { caller, cookies } = uploader(req);
    const id = randomUUID();
    const fileName = cleanFileName(file!.filename, fileType.extension);
    await putObject(
      blobKeys.original(id),
      file!.content!,
      fileType.mime,
      { owner: ownerTag(caller)! },
      { guestRetention: !caller.user },
    );
    const quote = await createQuoteAndStart({
      id,
      fileName,
      fileKey: blobKeys.original(id),
      fileType,
      size: file!.content!.length,
      caller,
      clientIp: req.clientIp,
      now: new Date(),
    });
    return { body: { id: quote.id, message: UPLOAD_SUCCESS_MESSAGE }, cookies };
  },

  /** Step 1 of a browser upload: a presigned POST straight to the private bucket (size enforced by S3). */
  'POST /api/quotes/upload-url': async (req) => {
    const input = parseWith(uploadUrlSchema, req.body);
    if (input.size === 0) throw new ValidationError(UPLOAD_ERRORS.emptyFile);
    if (input.size !== undefined && input.size > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
    const { caller, cookies } = uploader(req);
    await assertCanPay(caller, req.clientIp, new Date());
    const uploadId = randomUUID();
    const post = await presignUpload(blobKeys.incoming(uploadId), ownerTag(caller)!, MAX_UPLOAD_BYTES);
    return { body: { uploadId, url: post.url, fields: post.fields, maxBytes: MAX_UPLOAD_BYTES }, cookies };
  },

  /**
   * Step 2: the file is in the bucket. Its bytes are read once, checked like any upload and stored as
   * the quote's original, which the presigned form cannot write: what is analysed is what was checked,
   * even if the form is posted again before it expires. The incoming object is then deleted.
   */
  'POST /api/quotes/upload-complete': async (req) => {
    const { uploadId, fileName } = parseWith(uploadCompleteSchema, req.body);
    const caller = callerOf(req.user, req.cookies);
    const existing = await getQuote(uploadId);
    if (existing)
      throw canAccessQuote(existing, caller)
        ? new ConflictError(UPLOAD_ERRORS.alreadyProcessed)
        : new NotFoundError(UPLOAD_ERRORS.uploadNotFound);
    const incoming = blobKeys.incoming(uploadId);
    const head = await headObject(incoming);
    if (!head || head.metadata.owner !== ownerTag(caller)) throw new NotFoundError(UPLOAD_ERRORS.uploadNotFound);
    let fileType;
    let bytes;
    try {
      // S3 enforces the size in AWS; the local stand-in does not, so it is checked here as well.
      if (head.size > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
      bytes = await getObjectBytes(incoming);
      if (!bytes || bytes.length > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
      fileType = checkUploadedFile(bytes, bytes.length);
    } catch (error) {
      await deleteObject(incoming);
      throw error;
    }
    const key = blobKeys.original(uploadId);
    await putObject(key, bytes, fileType.mime, { owner: ownerTag(caller)! }, { guestRetention: !caller.user });
    await deleteObject(incoming);
    try {
      await createQuoteAndStart({
        id: uploadId,
        fileName: cleanFileName(fileName, fileType.extension),
        fileKey: key,
        fileType,
        size: bytes.length,
        caller,
        clientIp: req.clientIp,
        now: new Date(),
      });
    } catch (error) {
      if (error instanceof QuoteExistsError) throw new ConflictError(UPLOAD_ERRORS.alreadyProcessed);
      throw error;
    }
    return { body: { id: uploadId, message: UPLOAD_SUCCESS_MESSAGE } };
  },

  'GET /api/quotes/my-quotes': async (req) => {
    const quotes = await listOwnerQuotes({ userId: req.user!.id });
    return { body: quotes.map(toQuote) };
  },

  'GET /api/quotes/{id}': async (req) => ({ body: toQuoteDetail(await accessibleQuote(req)) }),

  'GET /api/quotes/{id}/extracted-text': async (req) => {
    const quote = await accessibleQuote(req);
    return { body: extractedTextView(quote, await getExtractedText(quote.id)) };
  },

  /** The original file, to its owner only, through a link valid for five minutes. */
  'GET /api/quotes/{id}/file/original': async (req) => {
    const quote = await accessibleQuote(req);
    const url = await presignDownload(quote.fileKey, quote.contentType, quote.fileName);
    return { statusCode: 302, headers: { location: url }, body: { url } };
  },

  'GET /api/quotes/{id}/messages': async (req) => {
    const quote = await accessibleQuote(req);
    return { body: await listMessages(quote.id) };
  },

  'POST /api/quotes/{id}/chat': async (req) => {
    const { message } = parseWith(chatMessageSchema, req.body);
    const quote = await accessibleQuote(req);
    assertStatusAllows(quote, CHAT_STATUSES, 'The chat opens once your quote has been read.');
    const { messages } = await oneWriter(() => chatTurn(quote, message));
    return { body: { messages } };
  },

  /** Corrects one or more fields (spec section 5 rules) and re-analyses the items they affect. */
  'PATCH /api/quotes/{id}/update-scope': async (req) => {
    const changes = parseWith(updateScopeSchema, req.body);
    const quote = await accessibleQuote(req);
    assertStatusAllows(quote, EDIT_STATUSES, 'Fields can be edited once the analysis is done.');
    const { record } = await oneWriter(() => correctFields(quote, changes));
    return { body: toQuoteDetail(record) };
  },

  'POST /api/quotes/{id}/analyze': async (req) => {
    const quote = await accessibleQuote(req);
    assertStatusAllows(quote, ANALYZE_STATUSES, 'The quote is not ready for a new analysis.');
    const { record } = await oneWriter(() => reanalyzeAll(quote));
    return { body: toQuoteDetail(record) };
  },

  /** The guest quote this browser uploaded becomes the signed-in user's (spec: assigned once signed in). */
  'POST /api/quotes/{id}/assign-user': async (req) => {
    const id = quoteIdSchema.safeParse(req.pathParameters.id);
    if (!id.success || !(await claimQuote(id.data, callerOf(req.user, req.cookies))))
      throw new NotFoundError('Quote not found');
    return { body: toQuoteDetail((await getQuote(id.data))!) };
  },

  /** Re-runs a failed quote from the step that failed. */
  'POST /api/quotes/{id}/retry-processing': async (req) => {
    const quote = await accessibleQuote(req);
    if (quote.status !== 'error') throw new ConflictError(UPLOAD_ERRORS.notRetryable);
    const step = PIPELINE_STEPS.find((s) => s.id === quote.pipelineStep);
    try {
      // Only one retry can move the quote out of 'error', so two clicks start one execution. A quote
      // whose charge was given back pays again: a refunded failure is not a free re-run.
      if (quote.chargeReturned) await chargeForRetry(quote, RETRYING_MESSAGE);
      else
        await updateQuote(
          quote.id,
          { status: 'processing', progressMessage: RETRYING_MESSAGE },
          { onlyIfStatus: 'error' },
        );
    } catch (error) {
      if (error instanceof QuoteStatusChangedError || error instanceof RetryRaceError)
        throw new ConflictError(UPLOAD_ERRORS.notRetryable);
      if (error instanceof PaymentRequiredError) throw new PaymentRequiredAppError(error.message);
      throw error;
    }
    await startPipeline(quote.id, step && step !== PIPELINE_STEPS[0] ? (step.id as PipelineStepId) : undefined);
    return { body: { id: quote.id, message: 'Processing restarted.' } };
  },
});
