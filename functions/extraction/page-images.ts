/**
 * The page image a language model sees beside a photographed quote's text, with the customer's details
 * painted black where redaction found them (fields/redaction-boxes.ts), scaled down and grey.
 *
 * A box can only be painted where it was measured, so an image is made only when the word boxes are in
 * the stored photo's own frame: a JPEG or PNG that Amazon Textract read as stored, with no EXIF turn.
 * Everywhere else none is made and the model reads the redacted text alone: our own OCR straightens and
 * rescales the photo before reading it, a turned photo's boxes may be in either frame, HEIC and WebP are
 * converted first, and PDFs (their text, or their scanned pages) are not images.
 */
import type { DocumentModel } from '../document/model.js';
import type { RedactedBox } from '../fields/redaction-boxes.js';
import { detectFileType } from './file-type.js';
import { MAX_INPUT_PIXELS } from './limits.js';

export interface ModelPageImage {
  format: 'jpeg';
  bytes: Uint8Array;
}

/** Long side of the image sent: larger images are scaled down by the model anyway, at the same token cost. */
export const MODEL_IMAGE_LONG_SIDE = 1568;

/** Whether the document's word boxes are in the frame of the upload as stored (see above). */
export function boxesFitUpload(upload: Uint8Array, doc: Pick<DocumentModel, 'method' | 'pages'>): boolean {
  const kind = detectFileType(upload)?.kind;
  return doc.method === 'textract' && doc.pages.length === 1 && (kind === 'jpeg' || kind === 'png');
}

/**
 * The upload as a model sees it, with every box painted over; none (an empty list) where the boxes are not
 * in the upload's frame.
 */
export async function redactedPageImages(
  upload: Uint8Array,
  doc: Pick<DocumentModel, 'method' | 'pages'>,
  boxes: RedactedBox[],
): Promise<ModelPageImage[]> {
  if (!boxesFitUpload(upload, doc)) return [];
  const { default: sharp } = await import('sharp');
  const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { width, height, orientation } = await image.metadata();
  if ((orientation ?? 1) !== 1 || !width || !height) return [];
  const scale = Math.min(1, MODEL_IMAGE_LONG_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const page = doc.pages[0]!;
  const rects = boxes
    .filter((b) => b.page === page.page)
    .map((b) => {
      const x0 = Math.max(0, Math.floor((b.bbox.x0 / page.width) * w));
      const y0 = Math.max(0, Math.floor((b.bbox.y0 / page.height) * h));
      const x1 = Math.min(w, Math.ceil((b.bbox.x1 / page.width) * w));
      const y1 = Math.min(h, Math.ceil((b.bbox.y1 / page.height) * h));
      return x1 > x0 && y1 > y0 ? `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}"/>` : '';
    })
    .join('');
  const paint = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><g fill="#000">${rects}</g></svg>`;
  const jpeg = await image
    .resize(w, h, { fit: 'fill' })
    .grayscale()
    .composite([{ input: Buffer.from(paint), left: 0, top: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
  return [{ format: 'jpeg', bytes: new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength) }];
}
