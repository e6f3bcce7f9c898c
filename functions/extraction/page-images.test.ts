import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RedactedBox } from '../fields/redaction-boxes.js';
import { framePages } from './frame-pages.js';
import { MODEL_IMAGE_LONG_SIDE, paintedPageImages } from './page-images.js';

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

describe('framePages: the pages kept for the model, in the frame of their word boxes', () => {
  it('keeps a photo Textract read as stored, grey, scaled down to the model’s size', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const [frame, ...more] = await framePages(await photo(format), textractPage);
      expect(more).toEqual([]);
      const { at, info } = await grey(frame!.png);
      expect(Math.max(info.width, info.height)).toBe(MODEL_IMAGE_LONG_SIDE);
      expect(info.width / info.height).toBeCloseTo(2000 / 2600, 2);
      expect(at(0.25, 0.215)).toBeGreaterThan(100);
      expect(at(0.25, 0.215)).toBeLessThan(140);
    }
  });

  it('keeps the scanned pages of a PDF Textract read, each rendered whole', async () => {
    const scan = new Uint8Array(readFileSync('test/documents/09_scan_0815.pdf'));
    const frames = await framePages(scan, textractPage);
    expect(frames.map((f) => f.page)).toEqual([1, 2]);
    for (const frame of frames) {
      const { info } = await grey(frame.png);
      expect(Math.max(info.width, info.height)).toBe(MODEL_IMAGE_LONG_SIDE);
      expect(info.width / info.height).toBeCloseTo(612 / 792, 2);
    }
  });

  it('keeps none where the boxes may not be in the page’s frame', async () => {
    // Our own OCR read a straightened, rescaled copy.
    expect(await framePages(await photo('png'), { ...textractPage, method: 'ocr' })).toEqual([]);
    // A photo turned by its EXIF tag.
    expect(await framePages(await photo('jpeg', 6), textractPage)).toEqual([]);
    // A PDF with a text layer: the text is exact, there is no scan.
    const printed = new Uint8Array(readFileSync('test/documents/01_Quotation_CoastalGuard_Q-2025-084514.pdf'));
    expect(await framePages(printed, textractPage)).toEqual([]);
  });
});

describe('paintedPageImages: the pages a model sees, the customer painted over', () => {
  it('paints every box black and leaves the rest of the page as it is', async () => {
    const frames = await framePages(await photo('png'), textractPage);
    const [image] = await paintedPageImages(frames, textractPage, [nameBox]);
    expect(image!.format).toBe('jpeg');
    const { at } = await grey(image!.bytes);
    // Inside the box: black, not the grey of the bar.
    expect(at(0.25, 0.215)).toBeLessThan(15);
    expect(at(0.12, 0.205)).toBeLessThan(15);
    // Beside it: the page's white.
    expect(at(0.6, 0.215)).toBeGreaterThan(240);
    expect(at(0.25, 0.5)).toBeGreaterThan(240);
  });

  it('paints a box on its own page only', async () => {
    const frames = await framePages(await photo('png'), textractPage);
    const [image] = await paintedPageImages(frames, textractPage, [{ ...nameBox, page: 2 }]);
    expect((await grey(image!.bytes)).at(0.25, 0.215)).toBeGreaterThan(100);
  });
});
