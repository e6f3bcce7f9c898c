import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { detectFileType, type ImageKind } from '../../functions/extraction/file-type.js';
import { prepareImage } from '../../functions/extraction/image.js';
import { recognize } from '../../functions/extraction/ocr.js';
import { median } from '../documents.js';
import { benchQuotes, bytesOf } from './quote-sets.js';

const RUNS = 3;

function nativeTesseractAvailable(): boolean {
  return spawnSync('tesseract', ['--version'], { encoding: 'utf8' }).status === 0;
}

/** The English model our OCR uses (from npm), unpacked for the native CLI so both can run the same model. */
function npmModelDir(dir: string): string {
  const eng = createRequire(import.meta.url)('@tesseract.js-data/eng') as { langPath: string };
  const packed = readFileSync(join(eng.langPath, '..', '4.0.0_best_int', 'eng.traineddata.gz'));
  const out = join(dir, 'tessdata');
  mkdirSync(out);
  writeFileSync(join(out, 'eng.traineddata'), gunzipSync(packed));
  return out;
}

/**
 * Our OCR (tesseract.js) against Debian's native `tesseract` CLI on the same prepared image:
 * median of three runs each, the CLI single-threaded (OMP_THREAD_LIMIT=1) as on a Lambda-sized core.
 * The CLI runs twice: with Debian's default English model (tessdata_fast), and with the model our
 * OCR uses (npm's integer "best" network), which separates the model's cost from WASM's.
 */
export async function ocrAgainstNative(): Promise<void> {
  console.log('\n## 4. Our OCR (tesseract.js) against the native tesseract CLI, same prepared image\n');
  if (!nativeTesseractAvailable()) {
    console.log('Skipped: the native `tesseract` CLI is not installed (apt-get install tesseract-ocr).');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'quotecheck-ocr-'));
  try {
    const sameModel = npmModelDir(dir);
    console.log(
      '| file | image (px) | ours ms | native ms (Debian model) | ratio (target ≤ 1.5) | native ms (our model) | ratio, same model |',
    );
    console.log('|---|---|---|---|---|---|---|');
    const ratios: number[] = [];
    const sameRatios: number[] = [];
    for (const sample of benchQuotes().quotes) {
      const bytes = bytesOf(sample);
      const type = detectFileType(bytes);
      if (!type || type.kind === 'pdf') continue;
      const prepared = await prepareImage(bytes, type.kind as ImageKind);
      const png = join(dir, `${sample.file}.png`);
      writeFileSync(png, prepared.png);
      await recognize({ image: prepared.png, page: 1 }); // warm-up: worker start and model load
      const ours: number[] = [];
      const native: number[] = [];
      const nativeSame: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        let t = performance.now();
        await recognize({ image: prepared.png, page: 1 });
        ours.push(performance.now() - t);
        t = performance.now();
        execFileSync('tesseract', [png, '-', '--psm', '3'], {
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          stdio: 'ignore',
        });
        native.push(performance.now() - t);
        t = performance.now();
        execFileSync('tesseract', [png, '-', '--psm', '3', '--oem', '1', '--tessdata-dir', sameModel], {
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          stdio: 'ignore',
        });
        nativeSame.push(performance.now() - t);
      }
      const ratio = median(ours) / median(native);
      const sameRatio = median(ours) / median(nativeSame);
      ratios.push(ratio);
      sameRatios.push(sameRatio);
      console.log(
        `| ${sample.file} | ${prepared.width}×${prepared.height} | ${median(ours).toFixed(0)} | ${median(native).toFixed(0)} | ${ratio.toFixed(2)} | ${median(nativeSame).toFixed(0)} | ${sameRatio.toFixed(2)} |`,
      );
    }
    console.log(
      `\nMedian ratio against Debian's model: ${median(ratios).toFixed(2)} (worst ${Math.max(...ratios).toFixed(2)}); against the same model: ${median(sameRatios).toFixed(2)} (worst ${Math.max(...sameRatios).toFixed(2)}).`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
