import type { DetectedFileType } from '../extraction/file-type.js';
import { logger } from '../lib/logger.js';
import { PaymentRequiredAppError } from '../lib/errors.js';
import { chargeItems, chooseCharge, PaymentRequiredError, returnCharge } from '../store/credits.js';
import { ChargeChangedError, createQuote, updateQuote } from '../store/quotes.js';
import type { Caller } from './caller.js';
import { startPipeline } from './pipeline-starter.js';
import { newQuoteRecord, type QuoteRecord } from './quote-record.js';

export const START_FAILED_MESSAGE = 'Error: processing could not be started. Please retry.';

const CHARGE_ATTEMPTS = 8;

/** Who pays for a caller's upload: the account, or the guest session. */
function payer(caller: Caller): { userId: string } | { guestId: string } {
  if (caller.user) return { userId: caller.user.id };
  if (caller.guestId) return { guestId: caller.guestId };
  throw new PaymentRequiredAppError(new PaymentRequiredError(true).message);
}

/** 402 before the file is sent when the caller has nothing left to pay with (checked again at creation). */
export async function assertCanPay(caller: Caller): Promise<void> {
  if (!caller.user && !caller.guestId) return; // a first-time guest gets a session and its free analysis
  try {
    await chooseCharge(payer(caller));
  } catch (error) {
    if (error instanceof PaymentRequiredError) throw new PaymentRequiredAppError(error.message);
    throw error;
  }
}

/**
 * Creates the quote for an uploaded file (already stored at `fileKey`), paid in the same transaction
 * with the caller's free analysis or one credit (402 when neither is left), and starts the pipeline.
 */
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
  const paid = await createPaidQuote(quote, input.caller);
  try {
    await startPipeline(paid.id);
  } catch (error) {
    logger.error('Could not start the pipeline', { quoteId: paid.id, error: error as Error });
    await updateQuote(paid.id, { status: 'error', progressMessage: START_FAILED_MESSAGE });
    await returnCharge(paid, 'Processing could not be started');
    return { ...paid, status: 'error', progressMessage: START_FAILED_MESSAGE };
  }
  return paid;
}

async function createPaidQuote(quote: QuoteRecord, caller: Caller): Promise<QuoteRecord> {
  for (let attempt = 1; ; attempt++) {
    let charge;
    try {
      charge = await chooseCharge(payer(caller));
    } catch (error) {
      if (error instanceof PaymentRequiredError) throw new PaymentRequiredAppError(error.message);
      throw error;
    }
    const paid: QuoteRecord = { ...quote, charge: charge.kind };
    try {
      await createQuote(paid, chargeItems(charge, quote.id, quote.createdAt));
      return paid;
    } catch (error) {
      // Another upload spent the same free analysis or credit first: decide again from the new balance.
      if (!(error instanceof ChargeChangedError) || attempt >= CHARGE_ATTEMPTS) throw error;
    }
  }
}
