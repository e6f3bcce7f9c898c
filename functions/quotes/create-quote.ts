import type { DetectedFileType } from '../extraction/file-type.js';
import { logger } from '../lib/logger.js';
import { createQuote, updateQuote } from '../store/quotes.js';
import type { Caller } from './caller.js';
import { startPipeline } from './pipeline-starter.js';
import { newQuoteRecord, type QuoteRecord } from './quote-record.js';

export const START_FAILED_MESSAGE = 'Error: processing could not be started. Please retry.';

/** Creates the quote for an uploaded file (already stored at `fileKey`) and starts the pipeline. */
export async function createQuoteAndStart(input: {
  id: string;
  fileName: string;
  fileKey: string;
  fileType: DetectedFileType;
  size: number;
  caller: Caller;
  now: Date;
}): Promise<QuoteRecord> {
  const quote = newQuoteRecord({
    id: input.id,
    fileName: input.fileName,
    contentType: input.fileType.mime,
    fileSize: input.size,
    fileKey: input.fileKey,
    status: 'processing',
    progressMessage: 'Preparing your document...',
    owner: input.caller.user ? { userId: input.caller.user.id, email: input.caller.user.email } : { guestId: input.caller.guestId ?? null },
    createdAt: input.now.toISOString(),
  });
  await createQuote(quote);
  try {
    await startPipeline(quote.id);
  } catch (error) {
    logger.error('Could not start the pipeline', { quoteId: quote.id, error: error as Error });
    await updateQuote(quote.id, { status: 'error', progressMessage: START_FAILED_MESSAGE });
    return { ...quote, status: 'error', progressMessage: START_FAILED_MESSAGE };
  }
  return quote;
}
