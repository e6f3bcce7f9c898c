import { localExtractor, type Extractor } from '../extraction/extractor.js';
import { getConfig } from '../lib/config.js';
import { textractExtractor } from '../services/textract/textract-extractor.js';

/**
 * Who reads uploads: our own reader (EXTRACTOR=local, the default: PDF text and OCR in-process) or
 * Amazon Textract (EXTRACTOR=textract), which reads the stored upload.
 */
export function extractorFromConfig(): Extractor {
  return getConfig().EXTRACTOR === 'textract' ? textractExtractor() : localExtractor;
}
