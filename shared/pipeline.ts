import type { QuoteStatus } from '@shared/statuses.js';

/**
 * The quote pipeline's steps, in order. The CDK state machine and the local run are both built
 * from this list: each step is one Lambda handler at functions/pipeline/<id>.ts.
 */
export interface PipelineStep {
  /** Handler file name and Lambda id. */
  id: string;
  /** State name in the state machine. */
  stateName: string;
  /** Status the quote is in while this step runs. */
  status: QuoteStatus;
  progressMessage: string;
}

export const PIPELINE_STEPS = [
  {
    id: 'extract',
    stateName: 'ExtractText',
    status: 'extracting',
    progressMessage: 'Extracting text from your document...',
  },
  {
    id: 'extractFields',
    stateName: 'ExtractFields',
    status: 'extracting_fields',
    progressMessage: 'Identifying vendor, price and location...',
  },
  { id: 'scope', stateName: 'DetermineScope', status: 'scope', progressMessage: 'Understanding the project scope...' },
  { id: 'analyze', stateName: 'AnalyzeQuote', status: 'analyzing', progressMessage: 'Analyzing quote quality...' },
] as const satisfies readonly PipelineStep[];

export type PipelineStepId = (typeof PIPELINE_STEPS)[number]['id'];

/** The step every failure is caught into: it records status error with a readable message. */
export const PIPELINE_FAILURE_STEP = { id: 'markFailed', stateName: 'MarkFailed' } as const;

/**
 * The name of the error a step throws to ask for a retry with backoff (functions/lib/transient-error.ts):
 * Step Functions matches Retry's ErrorEquals against the Lambda's errorType, which is the thrown error's `name`.
 */
export const TRANSIENT_ERROR_NAME = 'TransientError';

/** Errors a step throws to ask the state machine for a retry with backoff. */
export const RETRYABLE_ERROR_NAMES = [TRANSIENT_ERROR_NAME] as const;

export const PIPELINE_RETRY = { maxAttempts: 3, intervalSeconds: 2, backoffRate: 2 } as const;

/** What the state machine passes between steps. */
export interface PipelineInput {
  quoteId: string;
}
