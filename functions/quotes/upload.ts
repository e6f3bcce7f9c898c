/**
 * Uploading a quote, free of HTTP: a file sent through the API, or a browser's two-step upload
 * (a presigned form straight to the private bucket, then "complete"). What is analyzed is what was
 * checked: the bytes are read once, checked like any upload and stored as the quote's original,
 * which no presigned form can write.
 */
import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@shared/limits.js';
import { UPLOAD_ERRORS } from '@shared/messages.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors.js';
import { canAccessQuote } from './access.js';
import { ownerTag, type Caller } from './caller.js';
import { assertCanPay, createQuoteAndStart } from './create-quote.js';
import { QuoteExistsError } from './errors.js';
import type { QuoteDeps } from './ports.js';
import type { QuoteRecord } from './quote-record.js';
import type { DetectedFileType } from '../extraction/file-type.js';
import { checkUploadedFile, cleanFileName, FileTooLargeError } from './upload-rules.js';

/** A file sent in the request (multipart form): its name and bytes, either may be missing. */
export interface SentFile {
  filename?: string;
  content?: Buffer;
}

/** A caller that can own an upload: a signed-in user, or a guest session (the HTTP layer makes one). */
function ownerOf(caller: Caller): string {
  const owner = ownerTag(caller);
  if (!owner) throw new Error('An upload needs a signed-in user or a guest session');
  return owner;
}

/** A file sent through the API (small files and API clients; the web uses the presigned upload). */
export async function uploadFile(
  file: SentFile | undefined,
  caller: Caller,
  clientIp: string,
  deps: QuoteDeps,
): Promise<QuoteRecord> {
  const fileType = checkUploadedFile(file?.content);
  return storeAndCreate(randomUUID(), file!.content!, fileType, file!.filename, caller, clientIp, deps);
}

/** Step 1 of a browser upload: a presigned POST straight to the private bucket (size enforced by S3). */
export async function prepareUpload(
  request: { size?: number },
  caller: Caller,
  clientIp: string,
  deps: QuoteDeps,
): Promise<{ uploadId: string; url: string; fields: Record<string, string>; maxBytes: number }> {
  if (request.size === 0) throw new ValidationError(UPLOAD_ERRORS.emptyFile);
  if (request.size !== undefined && request.size > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
  await assertCanPay(caller, clientIp, deps);
  const uploadId = randomUUID();
  const post = await deps.files.presignUpload(uploadId, ownerOf(caller), MAX_UPLOAD_BYTES);
  return { uploadId, url: post.url, fields: post.fields, maxBytes: MAX_UPLOAD_BYTES };
}

/**
 * Step 2: the file is in the bucket. Its bytes are read once, checked like any upload and stored as
 * the quote's original, even if the form is posted again before it expires; the incoming object is
 * then deleted. Someone else's upload, or none, is "not found"; one made into a quote already, 409.
 */
export async function completeUpload(
  request: { uploadId: string; fileName?: string },
  caller: Caller,
  clientIp: string,
  deps: QuoteDeps,
): Promise<QuoteRecord> {
  const { uploadId } = request;
  const existing = await deps.quotes.get(uploadId);
  if (existing) {
    throw canAccessQuote(existing, caller)
      ? new ConflictError(UPLOAD_ERRORS.alreadyProcessed)
      : new NotFoundError(UPLOAD_ERRORS.uploadNotFound);
  }
  const head = await deps.files.headIncoming(uploadId);
  if (!head || head.owner !== ownerTag(caller)) throw new NotFoundError(UPLOAD_ERRORS.uploadNotFound);
  let checked;
  try {
    // S3 enforces the size in AWS; the local stand-in does not, so it is checked here as well.
    if (head.size > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
    const bytes = await deps.files.readIncoming(uploadId);
    if (!bytes || bytes.length > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
    checked = { bytes, fileType: checkUploadedFile(bytes, bytes.length) };
  } catch (error) {
    await deps.files.deleteIncoming(uploadId);
    throw error;
  }
  try {
    // What is analyzed is the stored original: the incoming upload goes once it is copied.
    return await storeAndCreate(
      uploadId,
      checked.bytes,
      checked.fileType,
      request.fileName,
      caller,
      clientIp,
      deps,
      () => deps.files.deleteIncoming(uploadId),
    );
  } catch (error) {
    if (error instanceof QuoteExistsError) throw new ConflictError(UPLOAD_ERRORS.alreadyProcessed);
    throw error;
  }
}

/**
 * Stores the checked bytes as the quote's original (then runs `afterStored`), and creates the quote,
 * paid, and starts the pipeline.
 */
async function storeAndCreate(
  id: string,
  bytes: Uint8Array,
  fileType: DetectedFileType,
  fileName: unknown,
  caller: Caller,
  clientIp: string,
  deps: QuoteDeps,
  afterStored?: () => Promise<void>,
): Promise<QuoteRecord> {
  const fileKey = await deps.files.putOriginal(id, bytes, fileType.mime, {
    owner: ownerOf(caller),
    guestRetention: !caller.user,
  });
  await afterStored?.();
  return createQuoteAndStart(
    {
      id,
      fileName: cleanFileName(fileName, fileType.extension),
      fileKey,
      fileType,
      size: bytes.length,
      caller,
      clientIp,
    },
    deps,
  );
}
