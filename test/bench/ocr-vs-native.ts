import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { detectFileType, type ImageKind } from '../../functions/extraction/file-type.js';
import { prepareImage } from '../../functions/extraction/image.js';
import { recognize } from '../../functions/extraction/ocr.js';
import { median, sampleBytes, SAMPLES } from './samples.js';

const RUNS = 3;

function nativeTesseractAvailable(): boolean {
  return spawnSync('tesseract', ['--version'], { encoding: 'utf8' }).status === 0;
}

/**
 * Our OCR (tesseract.js) against Debian's native `tesseract` CLI on the same prepared image:
 * median of three runs each, the CLI single-threaded (OMP_THREAD_LIMIT=1) as on a Lambda-sized core.
 */
export async function ocrAgainstNative(): Promise<void> {
  console.log('\n## 3. Our OCR (tesseract.js) against the native tesseract CLI, same prepared image\n');
  if (!nativeTesseractAvailable()) {
    console.log('Skipped: the native `tesseract` CLI is not installed (apt-get install tesseract-ocr).');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'quotecheck-ocr-'));
  try {
    console.log('| file | image (px) | ours median ms | native median ms | ratio (target ≤ 1.5) |');
    console.log('|---|---|---|---|---|');
    const ratios: number[] = [];
    for (const sample of SAMPLES) {
      const bytes = sampleBytes(sample.file);
      const type = detectFileType(bytes);
      if (!type || type.kind === 'pdf') continue;
      const prepared = await prepareImage(bytes, type.kind as ImageKind);
      const png = join(dir, `${sample.file}.png`);
      writeFileSync(png, prepared.png);
      await recognize({ image: prepared.png, page: 1 }); // warm-up: worker start and model load
      const ours: number[] = [];
      const native: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        let t = performance.now();
        await recognize({ image: prepared.png, page: 1 });
        ours.push(performance.now() - t);
        t = performance.now();
        execFileSync('tesseract', [png, '-', '--psm', '3'], { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, stdio: 'ignore' });
        native.push(performance.now() - t);
      }
      const ratio = median(ours) / median(native);
      ratios.push(ratio);
      console.log(`| ${sample.file} | ${prepared.width}×${prepared.height} | ${median(ours).toFixed(0)} | ${median(native).toFixed(0)} | ${ratio.toFixed(2)} |`);
    }
    console.log(`\nMedian ratio: ${median(ratios).toFixed(2)}; worst: ${Math.max(...ratios).toFixed(2)}.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
