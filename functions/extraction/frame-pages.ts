/**
 * The pages of an upload in the frame its word boxes were measured in, kept by the extract step for the
 * page images a model is sent (page-images.ts says which uploads have them, and paints them).
 */
import type { Sharp } from 'sharp';
import type { DocumentModel } from '../document/model.js';
import { detectFileType } from './file-type.js';
import { MAX_INPUT_PIXELS } from './limits.js';
import { loadSharp, MODEL_IMAGE_LONG_SIDE, MODEL_MAX_PAGES, type FramePage } from './page-images.js';
import { scannedPages } from './pdf.js';

async function scaledGrey(image: Sharp, width: number, height: number): Promise<Uint8Array> {
  const scale = Math.min(1, MODEL_IMAGE_LONG_SIDE / Math.max(width, height));
  const png = await image
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), { fit: 'fill' })
    .grayscale()
    .png({ compressionLevel: 6 })
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/** The upload's pages in the frame of the document's word boxes (see above); none where that frame is not known. */
export async function framePages(
  upload: Uint8Array,
  doc: Pick<DocumentModel, 'method' | 'pages'>,
): Promise<FramePage[]> {
  const kind = detectFileType(upload)?.kind;
  if (doc.method !== 'textract' || !(kind === 'jpeg' || kind === 'png' || kind === 'pdf')) return [];
  const sharp = await loadSharp();
  if (kind !== 'pdf') {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { width, height, orientation } = await image.metadata();
    if ((orientation ?? 1) !== 1 || !width || !height || doc.pages.length !== 1) return [];
    return [{ page: 1, png: await scaledGrey(image, width, height) }];
  }
  const scans = await scannedPages(upload, MODEL_MAX_PAGES);
  return Promise.all(
    scans.map(async ({ page, image }) => ({
      page,
      png: await scaledGrey(
        sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } }),
        image.width,
        image.height,
      ),
    })),
  );
}
