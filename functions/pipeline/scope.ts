import { extractFields } from '../fields/quote-fields.js';
import { scopeToQuote } from '../quotes/fields-to-quote.js';
import { pipelineDeps } from '../wiring/pipeline.js';
import { pipelineStep } from './run-step.js';
import { deleteWorkingDocument, readWorkingDocument } from './working-document.js';

const deps = pipelineDeps();

/** Step 3: a short summary of the work; the raw extraction is deleted once it is no longer needed. */
export const handler = pipelineStep(
  'scope',
  async ({ quoteId }) => {
    const doc = await readWorkingDocument(quoteId);
    await deps.quotes.update(quoteId, scopeToQuote(extractFields(doc)));
    await deleteWorkingDocument(quoteId);
  },
  deps,
);
