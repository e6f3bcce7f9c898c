import { TextractClient } from '@aws-sdk/client-textract';
import type { DocumentModel } from '../document/model.js';
import { UnreadableDocumentError } from './document.js';
import { EXTRACTION_ERRORS } from './errors.js';
import { detectFileType } from './file-type.js';
import { checkImageSize, toPlainPng } from './image.js';
import { extractDocument } from './local-extractor.js';
import { inspectPdf } from './pdf.js';
import { extractWithTextract } from './textract-extractor.js';

export interface ExtractInput {
  bytes: Uint8Array;
  /** Where the upload is stored; Textract reads it from there. */
  bucket?: string;
  key?: string;
}

/** Reads an uploaded quote into the document model. Throws UnreadableDocumentError for files the homeowner must fix. */
export interface Extractor {
  extract(input: ExtractInput): Promise<DocumentModel>;
}

export type ExtractorMode = 'local' | 'textract';

/**
 * 'local' (the default) reads everything in-process with WASM libraries, in Lambda as on a laptop.
 * 'textract' sends the stored upload to Amazon Textract; the same checks on the file run first, so
 * an empty, damaged or oversized upload gets the same message and costs no Textract call.
 */
export function createExtractor(mode: ExtractorMode = 'local', textract?: TextractClient): Extractor {
  if (mode === 'local') return { extract: ({ bytes }) => extractDocument(bytes) };
  let client = textract;
  return {
    async extract({ bytes, bucket, key }) {
      if (!bucket || !key) throw new Error('The Textract extractor needs the bucket and key of the upload');
      if (bytes.length === 0) throw new UnreadableDocumentError(EXTRACTION_ERRORS.empty);
      const type = detectFileType(bytes);
      if (!type) throw new UnreadableDocumentError(EXTRACTION_ERRORS.unsupportedType);
      client ??= new TextractClient({});
      if (type.kind === 'pdf') {
        const { pageCount } = await inspectPdf(bytes);
        return extractWithTextract(client, { bucket, key }, type.kind, { pageCount });
      }
      await checkImageSize(bytes);
      // Textract reads JPEG and PNG (and PDF/TIFF); other images are converted and sent inline.
      const imageBytes = type.kind === 'jpeg' || type.kind === 'png' ? undefined : await toPlainPng(bytes, type.kind);
      return extractWithTextract(client, { bucket, key }, type.kind, { imageBytes });
    },
  };
}
