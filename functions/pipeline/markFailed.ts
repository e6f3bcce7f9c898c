import { PIPELINE_STEPS, type PipelineInput } from '@shared/pipeline.js';
import { logger } from '../lib/logger.js';
import { withTransientErrors } from '../lib/transient-error.js';
import { returnCharge } from '../store/credits.js';
import { getQuote, setPipelineStatus } from '../store/quotes.js';

interface FailedInput extends PipelineInput {
  error?: { Error?: string; Cause?: string };
}

const VERBS: Record<string, string> = {
  extract: 'extracting text',
  extractFields: 'extracting details',
  scope: 'determining scope',
  analyze: 'analyzing',
};

/** Errors whose message is already the whole story for the homeowner (no "while <step>" prefix). */
const SELF_EXPLAINING_ERRORS = new Set(['UnsupportedQuoteError']);

/** Failures that are the file's fault (damaged, password-protected, unreadable): what was paid stays spent. */
const FILE_FAULTS = new Set(['UnreadableDocumentError']);

/** Errors whose message was written for the homeowner; any other error's text stays in the logs. */
const HOMEOWNER_ERRORS = new Set([...SELF_EXPLAINING_ERRORS, ...FILE_FAULTS]);

export const INTERNAL_FAILURE_REASON = 'Something went wrong on our side. Please retry.';
export const TIMEOUT_REASON = 'Processing took too long. Please retry.';

/** Whether a failure gives back the upload's free analysis or credit (unsupported types never keep it). */
export function returnsCharge(error: FailedInput['error']): boolean {
  return !FILE_FAULTS.has(error?.Error ?? '');
}

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
export function failureMessage(step: string | undefined, error: FailedInput['error']): string {
  const name = error?.Error ?? '';
  let reason = HOMEOWNER_ERRORS.has(name) ? causeMessage(error?.Cause).trim() : '';
  if (!reason) reason = name === 'States.Timeout' ? TIMEOUT_REASON : INTERNAL_FAILURE_REASON;
  if (SELF_EXPLAINING_ERRORS.has(name)) return reason.slice(0, 500);
  const where = step && VERBS[step] ? ` while ${VERBS[step]}` : '';
  return `Error${where}: ${reason}`.slice(0, 500);
}

/**
 * The state machine's catch-all: the quote ends in status error with a readable message. A transient
 * failure of its own writes is retried by the state machine like a step's (TransientError).
 */
export const handler = withTransientErrors(async (input: FailedInput): Promise<FailedInput> => {
  const quote = await getQuote(input.quoteId);
  const step = quote?.pipelineStep ?? PIPELINE_STEPS[0].id;
  const progressMessage = failureMessage(step, input.error);
  logger.warn('Quote processing failed', {
    quoteId: input.quoteId,
    step,
    error: input.error?.Error,
    cause: input.error?.Cause?.slice(0, 2000),
  });
  if (quote) {
    // The charge goes back before the quote shows 'error', so whoever sees the error sees the balance too.
    if (returnsCharge(input.error))
      await returnCharge(quote, `Quote ${quote.id} could not be processed: ${progressMessage.slice(0, 120)}`);
    await setPipelineStatus(input.quoteId, { status: 'error', progressMessage });
  }
  return input;
});
