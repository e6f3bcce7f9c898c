/**
 * The pages a language model sees beside a photographed or scanned quote's text, with the customer's
 * details painted black where redaction found them (fields/redaction-boxes.ts).
 *
 * A box can only be painted where it was measured, so the extract step keeps a page image only when the
 * word boxes are in its frame (frame-pages.ts): a JPEG or PNG that Amazon Textract read as stored, with no
 * EXIF turn, and the scanned pages of a PDF that Textract read, rendered whole. Everywhere else none is
 * kept and the model reads the redacted text alone: our own OCR straightens and rescales a photo before
 * reading it, a turned photo's boxes may be in either frame, HEIC and WebP are converted first, and a
 * PDF's text layer is exact already. The fields step paints the boxes over them (paintedPageImages).
 */
import type { DocumentModel } from '../document/model.js';
import type { RedactedBox } from '../fields/redaction-boxes.js';

/** A page as its word boxes were measured on it: grey PNG, scaled for a model. */
export interface FramePage {
  /** 1-based page number. */
  page: number;
  png: Uint8Array;
}

export interface ModelPageImage {
  format: 'jpeg';
  bytes: Uint8Array;
}

/** Long side of an image sent: larger images are scaled down by the model anyway, at the same token cost. */
export const MODEL_IMAGE_LONG_SIDE = 1568;
/** Pages looked at for scans to send: the first ones, where the parties, the items and the total are. */
export const MODEL_MAX_PAGES = 3;

/** sharp, loaded when a page is painted: the functions that never paint one do not load it. */
export const loadSharp = async () => (await import('sharp')).default;

/** Each page with every box on it painted black, as JPEG; a page the document does not have is left out. */
export async function paintedPageImages(
  frames: FramePage[],
  doc: Pick<DocumentModel, 'pages'>,
  boxes: RedactedBox[],
): Promise<ModelPageImage[]> {
  const sharp = await loadSharp();
  const images: ModelPageImage[] = [];
  for (const frame of frames) {
    const page = doc.pages.find((p) => p.page === frame.page);
    const image = sharp(frame.png);
    const { width: w, height: h } = await image.metadata();
    if (!page || !w || !h) continue;
    const rects = boxes
      .filter((b) => b.page === frame.page)
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
      .composite([{ input: Buffer.from(paint), left: 0, top: 0 }])
      .jpeg({ quality: 80 })
      .toBuffer();
    images.push({ format: 'jpeg', bytes: new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength) });
  }
  return images;
}
