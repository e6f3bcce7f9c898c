import type { DetectedFileType } from '../extraction/file-type.js';
import { logger } from '../lib/logger.js';
import { PaymentRequiredAppError, TooManyRequestsError } from '../lib/errors.js';
import { FREE_ANALYSES_EXHAUSTED_MESSAGE, FREE_ANALYSES_PER_IP_PER_DAY } from '@shared/rate-limits.js';
import { getConfig } from '../lib/config.js';
import { chargeItems, chooseCharge, PaymentRequiredError, returnCharge, type QuoteCharge } from '../store/credits.js';
import { freeAnalysesToday, freeAnalysisCountItem, secondsUntilNextDay } from '../store/free-analyses.js';
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

/**
 * Before the file is sent: 402 when the caller has nothing left to pay with, 429 when they would spend
 * a free analysis their address has none left of. Both are checked again when the quote is created.
 */
export async function assertCanPay(caller: Caller, clientIp: string, now: Date): Promise<void> {
  let charge: QuoteCharge;
  try {
    // A first-time guest gets a session and its free analysis.
    charge = caller.user || caller.guestId ? await chooseCharge(payer(caller)) : { kind: 'free' };
  } catch (error) {
    if (error instanceof PaymentRequiredError) throw new PaymentRequiredAppError(error.message);
    throw error;
  }
  if (
    charge.kind === 'free' &&
    getConfig().rateLimits &&
    (await freeAnalysesToday(clientIp, now)) >= FREE_ANALYSES_PER_IP_PER_DAY
  ) {
    throw new TooManyRequestsError(FREE_ANALYSES_EXHAUSTED_MESSAGE, secondsUntilNextDay(now));
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
  /** The uploader's address: free analyses per address and day are capped. */
  clientIp: string;
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
    owner: input.caller.user
      ? { userId: input.caller.user.id, email: input.caller.user.email }
      : { guestId: input.caller.guestId ?? null },
    createdAt: input.now.toISOString(),
  });
  const paid = await createPaidQuote(quote, input.caller, input.clientIp, input.now);
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

/** A free analysis also counts against its address's daily cap (unless the limits are off locally). */
function capsFor(charge: QuoteCharge, clientIp: string, now: Date) {
  if (charge.kind !== 'free' || !getConfig().rateLimits) return [];
  return [
    {
      item: freeAnalysisCountItem(clientIp, now, FREE_ANALYSES_PER_IP_PER_DAY),
      exhausted: () => new TooManyRequestsError(FREE_ANALYSES_EXHAUSTED_MESSAGE, secondsUntilNextDay(now)),
    },
  ];
}

async function createPaidQuote(quote: QuoteRecord, caller: Caller, clientIp: string, now: Date): Promise<QuoteRecord> {
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
      await createQuote(paid, chargeItems(charge, quote.id, quote.createdAt), capsFor(charge, clientIp, now));
      return paid;
    } catch (error) {
      // Another upload spent the same free analysis or credit first: decide again from the new balance.
      if (!(error instanceof ChargeChangedError) || attempt >= CHARGE_ATTEMPTS) throw error;
    }
  }
}
