import type { DocumentModel } from '../document/model.js';
import { UnreadableDocumentError } from './document.js';
import { EXTRACTION_ERRORS } from './errors.js';
import { detectFileType, type FileKind } from './file-type.js';
import { checkImageSize, toPlainPng } from './image.js';
import { extractDocument } from './local-extractor.js';
import { inspectPdf } from './pdf.js';

export interface ExtractInput {
  bytes: Uint8Array;
  /** Where the upload is stored; a document service (Textract) reads it from there. */
  bucket?: string;
  key?: string;
}

/** Reads an uploaded quote into the document model. Throws UnreadableDocumentError for files the homeowner must fix. */
export interface Extractor {
  extract(input: ExtractInput): Promise<DocumentModel>;
}

/** Our own reader (the default): everything in-process with WASM libraries, in Lambda as on a laptop. */
export const localExtractor: Extractor = { extract: ({ bytes }) => extractDocument(bytes) };

/** An upload checked as a document service will be sent it. */
export interface CheckedUpload {
  kind: FileKind;
  /** Pages of a PDF. */
  pageCount?: number;
  /** An image a service cannot read as stored (HEIC, WebP...), converted to PNG; absent for JPEG and PNG. */
  converted?: Uint8Array;
}

/**
 * The checks a file passes before a document service reads it, the same as our own reader's: an
 * empty, damaged, encrypted or oversized upload gets the same message and costs no service call.
 */
export async function checkForDocumentService(bytes: Uint8Array): Promise<CheckedUpload> {
  if (bytes.length === 0) throw new UnreadableDocumentError(EXTRACTION_ERRORS.empty);
  const type = detectFileType(bytes);
  if (!type) throw new UnreadableDocumentError(EXTRACTION_ERRORS.unsupportedType);
  if (type.kind === 'pdf') return { kind: type.kind, pageCount: (await inspectPdf(bytes)).pageCount };
  await checkImageSize(bytes);
  const readable = type.kind === 'jpeg' || type.kind === 'png';
  return { kind: type.kind, converted: readable ? undefined : await toPlainPng(bytes, type.kind) };
}
