import { UnreadableDocumentError } from './document.js';
import { MAX_INPUT_PIXELS, MAX_PDF_PAGES } from './limits.js';

const inches = (points: number) => Math.round(points / 72);

/** What the homeowner reads when their file cannot be used, with what to do about it. */
export const EXTRACTION_ERRORS = {
  empty: 'The file is empty (0 bytes). Please upload your quote again.',
  unsupportedType: 'Please upload a PDF or image file (JPEG, PNG, etc.)',
  notPdf:
    'This file could not be read as a PDF. It may be damaged or not really a PDF. Please upload the original file.',
  truncated: 'This PDF is incomplete (the file appears to be cut off). Please upload the complete file again.',
  encrypted:
    'This PDF is password-protected. Please remove the password (for example, print it to a new PDF) and upload it again.',
  tooManyPages: (pages: number) => `This PDF has ${pages} pages; quotes over ${MAX_PDF_PAGES} pages are not supported.`,
  pageTooLarge: (widthPoints: number, heightPoints: number) =>
    `This PDF has a page of ${inches(widthPoints)} × ${inches(heightPoints)} inches, too large to read. Please upload the quote at its paper size (for example, print it to a Letter or A4 PDF).`,
  tooComplex:
    'This file is too complex to read: it would take too long or too much memory to process. Please upload a simpler copy of your quote (for example, print it to a new PDF) or a photo of it.',
  nothingToRead: 'This PDF has no text or images to read. Please upload a PDF or photo of your quote.',
  imageTooLarge: (width: number, height: number) =>
    `This image is too large to read (${width} × ${height} pixels). Please upload a photo or scan under ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  imageUnreadable:
    'This image could not be read. It may be damaged or incomplete. Please upload it again, or try a PDF or JPEG.',
  unsupportedOrDamaged:
    'This file could not be read. It may be damaged or in a format we cannot read. Please upload a PDF, JPEG or PNG of your quote.',
  tooLargeForOcr: 'This file is too large to read. Please upload a smaller PDF or photo (under 10 MB).',
  noText: 'No text could be read from this file. Please upload a clearer photo or the PDF of the quote.',
} as const;

/** A file over a structural limit or the reading budget: the homeowner's message, with the measurement in its cause for the logs. */
export function tooComplex(detail: string): UnreadableDocumentError {
  return new UnreadableDocumentError(EXTRACTION_ERRORS.tooComplex, { cause: new Error(detail) });
}
