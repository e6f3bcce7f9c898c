import sharp from 'sharp';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A ~10 MB phone-style photo of a real sample quote: the sample upscaled to 24 MP with a little
 * noise and saved at high JPEG quality, so the file is close to the 10 MB upload limit.
 */
const out = process.argv[2];
const src = readFileSync(fileURLToPath(new URL('../../../shared/samples/05_IMG_2552.jpg', import.meta.url)));
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
