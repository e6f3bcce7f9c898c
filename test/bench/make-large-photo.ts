import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
import { documentBytes, PHOTO_QUOTE } from '../documents.js';

/**
 * A ~10 MB phone-style photo of a quote: the committed test document's phone photo (test/documents/)
 * upscaled to 24 MP with a little noise and saved at high JPEG quality, so the file is close to the
 * 10 MB upload limit.
 */
const out = process.argv[2];
const src = documentBytes(PHOTO_QUOTE.file);
let quality = 97;
for (;;) {
  const width = 6000;
  const base = await sharp(src).rotate().resize({ width }).raw().toBuffer({ resolveWithObject: true });
  const noisy = Buffer.from(base.data);
  for (let i = 0; i < noisy.length; i += 7) noisy[i] = Math.min(255, noisy[i] + ((i * 31) % 9));
  const jpeg = await sharp(noisy, { raw: base.info }).jpeg({ quality }).toBuffer();
  if (jpeg.length <= 10_400_000 || quality < 60) {
    writeFileSync(out, jpeg);
    console.log(`Made a ${(jpeg.length / 1e6).toFixed(1)} MB, ${base.info.width}×${base.info.height} photo`);
    break;
  }
  quality -= 4;
}
