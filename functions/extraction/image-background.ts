/**
 * Evening out the lighting of a photo: each pixel divided by the local paper brightness, and dark areas
 * (a table around the page, a dark banner) inverted, so Tesseract's global threshold works on the page.
 */
import type { GrayImage } from './image.js';

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
