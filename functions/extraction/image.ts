/**
 * Turns a photo, scan or screenshot into the grayscale PNG Tesseract reads best: upright, evenly
 * lit, straight, and with text at a workable size. Only cheap steps (well under a second for a
 * 12 MP photo); no orientation detection beyond the EXIF tag.
 */
import sharp, { type Sharp } from 'sharp';
import { decodeHeicInWorker } from './document-worker.js';
import { UnreadableDocumentError } from './document.js';
import { EXTRACTION_ERRORS } from './errors.js';
import type { ImageKind } from './file-type.js';
import { flattenBackground } from './image-background.js';
import { removeRules } from './image-rules.js';
import { estimateSkew, straighten } from './image-skew.js';
import { MAX_INPUT_PIXELS } from './limits.js';

/** Images whose long side is below this are scaled up (small text OCRs badly)... */
const UPSCALE_BELOW_PX = 2000;
/** ...to this long side, by at most MAX_UPSCALE. */
const UPSCALE_TO_PX = 2600;
const MAX_UPSCALE = 3;
/** Larger images are scaled down to this long side: more pixels only cost time. */
const MAX_LONG_SIDE_PX = 3000;
/** Skew below this is left alone. */
const MIN_SKEW_DEGREES = 0.3;

/** One-channel 8-bit pixels, row by row, no padding. */
export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface PreparedImage {
  /** Grayscale PNG to hand to OCR. Word boxes from OCR are in its pixel space. */
  png: Uint8Array;
  width: number;
  height: number;
  /** Tilt of the text lines that was straightened out, at the top and at the bottom of the image (degrees, positive rising to the right). */
  skewDegrees: { top: number; bottom: number };
}

/** Decodes an uploaded image (any supported kind) and prepares it for OCR. */
export async function prepareImage(bytes: Uint8Array, kind: ImageKind): Promise<PreparedImage> {
  const gray = await decodeToGray(bytes, kind);
  return prepareGray(gray);
}

/** The steps after decoding, shared with scanned PDF pages: even out the lighting, straighten, encode. */
export async function prepareGray(gray: GrayImage): Promise<PreparedImage> {
  const flat = flattenBackground(gray);
  const skew = await estimateSkew(flat);
  const needed = Math.max(Math.abs(skew.top), Math.abs(skew.bottom)) >= MIN_SKEW_DEGREES;
  const straight = removeRules(needed ? straighten(flat, skew) : flat);
  const data = await sharp(straight.data, { raw: { width: straight.width, height: straight.height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
  return {
    png: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: straight.width,
    height: straight.height,
    skewDegrees: needed ? skew : { top: 0, bottom: 0 },
  };
}

/**
 * Decodes to one gray channel at the working size: EXIF orientation applied, small images scaled
 * up and huge ones down. HEIC/HEIF (HEVC) goes through heic-decode, since sharp's libvips cannot decode it.
 */
export async function decodeToGray(bytes: Uint8Array, kind: ImageKind): Promise<GrayImage> {
  await checkImageSize(bytes);
  try {
    const source =
      kind === 'heic'
        ? await decodeHeif(bytes)
        : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    // Transparent pixels (screenshots, HEIC's RGBA) count as white paper. Orientation can swap the
    // sides, so they are measured after it.
    const upright = await source
      .flatten({ background: '#ffffff' })
      .grayscale()
      .toColourspace('b-w')
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const longSide = Math.max(upright.info.width, upright.info.height);
    const factor =
      longSide < UPSCALE_BELOW_PX
        ? Math.min(MAX_UPSCALE, UPSCALE_TO_PX / longSide)
        : longSide > MAX_LONG_SIDE_PX
          ? MAX_LONG_SIDE_PX / longSide
          : 1;
    const targetWidth = Math.round(upright.info.width * factor);
    let pipeline = sharp(upright.data, {
      raw: { width: upright.info.width, height: upright.info.height, channels: 1 },
    });
    if (factor !== 1) pipeline = pipeline.resize({ width: targetWidth, kernel: factor > 1 ? 'lanczos3' : 'cubic' });
    const resized = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    return { data: resized.data, width: resized.info.width, height: resized.info.height };
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw error;
    throw new UnreadableDocumentError(EXTRACTION_ERRORS.imageUnreadable, { cause: error });
  }
}

/** Refuses an image too large to decode, from its header alone. */
export async function checkImageSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const size = await readDimensions(bytes);
  if (size.width * size.height > MAX_INPUT_PIXELS)
    throw new UnreadableDocumentError(EXTRACTION_ERRORS.imageTooLarge(size.width, size.height));
  return size;
}

/** Encodes any supported image as a plain grayscale PNG at the working size (for services that take only JPEG/PNG). */
export async function toPlainPng(bytes: Uint8Array, kind: ImageKind): Promise<Uint8Array> {
  const gray = await decodeToGray(bytes, kind);
  const png = await sharp(gray.data, { raw: { width: gray.width, height: gray.height, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

async function readDimensions(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  try {
    // Header only: no pixels are decoded, so absurd sizes are caught before they cost memory.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    return { width: meta.width, height: meta.height };
  } catch (error) {
    throw new UnreadableDocumentError(EXTRACTION_ERRORS.imageUnreadable, { cause: error });
  }
}

/** HEIC through heic-decode (libheif, synchronous WASM) in the document worker, under its budget. */
async function decodeHeif(bytes: Uint8Array): Promise<Sharp> {
  try {
    const { width, height, data } = await decodeHeicInWorker(bytes);
    return sharp(data, { raw: { width, height, channels: 4 } });
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw error; // over the budget
    // AVIF and other non-HEVC HEIF flavours: libvips reads those itself.
    const fallback = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    await fallback
      .clone()
      .raw()
      .toBuffer()
      .catch(() => {
        throw error;
      });
    return fallback;
  }
}
