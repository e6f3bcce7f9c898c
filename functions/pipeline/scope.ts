import { pipelineDeps } from '../wiring/pipeline.js';
import { pipelineStep } from './run-step.js';
import { deleteWorkingFiles, readWorkingScope } from './working-document.js';

const deps = pipelineDeps();

/** Step 3: the short summary of the work read in step 2; the raw extraction is deleted once it is no longer needed. */
export const handler = pipelineStep(
  'scope',
  async ({ quoteId }) => {
    await deps.quotes.update(quoteId, await readWorkingScope(quoteId));
    await deleteWorkingFiles(quoteId);
  },
  deps,
);
