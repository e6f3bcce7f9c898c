/**
 * Creating a quote for an uploaded file: paid in the same transaction as its creation with the
 * caller's free analysis or one credit (charge-policy.ts decides which), capped per address for free
 * analyses, then the pipeline starts. A start that fails gives the charge back.
 */
import { FREE_ANALYSES_EXHAUSTED_MESSAGE } from '@shared/rate-limits.js';
import { INITIAL_STATUS } from '@shared/statuses.js';
import type { DetectedFileType } from '../extraction/file-type.js';
import { PaymentRequiredAppError, TooManyRequestsError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { chooseCharge, type Payer, type QuoteCharge } from '../payments/charge-policy.js';
import { PaymentRequiredError } from '../payments/errors.js';
import type { Caller } from './caller.js';
import { ChargeChangedError, FreeAnalysisCapError } from './errors.js';
import { failureChanges } from './failure.js';
import type { FreeAnalysisCap, QuoteDeps } from './ports.js';
import { newQuoteRecord, type QuoteRecord } from './quote-record.js';

export const START_FAILED_MESSAGE = 'Error: processing could not be started. Please retry.';
const PREPARING_MESSAGE = 'Preparing your document...';

/** Decisions made again when another upload spent the same free analysis or credit first. */
const CHARGE_ATTEMPTS = 8;

const DAY_MS = 86_400_000;

/** Seconds until the next UTC day, when the count of free analyses per address starts again. */
export function secondsUntilNextDay(at: Date): number {
  return Math.ceil((DAY_MS - (at.getTime() % DAY_MS)) / 1000);
}

function capReached(now: Date): TooManyRequestsError {
  return new TooManyRequestsError(FREE_ANALYSES_EXHAUSTED_MESSAGE, secondsUntilNextDay(now));
}

/** Who pays for a caller's upload: the account, or the guest session (402 with neither). */
function payer(caller: Caller): Payer {
  if (caller.user) return { userId: caller.user.id };
  if (caller.guestId) return { guestId: caller.guestId };
  throw new PaymentRequiredAppError(new PaymentRequiredError(true).message);
}

/** The charge for the caller's next upload, from what the ledger holds now (402 when nothing is left). */
async function nextCharge(caller: Caller, deps: Pick<QuoteDeps, 'charges'>): Promise<QuoteCharge> {
  try {
    return chooseCharge(await deps.charges.account(payer(caller)));
  } catch (error) {
    if (error instanceof PaymentRequiredError) throw new PaymentRequiredAppError(error.message);
    throw error;
  }
}

/**
 * Before the file is sent: 402 when the caller has nothing left to pay with, 429 when they would spend
 * a free analysis their address has none left of. Both are checked again when the quote is created.
 */
export async function assertCanPay(caller: Caller, clientIp: string, deps: QuoteDeps): Promise<void> {
  // A first-time guest gets a session and its free analysis.
  const charge: QuoteCharge = caller.user || caller.guestId ? await nextCharge(caller, deps) : { kind: 'free' };
  const cap = deps.freeAnalysesPerIpPerDay;
  const now = deps.now();
  if (charge.kind === 'free' && cap !== null && (await deps.charges.freeAnalysesToday(clientIp, now)) >= cap) {
    throw capReached(now);
  }
}

export interface NewUpload {
  id: string;
  fileName: string;
  fileKey: string;
  fileType: DetectedFileType;
  size: number;
  caller: Caller;
  /** The uploader's address: free analyses per address and day are capped. */
  clientIp: string;
}

/**
 * Creates the quote for an uploaded file (already stored at `fileKey`), paid in the same transaction
 * with the caller's free analysis or one credit (402 when neither is left), and starts the pipeline.
 */
export async function createQuoteAndStart(upload: NewUpload, deps: QuoteDeps): Promise<QuoteRecord> {
  const now = deps.now();
  const quote = newQuoteRecord({
    id: upload.id,
    fileName: upload.fileName,
    contentType: upload.fileType.mime,
    fileSize: upload.size,
    fileKey: upload.fileKey,
    status: INITIAL_STATUS,
    progressMessage: PREPARING_MESSAGE,
    owner: upload.caller.user
      ? { userId: upload.caller.user.id, email: upload.caller.user.email }
      : { guestId: upload.caller.guestId ?? null },
    createdAt: now.toISOString(),
  });
  const paid = await createPaidQuote(quote, upload, now, deps);
  try {
    await deps.pipeline.start(paid.id);
  } catch (error) {
    logger.error('Could not start the pipeline', { quoteId: paid.id, error: error as Error });
    const failed = {
      status: 'error',
      progressMessage: START_FAILED_MESSAGE,
      ...failureChanges('internal', paid.status),
    } as const;
    await deps.quotes.update(paid.id, failed);
    await deps.charges.returnCharge(paid, 'Processing could not be started', deps.now());
    return { ...paid, ...failed };
  }
  return paid;
}

async function createPaidQuote(
  quote: QuoteRecord,
  upload: NewUpload,
  now: Date,
  deps: QuoteDeps,
): Promise<QuoteRecord> {
  for (let attempt = 1; ; attempt++) {
    const charge = await nextCharge(upload.caller, deps);
    const paid: QuoteRecord = { ...quote, charge: charge.kind };
    // A free analysis also counts against its address's daily cap (unless the limits are off locally).
    const cap = deps.freeAnalysesPerIpPerDay;
    const freeAnalysisCap: FreeAnalysisCap | undefined =
      charge.kind === 'free' && cap !== null ? { ip: upload.clientIp, at: now, cap } : undefined;
    try {
      await deps.quotes.create(paid, { charge, freeAnalysisCap });
      return paid;
    } catch (error) {
      if (error instanceof FreeAnalysisCapError) throw capReached(now);
      // Another upload spent the same free analysis or credit first: decide again from the new balance.
      if (!(error instanceof ChargeChangedError) || attempt >= CHARGE_ATTEMPTS) throw error;
    }
  }
}
