import { PIPELINE_STEPS, type PipelineInput, type PipelineStepId } from '@shared/pipeline.js';
import type { QuoteStatus } from '@shared/statuses.js';
import { logger } from '../lib/logger.js';
import { withTransientErrors } from '../lib/transient-error.js';
import { setPipelineStatus } from '../store/quotes.js';

/** What a step's work may ask for when it is done: the status the quote settles in. */
export interface StepOutcome {
  status?: QuoteStatus;
  progressMessage?: string;
}

export type StepWork = (input: PipelineInput) => Promise<StepOutcome | void>;

/**
 * Wraps one step's work as a state machine task: records the step's status before the work and
 * the outcome's status after it, and passes the state on. Errors propagate to the state machine:
 * a transient one (throttling, a timeout, a service fault; isTransient) as TransientError, which it
 * retries with backoff, any other unchanged, which it routes to MarkFailed.
 */
export function pipelineStep(id: PipelineStepId, work: StepWork) {
  const step = PIPELINE_STEPS.find((s) => s.id === id)!;
  return withTransientErrors(async (input: PipelineInput): Promise<PipelineInput> => {
    logger.appendKeys({ quoteId: input.quoteId, step: id });
    await setPipelineStatus(input.quoteId, {
      status: step.status,
      progressMessage: step.progressMessage,
      pipelineStep: id,
    });
    const outcome = await work(input);
    if (outcome?.status) {
      await setPipelineStatus(input.quoteId, {
        status: outcome.status,
        progressMessage: outcome.progressMessage ?? '',
      });
    }
    return { quoteId: input.quoteId };
  });
}
