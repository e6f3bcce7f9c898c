import { pipelineDeps } from '../wiring/pipeline.js';
import { failureStep } from './run-step.js';

/** The state machine's catch-all: the quote ends in status error with a readable message (functions/quotes/fail-quote.ts). */
export const handler = failureStep(pipelineDeps());
