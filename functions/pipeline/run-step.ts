import { PIPELINE_STEPS, type PipelineInput, type PipelineStepId } from '@shared/pipeline.js';
import type { QuoteStatus } from '@shared/statuses.js';
import { logger } from '../lib/logger.js';
import { withTransientErrors } from '../lib/transient-error.js';
import { QuoteStatusChangedError } from '../quotes/errors.js';
import { failQuote, type PipelineFailure } from '../quotes/fail-quote.js';
import type { QuoteDeps, QuoteStore } from '../quotes/ports.js';

/** What a step's work may ask for when it is done: the status the quote settles in. */
export interface StepOutcome {
  status?: QuoteStatus;
  progressMessage?: string;
}

export type StepWork = (input: PipelineInput) => Promise<StepOutcome | void>;

/**
 * Wraps one step's work as a state machine task: moves the quote to the step's status before the work
 * (a move the status table allows: a quote that is no longer at this point of the pipeline, analyzed
 * or failed meanwhile, is left alone and the work is skipped) and to the outcome's status after it,
 * and passes the state on. Errors propagate to the state machine: a transient one (throttling, a
 * timeout, a service fault) as TransientError, which it retries with backoff, any other unchanged,
 * which it routes to MarkFailed.
 */
export function pipelineStep(id: PipelineStepId, work: StepWork, deps: { quotes: Pick<QuoteStore, 'update'> }) {
  const step = PIPELINE_STEPS.find((s) => s.id === id)!;
  return withTransientErrors(async (input: PipelineInput): Promise<PipelineInput> => {
    logger.appendKeys({ quoteId: input.quoteId, step: id });
    try {
      await deps.quotes.update(input.quoteId, {
        status: step.status,
        progressMessage: step.progressMessage,
        pipelineStep: id,
      });
    } catch (error) {
      if (!(error instanceof QuoteStatusChangedError)) throw error;
      logger.info('Step skipped: the quote is no longer at this point of the pipeline', { reason: error.message });
      return { quoteId: input.quoteId };
    }
    const outcome = await work(input);
    if (outcome?.status) {
      await deps.quotes.update(input.quoteId, {
        status: outcome.status,
        progressMessage: outcome.progressMessage ?? '',
      });
    }
    return { quoteId: input.quoteId };
  });
}

/** What the state machine hands its catch-all: the quote, and the error it caught. */
export interface FailedInput extends PipelineInput {
  error?: PipelineFailure;
}

/**
 * The state machine's catch-all (functions/quotes/fail-quote.ts). A transient failure of its own
 * writes is retried by the state machine like a step's (TransientError).
 */
export function failureStep(deps: Pick<QuoteDeps, 'quotes' | 'charges' | 'now'>) {
  return withTransientErrors(async (input: FailedInput): Promise<FailedInput> => {
    await failQuote(input.quoteId, input.error, deps);
    return input;
  });
}
