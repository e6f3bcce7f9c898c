import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { decodeToGray, type GrayImage } from './image.js';
import { flattenBackground } from './image-background.js';
import { estimateSkew, straighten } from './image-skew.js';

function image(width: number, height: number, pixel: (x: number, y: number) => number): GrayImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = pixel(x, y);
  return { data, width, height };
}
const at = (img: GrayImage, x: number, y: number) => img.data[Math.round(y) * img.width + Math.round(x)]!;

/** Paper with "text lines": short dark dashes along lines tilted by `degrees` (positive rising to the right). */
function tiltedLines(degrees: number, width = 1200, height = 1500): GrayImage {
  const t = Math.tan((degrees * Math.PI) / 180);
  return image(width, height, (x, y) => {
    const yy = y + (x - width / 2) * t; // undo the tilt
    const inLine = yy > 100 && yy < height - 100 && yy % 40 < 6;
    const inWord = x > 100 && x < width - 100 && x % 60 < 45;
    return inLine && inWord ? 40 : 235;
  });
}

describe('flattenBackground', () => {
  it('turns a shadowed page white while text stays dark', async () => {
    // Paper darkening from 240 on the left to 120 on the right, with dark text marks at 45% of the paper's brightness.
    const shaded = image(1000, 800, (x, y) => {
      const paper = 240 - (120 * x) / 1000;
      return y % 50 < 8 && x % 40 < 25 ? paper * 0.45 : paper;
    });
    const flat = flattenBackground(shaded);
    expect(at(flat, 100, 30)).toBeGreaterThan(245);
    expect(at(flat, 900, 30)).toBeGreaterThan(245);
    expect(at(flat, 85, 3)).toBeLessThan(100);
    expect(at(flat, 885, 3)).toBeLessThan(100);
  });

  it('makes a dark surround light and white text on a dark banner dark', async () => {
    const photo = image(1000, 1000, (x, y) => {
      if (y < 300) return y > 120 && y < 160 && x % 30 < 12 ? 235 : 40; // dark banner with light letters
      return x % 40 < 20 && y % 60 < 10 ? 60 : 230; // page with dark text
    });
    const flat = flattenBackground(photo);
    expect(at(flat, 500, 50)).toBeGreaterThan(240); // banner background
    expect(at(flat, 603, 140)).toBeLessThan(60); // a banner letter
    expect(at(flat, 485, 903)).toBeLessThan(100); // page text
    expect(at(flat, 530, 930)).toBeGreaterThan(240); // page paper
  });
});

describe('estimateSkew and straighten', () => {
  it.each([0, 2.5, -4])('finds lines tilted by %s° and straightens them', async (degrees) => {
    const tilted = tiltedLines(degrees);
    const skew = await estimateSkew(tilted);
    expect(skew.top).toBeCloseTo(degrees, 0);
    expect(skew.bottom).toBeCloseTo(degrees, 0);
    const straight = straighten(tilted, skew);
    // After straightening, a text line is dark at the same height across the page.
    const row = (y: number) => [130, 400, 620, 900, 1050].map((x) => at(straight, x, y));
    const lineRow = Array.from({ length: 40 }, (_, i) => 700 + i).find((y) => row(y).every((v) => v < 128));
    expect(lineRow).toBeDefined();
  });

  it('reports no tilt for a blank page', async () => {
    expect(await estimateSkew(image(800, 1000, () => 250))).toEqual({ top: 0, bottom: 0 });
  });
});

describe('decodeToGray', () => {
  it('reads a transparent PNG as dark marks on white, one channel, scaled up to the working size', async () => {
    // 400 × 500, fully transparent except a black bar.
    const rgba = Buffer.alloc(400 * 500 * 4);
    for (let y = 200; y < 220; y++) for (let x = 50; x < 350; x++) rgba.writeUInt32BE(0x000000ff, (y * 400 + x) * 4);
    const png = await sharp(rgba, { raw: { width: 400, height: 500, channels: 4 } })
      .png()
      .toBuffer();
    const gray = await decodeToGray(new Uint8Array(png), 'png');
    expect(gray.data.length).toBe(gray.width * gray.height);
    expect(Math.max(gray.width, gray.height)).toBe(1500); // 500 px long side, scaled by the maximum of 3
    expect(at(gray, 10, 10)).toBeGreaterThan(250);
    expect(at(gray, gray.width / 2, (210 / 500) * gray.height)).toBeLessThan(10);
  });
});

describe('image size, from the header before any decoding', () => {
  /** A real 16 × 16 JPEG whose frame header (SOF0) is rewritten to claim width × height. */
  async function jpegClaiming(width: number, height: number): Promise<Uint8Array> {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
        .jpeg({ mozjpeg: false })
        .toBuffer(),
    );
    for (let i = 2; i < jpeg.length - 9;) {
      const marker = jpeg[i + 1]!;
      const length = (jpeg[i + 2]! << 8) | jpeg[i + 3]!;
      if (marker === 0xc0 || marker === 0xc2) {
        jpeg.set([height >> 8, height & 0xff, width >> 8, width & 0xff], i + 5);
        return jpeg;
      }
      i += 2 + length;
    }
    throw new Error('no SOF marker');
  }

  it.each([
    ['a JPEG claiming 30000 × 30000', () => jpegClaiming(30_000, 30_000), '30000 × 30000'],
    [
      'a GIF claiming 65535 × 65535',
      async () =>
        new Uint8Array([
          ...Buffer.from('GIF89a'),
          0xff,
          0xff,
          0xff,
          0xff,
          0,
          0,
          0,
          0x2c,
          0,
          0,
          0,
          0,
          0xff,
          0xff,
          0xff,
          0xff,
          0,
          2,
          2,
          0x44,
          0x01,
          0,
          0x3b,
        ]),
      '65535 × 65535',
    ],
  ])('refuses %s in milliseconds, without decoding it', async (_name, make, size) => {
    const bytes = await make();
    const started = performance.now();
    const error = await decodeToGray(bytes, 'jpeg').catch((e: Error) => e);
    expect((error as Error).message).toContain(`This image is too large to read (${size} pixels)`);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('decodes an image within the limit', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#f4f1ea' } })
      .jpeg()
      .toBuffer();
    expect(await decodeToGray(new Uint8Array(photo), 'jpeg')).toMatchObject({ width: 2400, height: 1800 });
  });
});
