/** Whitening the ruled lines and box borders of a form or table, which make Tesseract skip the text they cross. */
import type { GrayImage } from './image.js';

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
