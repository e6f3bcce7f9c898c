/**
 * Retrying a failed quote from the step that failed. Only one retry can move the quote out of error,
 * so two clicks start one execution; a quote whose charge was given back pays again (charge-policy.ts).
 * A failure a retry cannot fix (failure.ts: the file's own fault, a quote type not checked yet) is
 * refused with the reason (409).
 */
import { PIPELINE_STEPS, type PipelineStepId } from '@shared/pipeline.js';
import { UPLOAD_ERRORS } from '@shared/messages.js';
import { statusAllows } from '@shared/statuses.js';
import { ConflictError, PaymentRequiredAppError } from '../lib/errors.js';
import { chooseCharge, payerOf, retryPaysAgain } from '../payments/charge-policy.js';
import { PaymentRequiredError, RetryRaceError } from '../payments/errors.js';
import { ChargeChangedError, QuoteStatusChangedError } from './errors.js';
import { retryRefusal } from './failure.js';
import type { QuoteDeps } from './ports.js';
import type { QuoteRecord } from './quote-record.js';

export const RETRYING_MESSAGE = 'Retrying...';

/** Decisions made again when the balance changed under a retry's payment. */
const CHARGE_ATTEMPTS = 8;

/** The step a retry resumes at: the one that failed, or the start. */
function resumeStep(quote: QuoteRecord): PipelineStepId | undefined {
  const step = PIPELINE_STEPS.find((s) => s.id === quote.pipelineStep);
  return step && step !== PIPELINE_STEPS[0] ? step.id : undefined;
}

/**
 * A refunded failure pays again in the transaction that reopens it (the free analysis if unused, else
 * one credit). A concurrent retry of this very quote may just have spent the free analysis: that is a
 * double click (409), not a missing credit (402).
 */
async function chargeAgain(quote: QuoteRecord, deps: Pick<QuoteDeps, 'charges' | 'now'>): Promise<void> {
  const payer = payerOf(quote);
  if (!payer) throw new PaymentRequiredError(true);
  for (let attempt = 1; ; attempt++) {
    let charge;
    try {
      charge = chooseCharge(await deps.charges.account(payer));
    } catch (error) {
      if (error instanceof PaymentRequiredError && !(await deps.charges.isRefundedFailure(quote.id))) {
        throw new RetryRaceError(`Quote ${quote.id} is not a refunded failure any more`);
      }
      throw error;
    }
    try {
      await deps.charges.chargeRetry(quote, charge, RETRYING_MESSAGE, deps.now());
      return;
    } catch (error) {
      // The balance or the free analysis changed under us: decide again.
      if (!(error instanceof ChargeChangedError) || attempt >= CHARGE_ATTEMPTS) throw error;
    }
  }
}

export async function retryProcessing(quote: QuoteRecord, deps: QuoteDeps): Promise<void> {
  if (!statusAllows(quote.status, 'retry')) throw new ConflictError(UPLOAD_ERRORS.notRetryable);
  const refusal = retryRefusal(quote);
  if (refusal) throw new ConflictError(refusal);
  try {
    if (retryPaysAgain(quote)) await chargeAgain(quote, deps);
    else
      await deps.quotes.update(
        quote.id,
        { status: 'processing', progressMessage: RETRYING_MESSAGE },
        { onlyIfStatus: 'error' },
      );
  } catch (error) {
    if (error instanceof QuoteStatusChangedError || error instanceof RetryRaceError) {
      throw new ConflictError(UPLOAD_ERRORS.notRetryable);
    }
    if (error instanceof PaymentRequiredError) throw new PaymentRequiredAppError(error.message);
    throw error;
  }
  await deps.pipeline.start(quote.id, resumeStep(quote));
}
