import { pipelineStep } from './run-step.js';

/** Pipeline step 'scope'. */
export const handler = pipelineStep('scope', async () => {});
