import { ApiError, api, errorMessageOf } from '@/lib/api-client';

/** POST /api/quotes/upload-url: a presigned POST straight to the private bucket. */
export interface UploadUrlResponse {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
  maxBytes: number;
}

/** POST /api/quotes/upload-complete (and POST /api/quotes/upload). */
export interface UploadResponse {
  id: string;
  message: string;
}

/** 402: the caller has no analysis left (no credits, or a guest's free one is used). */
export const PAYMENT_REQUIRED = 402;

export function isPaymentRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === PAYMENT_REQUIRED;
}

const UPLOAD_FAILED = 'Upload failed';

/** What the homeowner reads when an upload fails for a reason that is not theirs to fix. */
export const UPLOAD_FAILED_DESCRIPTION = 'There was an error uploading your file. Please try again.';

/** The API refused the file (4xx) and said why, in words written for the homeowner. */
export class UploadRefusedError extends ApiError {}

/**
 * Turns the API's refusal of the file (a 4xx other than 402, carrying the server's message) into an
 * UploadRefusedError; anything else (the server's own failures, the network, the bucket) as it was.
 */
async function withRefusals<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const refused =
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== PAYMENT_REQUIRED &&
      error.message !== UPLOAD_FAILED;
    if (refused) throw new UploadRefusedError(error.message, error.status, { cause: error });
    throw error;
  }
}

/** The toast's description for a failed upload: the server's reason for a refusal, else the generic text. */
export function uploadFailureDescription(error: unknown): string {
  return error instanceof UploadRefusedError ? error.message : UPLOAD_FAILED_DESCRIPTION;
}

/**
 * Uploads a quote in three calls: ask for a presigned POST, send the file to the bucket (the
 * policy's fields first, the file last), then tell the API the file is there, which starts the
 * analysis. Resolves with the new quote's id; a 402 from either API call is an ApiError with
 * status 402, and the API's refusal of the file an UploadRefusedError with the server's reason.
 */
export async function uploadQuote(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  const target = await withRefusals(() =>
    api.post<UploadUrlResponse>(
      '/api/quotes/upload-url',
      { fileName: file.name, size: file.size },
      { errorMessage: UPLOAD_FAILED, signal },
    ),
  );

  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file);
  // The bucket is another origin: no cookies go there, the signed policy is the authorization.
  const stored = await fetch(target.url, { method: 'POST', body: form, signal });
  if (!stored.ok) {
    const text = await stored.text().catch(() => '');
    throw new ApiError(errorMessageOf(stored, '', `${UPLOAD_FAILED} (${stored.status})`), stored.status, {
      cause: text.slice(0, 500),
    });
  }

  return withRefusals(() =>
    api.post<UploadResponse>(
      '/api/quotes/upload-complete',
      { uploadId: target.uploadId, fileName: file.name },
      { errorMessage: UPLOAD_FAILED, signal },
    ),
  );
}
