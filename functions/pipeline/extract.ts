import { UnreadableDocumentError } from '../extraction/document.js';
import { prewarmDocumentWorker } from '../extraction/document-worker.js';
import { EXTRACTION_ERRORS } from '../extraction/errors.js';
import { framePages } from '../extraction/frame-pages.js';
import { MAX_UNFINISHED_EXTRACTIONS } from '../extraction/limits.js';
import type { DocumentModel } from '../document/model.js';
import { bedrockConfigured } from '../lib/config.js';
import { logger } from '../lib/logger.js';
import { getObjectBytes, uploadsBucket } from '../store/blobs.js';
import { extractorFromConfig } from '../wiring/extractor.js';
import { pipelineDeps } from '../wiring/pipeline.js';
import { pipelineStep } from './run-step.js';
import { saveWorkingDocument, saveWorkingPages } from './working-document.js';

const deps = pipelineDeps();
const extractor = extractorFromConfig();
// The PDF reader's worker process starts with the function (Lambda init, local server start), not with the first upload.
prewarmDocumentWorker();

/** The upload's pages in its word boxes' frame, for the fields step to paint over; none when they cannot be made. */
async function pagesForModel(bytes: Uint8Array, doc: DocumentModel) {
  try {
    return await framePages(bytes, doc);
  } catch (error) {
    logger.warn('No page images were kept for the model; it reads the text alone', { error: String(error) });
    return [];
  }
}

/**
 * Step 1: the text of the upload with its layout (PDF text layer, OCR, or Textract), and with Bedrock
 * the page images it will be sent.
 */
export const handler = pipelineStep(
  'extract',
  async ({ quoteId }) => {
    // Counted until it ends: an extraction that never ends (the process died reading the file) is
    // still counted the next time, and a file that did that too often is not read again.
    const quote = await deps.quotes.startExtraction(quoteId);
    if ((quote.unfinishedExtractions ?? 1) > MAX_UNFINISHED_EXTRACTIONS)
      throw new UnreadableDocumentError(EXTRACTION_ERRORS.tooComplex);
    try {
      const bytes = await getObjectBytes(quote.fileKey);
      if (!bytes) throw new UnreadableDocumentError('The uploaded file is missing. Please upload it again.');
      const doc = await extractor.extract({ bytes, bucket: uploadsBucket(), key: quote.fileKey });
      if (!doc.text.trim())
        throw new UnreadableDocumentError(
          'No text could be read from this file. Please upload a clearer photo or the PDF of the quote.',
        );
      await saveWorkingDocument(quoteId, doc);
      if (bedrockConfigured()) await saveWorkingPages(quoteId, await pagesForModel(bytes, doc));
    } finally {
      await deps.quotes.endExtraction(quoteId);
    }
  },
  deps,
);
