import { extractFields } from '../fields/quote-fields.js';
import { redactPersonalInfo } from '../fields/redact.js';
import {
  choicesToQuote,
  extractedTextRecord,
  fieldsToQuote,
  piiToQuote,
  scopeToQuote,
} from '../quotes/fields-to-quote.js';
import { assertSupportedQuote } from '../quotes/quote-type-rules.js';
import { pipelineDeps } from '../wiring/pipeline.js';
import { pipelineStep } from './run-step.js';
import { readWorkingDocument, saveWorkingScope } from './working-document.js';

const deps = pipelineDeps();

/**
 * Step 2: vendor, total, ZIP, quantities and type; the stored text has personal information removed.
 * The scope read with them waits for the scope step.
 */
export const handler = pipelineStep(
  'extractFields',
  async ({ quoteId }) => {
    const doc = await readWorkingDocument(quoteId);
    const fields = extractFields(doc);
    const redaction = redactPersonalInfo(doc, fields);
    await deps.quotes.saveText(quoteId, extractedTextRecord(doc, fields, redaction, new Date()));
    await deps.quotes.update(quoteId, {
      ...fieldsToQuote(fields),
      ...choicesToQuote(fields, redaction),
      ...piiToQuote(redaction, fields),
    });
    await saveWorkingScope(quoteId, scopeToQuote(fields));
    assertSupportedQuote(fields);
  },
  deps,
);
