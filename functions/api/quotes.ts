import { UPLOAD_SUCCESS_MESSAGE } from '@shared/messages.js';
import { quoteIdSchema, uploadCompleteSchema, uploadUrlSchema } from '@shared/validation.js';
import { NotFoundError } from '../lib/errors.js';
import { apiHandler, type ApiRequest } from '../lib/http.js';
import { callerOfRequest, guestCookie } from '../lib/session-cookies.js';
import { parseWith } from '../lib/validate.js';
import { newGuestId, type Caller } from '../quotes/caller.js';
import { claimQuote } from '../quotes/claim.js';
import { extractedTextView } from '../quotes/extracted-text-view.js';
import { openQuote, openQuoteToChange } from '../quotes/open-quote.js';
import { toQuote, toQuoteDetail } from '../quotes/quote-record.js';
import { retryProcessing } from '../quotes/retry.js';
import { completeUpload, prepareUpload, uploadFile, type SentFile } from '../quotes/upload.js';
import { dynamoMessageStore } from '../store/messages.js';
import { quoteDeps } from '../wiring/quotes.js';

const deps = quoteDeps();

/** The caller, with a new guest session when a signed-out visitor has none yet (its cookie is set on success). */
function uploader(req: ApiRequest): { caller: Caller; cookies?: string[] } {
  const caller = callerOfRequest(req);
  if (caller.user || caller.guestId) return { caller };
  const guestId = newGuestId();
  return { caller: { guestId }, cookies: [guestCookie(guestId, req.secure)] };
}

/** The quote named in the path, if the caller may see it (404 otherwise). */
const quoteOf = (req: ApiRequest) => openQuote(req.pathParameters.id, callerOfRequest(req), deps);

/**
 * Quotes: uploads, reads, the original file, messages, retries and claiming (spec sections 3 and 5); the
 * rules live in functions/quotes. The chat, corrections and re-analysis are functions/api/conversation.ts.
 */
export const handler = apiHandler('quotes', {
  /** A file sent through the API (small files and API clients; the web uses upload-url). */
  'POST /api/quotes/upload': async (req) => {
    const field = (req.body as { file?: SentFile | SentFile[] } | undefined)?.file;
    const { caller, cookies } = uploader(req);
    const quote = await uploadFile(Array.isArray(field) ? field[0] : field, caller, req.clientIp, deps);
    return { body: { id: quote.id, message: UPLOAD_SUCCESS_MESSAGE }, cookies };
  },

  /** Step 1 of a browser upload: a presigned POST straight to the private bucket. */
  'POST /api/quotes/upload-url': async (req) => {
    const input = parseWith(uploadUrlSchema, req.body);
    const { caller, cookies } = uploader(req);
    return { body: await prepareUpload(input, caller, req.clientIp, deps), cookies };
  },

  /** Step 2: the file is in the bucket; it is checked and becomes the quote's original. */
  'POST /api/quotes/upload-complete': async (req) => {
    const input = parseWith(uploadCompleteSchema, req.body);
    const quote = await completeUpload(input, callerOfRequest(req), req.clientIp, deps);
    return { body: { id: quote.id, message: UPLOAD_SUCCESS_MESSAGE } };
  },

  'GET /api/quotes/my-quotes': async (req) => ({
    body: (await deps.quotes.listByOwner({ userId: req.user!.id })).map(toQuote),
  }),

  'GET /api/quotes/{id}': async (req) => ({ body: toQuoteDetail(await quoteOf(req)) }),

  'GET /api/quotes/{id}/extracted-text': async (req) => {
    const quote = await quoteOf(req);
    return { body: extractedTextView(quote, await deps.quotes.getText(quote.id)) };
  },

  /** The original file, to its owner only, through a link valid for five minutes. */
  'GET /api/quotes/{id}/file/original': async (req) => {
    const quote = await quoteOf(req);
    const url = await deps.files.presignDownload(quote.fileKey, quote.contentType, quote.fileName);
    return { statusCode: 302, headers: { location: url }, body: { url } };
  },

  'GET /api/quotes/{id}/messages': async (req) => ({
    body: await dynamoMessageStore.list((await quoteOf(req)).id),
  }),

  /** The guest quote this browser uploaded becomes the signed-in user's (spec: assigned once signed in). */
  'POST /api/quotes/{id}/assign-user': async (req) => {
    const id = quoteIdSchema.safeParse(req.pathParameters.id);
    if (!id.success || !(await claimQuote(id.data, callerOfRequest(req), deps))) {
      throw new NotFoundError('Quote not found');
    }
    return { body: toQuoteDetail((await deps.quotes.get(id.data))!) };
  },

  /** Re-runs a failed quote from the step that failed. */
  'POST /api/quotes/{id}/retry-processing': async (req) => {
    const quote = await openQuoteToChange(req.pathParameters.id, callerOfRequest(req), deps);
    await retryProcessing(quote, deps);
    return { body: { id: quote.id, message: 'Processing restarted.' } };
  },
});
