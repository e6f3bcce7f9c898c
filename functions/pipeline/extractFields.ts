import { readInAgreement } from '../fields/agreement/read-in-agreement.js';
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
import { fieldReadersFromConfig } from '../wiring/field-readers.js';
import { pipelineDeps } from '../wiring/pipeline.js';
import { pipelineStep } from './run-step.js';
import { readWorkingDocument, readWorkingPages, saveWorkingScope } from './working-document.js';

const deps = pipelineDeps();
const readersOf = fieldReadersFromConfig();

/**
 * Step 2: vendor, total, ZIP, quantities and type; the stored text has personal information removed.
 * Locally the offline reader decides; in AWS the readers' agreement does (fields/agreement).
 * The scope read with them waits for the scope step.
 */
export const handler = pipelineStep(
  'extractFields',
  async ({ quoteId }) => {
    const doc = await readWorkingDocument(quoteId);
    const offline = extractFields(doc);
    const redaction = redactPersonalInfo(doc, offline);
    // In AWS, Bedrock and Textract read it too, and what is shown is what the checked readers agree on.
    const quote = readersOf && (await deps.quotes.get(quoteId));
    const fields = quote
      ? await readInAgreement(
          doc,
          offline,
          redaction,
          readersOf(quote.fileKey, () => readWorkingPages(quoteId)),
        )
      : offline;
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
