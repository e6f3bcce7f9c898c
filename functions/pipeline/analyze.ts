import { pipelineStep } from './run-step.js';

/** Pipeline step 'analyze': the last step; the quote settles in a final status. */
export const handler = pipelineStep('analyze', async () => ({
  status: 'completed',
  progressMessage: 'Analysis complete',
}));
