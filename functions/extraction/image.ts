import sharp, { type Sharp } from 'sharp';
import { UnreadableDocumentError } from './document.js';
import { decodeHeicInWorker } from './document-worker.js';
import { EXTRACTION_ERRORS } from './errors.js';
import type { ImageKind } from './file-type.js';
import { MAX_INPUT_PIXELS } from './limits.js';

/**
 * Turns a photo, scan or screenshot into the grayscale PNG Tesseract reads best: upright, evenly
 * lit, straight, and with text at a workable size. Only cheap steps (well under a second for a
 * 12 MP photo); no orientation detection beyond the EXIF tag.
 */

/** Images whose long side is below this are scaled up (small text OCRs badly)... */
const UPSCALE_BELOW_PX = 2000;
/** ...to this long side, by at most MAX_UPSCALE. */
const UPSCALE_TO_PX = 2600;
const MAX_UPSCALE = 3;
/** Larger images are scaled down to this long side: more pixels only cost time. */
const MAX_LONG_SIDE_PX = 3000;
/** Skew below this is left alone; above MAX_SKEW_DEGREES the estimate is not trusted. */
const MIN_SKEW_DEGREES = 0.3;
const MAX_SKEW_DEGREES = 8;

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

/**
 * Divides each pixel by the local paper brightness, so shadows, vignetting and tinted paper become
 * white and text stays dark. The paper brightness is the local maximum over blocks about a text
 * line tall, smoothed. Areas that are mostly dark (a table or wall around the page, a dark banner
 * with white text) are inverted instead: the surroundings turn light, white-on-dark text turns
 * dark-on-light, and Tesseract's global threshold is no longer dragged down by them.
 */
export function flattenBackground(image: GrayImage): GrayImage {
  const { data, width, height } = image;
  const block = Math.max(8, Math.round(Math.max(width, height) / 80));
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const maxima = new Float32Array(bw * bh);
  const sums = new Float32Array(bw * bh);
  const counts = new Float32Array(bw * bh);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const brow = Math.floor(y / block) * bw;
    for (let x = 0; x < width; x++) {
      const v = data[row + x]!;
      const j = brow + Math.floor(x / block);
      if (v > maxima[j]!) maxima[j] = v;
      sums[j]! += v;
      counts[j]!++;
    }
  }
  const means = sums.map((sum, j) => sum / Math.max(1, counts[j]!));
  const paperMap = boxBlur(maxima, bw, bh, 1);
  const meanMap = boxBlur(means, bw, bh, 1);
  const paper = percentile(paperMap, 0.95);
  const darkArea = paper * 0.5;
  const out = new Uint8Array(data.length);
  const lo = 0.2;
  const span = 0.75;
  for (let y = 0; y < height; y++) {
    const by = Math.min(bh - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(by);
    const y1 = Math.min(bh - 1, y0 + 1);
    const fy = by - y0;
    for (let x = 0; x < width; x++) {
      const bx = Math.min(bw - 1, Math.max(0, (x + 0.5) / block - 0.5));
      const x0 = Math.floor(bx);
      const x1 = Math.min(bw - 1, x0 + 1);
      const fx = bx - x0;
      const i = y * width + x;
      const mean = bilinear(meanMap, bw, x0, x1, y0, y1, fx, fy);
      let v: number;
      if (mean < darkArea) {
        // Inverted, with anything below half the paper brightness going white: a dark surround
        // disappears, light text on it becomes dark text.
        v = 255 - ((data[i]! / paper - 0.5) / 0.4) * 255;
      } else {
        const background = bilinear(paperMap, bw, x0, x1, y0, y1, fx, fy);
        v = ((data[i]! / Math.max(1, background) - lo) / span) * 255;
      }
      out[i] = v >= 255 ? 255 : v <= 0 ? 0 : v;
    }
  }
  return { data: out, width, height };
}

function bilinear(
  map: Float32Array,
  bw: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  fx: number,
  fy: number,
): number {
  const top = map[y0 * bw + x0]! * (1 - fx) + map[y0 * bw + x1]! * fx;
  const bottom = map[y1 * bw + x0]! * (1 - fx) + map[y1 * bw + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * How far the text lines are tilted, in degrees (positive: lines rise to the right), at the top and
 * bottom of the image. A phone held at a slant also gives perspective, so the tilt often differs
 * between the top and the bottom of the page; both ends are measured and interpolated between.
 * Uses the projection-profile method on a reduced copy: the angle at which ink piles up into the
 * sharpest rows, over the whole image and then over horizontal bands.
 */
export async function estimateSkew(image: GrayImage): Promise<{ top: number; bottom: number }> {
  const targetWidth = Math.min(1000, image.width);
  const small = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize({ width: targetWidth })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = small.info;
  const ink = findInk(small.data, width, height);
  const overall = bestAngle(ink, width, height, -MAX_SKEW_DEGREES, MAX_SKEW_DEGREES);
  if (overall === undefined) return { top: 0, bottom: 0 };

  // Angles per band, then a straight-line fit of angle against height, weighted by ink.
  const bands = 5;
  const samples: Array<{ y: number; angle: number; weight: number }> = [];
  for (let band = 0; band < bands; band++) {
    const y0 = (band * height) / bands;
    const y1 = ((band + 1) * height) / bands;
    const inBand = { xs: [] as number[], ys: [] as number[] };
    for (let i = 0; i < ink.ys.length; i++) {
      if (ink.ys[i]! >= y0 && ink.ys[i]! < y1) {
        inBand.xs.push(ink.xs[i]!);
        inBand.ys.push(ink.ys[i]!);
      }
    }
    if (inBand.xs.length < 400) continue;
    const angle = bestAngle(inBand, width, height, overall - 3, overall + 3);
    if (angle !== undefined) samples.push({ y: (y0 + y1) / 2 / height, angle, weight: inBand.xs.length });
  }
  if (samples.length < 3) return { top: overall, bottom: overall };
  const w = samples.reduce((n, s) => n + s.weight, 0);
  const my = samples.reduce((n, s) => n + s.weight * s.y, 0) / w;
  const ma = samples.reduce((n, s) => n + s.weight * s.angle, 0) / w;
  const sxy = samples.reduce((n, s) => n + s.weight * (s.y - my) * (s.angle - ma), 0);
  const sxx = samples.reduce((n, s) => n + s.weight * (s.y - my) ** 2, 0);
  const slope = sxx > 0 ? sxy / sxx : 0;
  const clamp = (a: number) => Math.max(-MAX_SKEW_DEGREES, Math.min(MAX_SKEW_DEGREES, a));
  return { top: round2(clamp(ma - slope * my)), bottom: round2(clamp(ma + slope * (1 - my))) };
}

/** Dark pixels with light paper a few pixels above or below: text strokes and rules, not dark areas. */
function findInk(px: Uint8Array, width: number, height: number): { xs: number[]; ys: number[] } {
  const reach = 3;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = reach; y < height - reach; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (px[i]! < 128 && (px[i - reach * width]! >= 160 || px[i + reach * width]! >= 160)) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs, ys };
}

function bestAngle(
  ink: { xs: number[]; ys: number[] },
  width: number,
  height: number,
  from: number,
  to: number,
): number | undefined {
  if (ink.xs.length < 200) return undefined;
  const score = (degrees: number): number => {
    const t = Math.tan((degrees * Math.PI) / 180);
    const offset = Math.ceil(Math.abs(t) * width) + 1;
    const rows = new Float64Array(height + 2 * offset + 1);
    for (let i = 0; i < ink.xs.length; i++) rows[Math.round(ink.ys[i]! + ink.xs[i]! * t) + offset]!++;
    let s = 0;
    for (let i = 1; i < rows.length; i++) {
      const d = rows[i]! - rows[i - 1]!;
      s += d * d;
    }
    return s;
  };
  let best = 0;
  let bestScore = -1;
  for (let d = Math.max(from, -MAX_SKEW_DEGREES); d <= Math.min(to, MAX_SKEW_DEGREES); d += 0.25) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  const coarse = best;
  for (let d = coarse - 0.2; d <= coarse + 0.2; d += 0.05) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  // At the edge of the whole search range the profile found no real optimum.
  return Math.abs(best) >= MAX_SKEW_DEGREES - 0.01 ? undefined : best;
}

/**
 * Straightens text lines by shifting each column up or down (a vertical shear whose angle varies
 * from the top to the bottom row). For the few degrees a photo is off this reads as well as a
 * rotation, keeps the image size, and also undoes the keystone of a slanted shot.
 */
export function straighten(image: GrayImage, skew: { top: number; bottom: number }): GrayImage {
  const { data, width, height } = image;
  const out = new Uint8Array(data.length);
  const cx = width / 2;
  for (let v = 0; v < height; v++) {
    const degrees = skew.top + ((skew.bottom - skew.top) * v) / Math.max(1, height - 1);
    const t = Math.tan((degrees * Math.PI) / 180);
    const row = v * width;
    for (let x = 0; x < width; x++) {
      // Source of this pixel: on the tilted line through (cx, v).
      const sy = v - (x - cx) * t;
      const y0 = Math.floor(sy);
      if (y0 < 0 || y0 >= height - 1) {
        out[row + x] = 255;
        continue;
      }
      const f = sy - y0;
      out[row + x] = data[y0 * width + x]! * (1 - f) + data[(y0 + 1) * width + x]! * f;
    }
  }
  return { data: out, width, height };
}

/**
 * Whitens ruled lines and box borders: runs of thin dark pixels (paper on both sides) longer than a
 * few characters. Tesseract's page layout treats a text area crossed by rules (a lined form, a
 * bordered table) as a picture and skips it. Where text touches a rule the pixels are not "thin"
 * and are kept, so letters lose at most the part the rule ran through.
 */
export function removeRules(image: GrayImage): GrayImage {
  const { data, width, height } = image;
  const out = Uint8Array.from(data);
  const dark = 215;
  const thickness = Math.max(3, Math.round(Math.max(width, height) / 500));
  const minRun = Math.round(Math.max(width, height) / 30);
  // Horizontal rules.
  for (let y = thickness; y < height - thickness; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const i = y * width + x;
      const thin =
        x < width && data[i]! < dark && data[i - thickness * width]! >= dark && data[i + thickness * width]! >= dark;
      if (thin && start < 0) start = x;
      if (!thin && start >= 0) {
        if (x - start >= minRun) whitenRun(out, data, y * width + start, x - start, 1, width, dark, thickness);
        start = -1;
      }
    }
  }
  // Vertical rules.
  for (let x = thickness; x < width - thickness; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const i = y * width + x;
      const thin = y < height && data[i]! < dark && data[i - thickness]! >= dark && data[i + thickness]! >= dark;
      if (thin && start < 0) start = y;
      if (!thin && start >= 0) {
        if (y - start >= minRun) whitenRun(out, data, start * width + x, y - start, width, 1, dark, thickness);
        start = -1;
      }
    }
  }
  return { data: out, width, height };
}

/** Whitens a run and the dark pixels next to it across the rule's thickness. */
function whitenRun(
  out: Uint8Array,
  data: Uint8Array,
  first: number,
  length: number,
  step: number,
  across: number,
  dark: number,
  thickness: number,
): void {
  for (let k = 0; k < length; k++) {
    const i = first + k * step;
    out[i] = 255;
    for (let d = 1; d < thickness; d++) {
      if (data[i - d * across]! < dark) out[i - d * across] = 255;
      if (data[i + d * across]! < dark) out[i + d * across] = 255;
    }
  }
}

function boxBlur(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -radius; dy <= radius; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -radius; dx <= radius; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          sum += values[yy * width + xx]!;
          n++;
        }
      }
      out[y * width + x] = sum / n;
    }
  }
  return out;
}

function percentile(values: Float32Array, q: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 255;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
