import { pipelineStep } from './run-step.js';

/** Pipeline step 'extract'. */
export const handler = pipelineStep('extract', async () => {});
