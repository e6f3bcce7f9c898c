import { PIPELINE_STEPS, type PipelineInput } from '../../shared/pipeline.js';
import { logger } from '../lib/logger.js';
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

/** Whether a failure gives back the upload's free analysis or credit (unsupported types never keep it). */
export function returnsCharge(error: FailedInput['error']): boolean {
  return !FILE_FAULTS.has(error?.Error ?? '');
}

/** A readable message from the state machine's error: the step that failed and why. */
export function failureMessage(step: string | undefined, error: FailedInput['error']): string {
  let reason = error?.Cause ?? '';
  try {
    const parsed = JSON.parse(reason) as { errorMessage?: string };
    if (parsed.errorMessage) reason = parsed.errorMessage;
  } catch {
    // The cause was plain text.
  }
  reason = reason.trim() || 'An unexpected error occurred.';
  if (error?.Error && SELF_EXPLAINING_ERRORS.has(error.Error)) return reason.slice(0, 500);
  const where = step && VERBS[step] ? ` while ${VERBS[step]}` : '';
  return `Error${where}: ${reason}`.slice(0, 500);
}

/** The state machine's catch-all: the quote ends in status error with a readable message. */
export const handler = async (input: FailedInput): Promise<FailedInput> => {
  const quote = await getQuote(input.quoteId);
  const step = quote?.pipelineStep ?? PIPELINE_STEPS[0].id;
  const progressMessage = failureMessage(step, input.error);
  logger.warn('Quote processing failed', { quoteId: input.quoteId, step, error: input.error?.Error });
  if (quote) {
    // The charge goes back before the quote shows 'error', so whoever sees the error sees the balance too.
    if (returnsCharge(input.error)) await returnCharge(quote, `Quote ${quote.id} could not be processed: ${progressMessage.slice(0, 120)}`);
    await setPipelineStatus(input.quoteId, { status: 'error', progressMessage });
  }
  return input;
};
