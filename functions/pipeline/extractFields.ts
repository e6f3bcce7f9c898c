import { pipelineStep } from './run-step.js';

/** Pipeline step 'extractFields'. */
export const handler = pipelineStep('extractFields', async () => {});
