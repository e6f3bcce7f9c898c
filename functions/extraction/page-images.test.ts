import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RedactedBox } from '../fields/redaction-boxes.js';
import { MODEL_IMAGE_LONG_SIDE, redactedPageImages } from './page-images.js';

/** A white photo, 2000 × 2600, with a grey bar (the customer's name, say) at 10–40% across, 20–23% down. */
async function photo(format: 'jpeg' | 'png', orientation?: number): Promise<Uint8Array> {
  const bar = await sharp({ create: { width: 600, height: 78, channels: 3, background: '#777' } })
    .png()
    .toBuffer();
  let image = sharp({ create: { width: 2000, height: 2600, channels: 3, background: '#fff' } }).composite([
    { input: bar, left: 200, top: 520 },
  ]);
  if (orientation) image = image.withMetadata({ orientation });
  return new Uint8Array(await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer());
}

/** Textract's page for one image: a nominal page whatever the pixels (boxes are shares of it). */
const textractPage = { method: 'textract' as const, pages: [{ page: 1, width: 612, height: 792 }] };
/** The bar's place in Textract's page units. */
const nameBox: RedactedBox = { page: 1, bbox: { x0: 0.1 * 612, y0: 0.2 * 792, x1: 0.4 * 612, y1: 0.23 * 792 } };

async function grey(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
  return {
    at: (x: number, y: number) => data[Math.round(y * info.height) * info.width + Math.round(x * info.width)]!,
    info,
  };
}

describe('redactedPageImages: the photo a model sees, the customer painted over', () => {
  it('paints every redacted box black, leaves the rest of the page as it is, and scales the photo down', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const [image] = await redactedPageImages(await photo(format), textractPage, [nameBox]);
      const { at, info } = await grey(image!.bytes);
      expect(Math.max(info.width, info.height)).toBe(MODEL_IMAGE_LONG_SIDE);
      expect(info.width / info.height).toBeCloseTo(2000 / 2600, 2);
      // Inside the box: black, not the grey of the bar.
      expect(at(0.25, 0.215)).toBeLessThan(15);
      expect(at(0.12, 0.205)).toBeLessThan(15);
      // Beside it: the page's white.
      expect(at(0.6, 0.215)).toBeGreaterThan(240);
      expect(at(0.25, 0.5)).toBeGreaterThan(240);
    }
  });

  it('without a box the photo is sent as it is, the bar visible', async () => {
    const [image] = await redactedPageImages(await photo('png'), textractPage, []);
    const { at } = await grey(image!.bytes);
    expect(at(0.25, 0.215)).toBeGreaterThan(100);
    expect(at(0.25, 0.215)).toBeLessThan(140);
  });

  it('makes none where the boxes may not be in the photo’s frame', async () => {
    // Our own OCR read a straightened, rescaled copy.
    expect(await redactedPageImages(await photo('png'), { ...textractPage, method: 'ocr' }, [nameBox])).toEqual([]);
    // A photo turned by its EXIF tag.
    expect(await redactedPageImages(await photo('jpeg', 6), textractPage, [nameBox])).toEqual([]);
    // Not an image at all.
    const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    expect(await redactedPageImages(pdf, textractPage, [nameBox])).toEqual([]);
  });
});
