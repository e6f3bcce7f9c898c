import { UnreadableDocumentError } from '../extraction/document.js';
import { createExtractor } from '../extraction/extractor.js';
import { getConfig } from '../lib/config.js';
import { getObjectBytes, uploadsBucket } from '../store/blobs.js';
import { getQuote, QuoteMissingError } from '../store/quotes.js';
import { pipelineStep } from './run-step.js';
import { saveWorkingDocument } from './working-document.js';

const extractor = createExtractor(getConfig().EXTRACTOR);

/** Step 1: the text of the upload with its layout (PDF text layer, OCR, or Textract). */
export const handler = pipelineStep('extract', async ({ quoteId }) => {
  const quote = await getQuote(quoteId);
  if (!quote) throw new QuoteMissingError(`Quote ${quoteId} does not exist`);
  const bytes = await getObjectBytes(quote.fileKey);
  if (!bytes) throw new UnreadableDocumentError('The uploaded file is missing. Please upload it again.');
  const doc = await extractor.extract({ bytes, bucket: uploadsBucket(), key: quote.fileKey });
  if (!doc.text.trim()) throw new UnreadableDocumentError('No text could be read from this file. Please upload a clearer photo or the PDF of the quote.');
  await saveWorkingDocument(quoteId, doc);
});
