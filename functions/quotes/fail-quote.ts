/**
 * The state machine's catch-all, free of AWS: a quote whose processing failed ends in status error
 * with a message the homeowner can read, the status it failed in and the kind of failure (failure.ts:
 * whether a retry can fix it), and gets back what it was paid with unless the file was at fault
 * (charge-policy.ts). A quote that is no longer being processed is left as it is.
 */
import { PIPELINE_STEPS } from '@shared/pipeline.js';
import { isRunning } from '@shared/statuses.js';
import { logger } from '../lib/logger.js';
import { FILE_FAULT_ERRORS, failureReturnsCharge } from '../payments/charge-policy.js';
import { QuoteStatusChangedError } from './errors.js';
import { failureChanges, failureKind, UNSUPPORTED_QUOTE_ERROR } from './failure.js';
import type { QuoteDeps } from './ports.js';
import { truncate } from '@shared/text.js';

/** The error the state machine caught: the thrown error's name, and its cause (JSON in AWS, or plain text). */
export interface PipelineFailure {
  Error?: string;
  Cause?: string;
}

const VERBS: Record<string, string> = {
  extract: 'extracting text',
  extractFields: 'extracting details',
  scope: 'determining scope',
  analyze: 'analyzing',
};

/** Errors whose message is already the whole story for the homeowner (no "while <step>" prefix). */
const SELF_EXPLAINING_ERRORS = new Set([UNSUPPORTED_QUOTE_ERROR]);

/** Errors whose message was written for the homeowner; any other error's text stays in the logs. */
const HOMEOWNER_ERRORS = new Set([...SELF_EXPLAINING_ERRORS, ...FILE_FAULT_ERRORS]);

export const INTERNAL_FAILURE_REASON = 'Something went wrong on our side. Please retry.';
export const TIMEOUT_REASON = 'Processing took too long. Please retry.';

/** The message a Lambda error carries in the state machine's Cause (JSON in AWS, or plain text). */
function causeMessage(cause: string | undefined): string {
  try {
    const parsed = JSON.parse(cause ?? '') as { errorMessage?: string };
    if (parsed.errorMessage) return parsed.errorMessage;
  } catch {
    // The cause was plain text.
  }
  return cause ?? '';
}

/**
 * A readable message from the state machine's error: the step that failed and why. Only errors
 * written for the homeowner show their text; internal ones (which can hold ARNs, table names or
 * stack details) say that the fault is ours.
 */
export function failureMessage(step: string | undefined, error: PipelineFailure | undefined): string {
  const name = error?.Error ?? '';
  let reason = HOMEOWNER_ERRORS.has(name) ? causeMessage(error?.Cause).trim() : '';
  if (!reason) reason = name === 'States.Timeout' ? TIMEOUT_REASON : INTERNAL_FAILURE_REASON;
  if (SELF_EXPLAINING_ERRORS.has(name)) return truncate(reason, 500);
  const where = step && VERBS[step] ? ` while ${VERBS[step]}` : '';
  return truncate(`Error${where}: ${reason}`, 500);
}

export async function failQuote(
  quoteId: string,
  error: PipelineFailure | undefined,
  deps: Pick<QuoteDeps, 'quotes' | 'charges' | 'now'>,
): Promise<void> {
  const quote = await deps.quotes.get(quoteId);
  const step = quote?.pipelineStep ?? PIPELINE_STEPS[0].id;
  const progressMessage = failureMessage(step, error);
  logger.warn('Quote processing failed', { quoteId, step, error: error?.Error, cause: error?.Cause?.slice(0, 2000) });
  if (!quote) return;
  if (!isRunning(quote.status)) {
    // Finished (its analysis was written) or failed already: a late failure changes nothing.
    logger.info('The failed quote is no longer being processed; left as it is', { quoteId, status: quote.status });
    return;
  }
  // The charge goes back before the quote shows 'error', so whoever sees the error sees the balance too.
  if (failureReturnsCharge(error?.Error)) {
    await deps.charges.returnCharge(
      quote,
      `Quote ${quote.id} could not be processed: ${truncate(progressMessage, 120)}`,
      deps.now(),
    );
  }
  try {
    await deps.quotes.update(quoteId, {
      status: 'error',
      progressMessage,
      ...failureChanges(failureKind(error?.Error), quote.status),
    });
  } catch (failure) {
    if (!(failure instanceof QuoteStatusChangedError)) throw failure;
    logger.info('The failed quote moved on meanwhile; left as it is', { quoteId });
  }
}
