/**
 * Straightening a photo's text lines: their tilt at the top and the bottom of the image, measured with
 * the projection-profile method, and a vertical shear that undoes it.
 */
import sharp from 'sharp';
import type { GrayImage } from './image.js';
import { round2 } from './layout.js';

/** Skew above this is not trusted: the estimate found no real optimum. */
const MAX_SKEW_DEGREES = 8;

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
