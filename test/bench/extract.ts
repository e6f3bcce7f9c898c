/**
 * `npm run bench:extract`: field accuracy and speed of extraction on ../shared/samples.
 *   1. in-process: extraction + fields per sample, compared with truth.json (per-field accuracy);
 *   2. end to end: upload to "fields ready" through the local stack over HTTP;
 *   3. our OCR against Debian's native `tesseract` CLI on the same normalised images;
 *   4. peak memory while reading a 10 MB photo.
 * Figures, not assertions: the targets are in the README.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { extractDocument } from '../../functions/extraction/local-extractor.js';
import { extractFields } from '../../functions/fields/quote-fields.js';
import { Browser, uploadPresigned } from '../integration/http-client.js';
import { startStackProcess } from '../integration/local-stack-process.js';
import { formatGroup, median, sampleBytes, SAMPLES } from '../samples.js';
import { ocrAgainstNative } from './ocr-vs-native.js';

const FIELDS = ['vendor', 'totalCost', 'zipCode', 'windows', 'doors'] as const;
type Field = (typeof FIELDS)[number];
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)}%` : 'n/a');

async function accuracy() {
  console.log('\n## 1. Fields against truth.json (in-process)\n');
  console.log('| file | format | read ms | fields ms | vendor | total | ZIP | windows | doors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const score: Record<'text-pdf' | 'image', Record<Field, { right: number; wrong: number; empty: number }>> = {
    'text-pdf': Object.fromEntries(FIELDS.map((f) => [f, { right: 0, wrong: 0, empty: 0 }])) as never,
    image: Object.fromEntries(FIELDS.map((f) => [f, { right: 0, wrong: 0, empty: 0 }])) as never,
  };
  await extractDocument(sampleBytes(SAMPLES[0].file)); // warm the PDF library and the OCR worker
  for (const sample of SAMPLES.filter((s) => s.kind === 'quote')) {
    const t0 = performance.now();
    const doc = await extractDocument(sampleBytes(sample.file));
    const t1 = performance.now();
    const fields = extractFields(doc);
    const t2 = performance.now();
    const group = formatGroup(sample.format);
    const cells = FIELDS.map((f) => {
      const got = fields[f];
      const want = sample.expect[f];
      if (got === null || got === undefined) {
        score[group][f].empty++;
        return '– (TBD)';
      }
      const right = String(got).toLowerCase() === String(want).toLowerCase();
      score[group][f][right ? 'right' : 'wrong']++;
      return right ? '✓' : `✗ ${got}`;
    });
    console.log(`| ${sample.file} | ${sample.format} | ${(t1 - t0).toFixed(0)} | ${(t2 - t1).toFixed(1)} | ${cells.join(' | ')} |`);
  }
  console.log('\n| group | field | right | wrong | empty (TBD) | accuracy |');
  console.log('|---|---|---|---|---|---|');
  for (const group of ['text-pdf', 'image'] as const) {
    let right = 0;
    let all = 0;
    for (const f of FIELDS) {
      const s = score[group][f];
      const n = s.right + s.wrong + s.empty;
      right += s.right;
      all += n;
      console.log(`| ${group} | ${f} | ${s.right} | ${s.wrong} | ${s.empty} | ${pct(s.right, n)} |`);
    }
    console.log(`| ${group} | **all** | ${right} | | | **${pct(right, all)}** |`);
  }
}

async function endToEnd() {
  console.log('\n## 2. Upload to fields ready, through the local stack over HTTP\n');
  const stack = await startStackProcess();
  try {
    const times: Record<'text-pdf' | 'image', number[]> = { 'text-pdf': [], image: [] };
    console.log('| file | format | upload → fields ready (ms) |');
    console.log('|---|---|---|');
    for (const sample of SAMPLES.filter((s) => s.kind === 'quote')) {
      const browser = new Browser(stack.url);
      const started = performance.now();
      const up = await uploadPresigned(browser, sampleBytes(sample.file), sample.file);
      let ms = NaN;
      for (let i = 0; i < 1200; i++) {
        const quote = (await browser.get(`/api/quotes/${up.json.id}`)).json;
        if (['scope', 'analyzing', 'discussing', 'completed', 'error'].includes(quote.status)) {
          ms = performance.now() - started;
          break;
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      times[formatGroup(sample.format)].push(ms);
      console.log(`| ${sample.file} | ${sample.format} | ${ms.toFixed(0)} |`);
    }
    console.log(`\nMedian: text PDF ${median(times['text-pdf']).toFixed(0)} ms (target ≤ 2000); photos and scans ${median(times.image).toFixed(0)} ms (target ≤ 10000).`);
  } finally {
    await stack.stop('SIGTERM');
    rmSync(stack.dataDir, { recursive: true, force: true });
  }
}

async function peakMemory() {
  console.log('\n## 4. Peak memory reading a 10 MB photo\n');
  const dir = mkdtempSync(join(tmpdir(), 'quotecheck-bench-'));
  const photo = join(dir, 'photo.jpg');
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'test/bench/make-large-photo.ts', photo], { stdio: 'inherit' });
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'test/bench/read-one.ts', photo], { encoding: 'utf8' });
    console.log(run.stdout.trim() || run.stderr.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await accuracy();
await endToEnd();
await ocrAgainstNative();
await peakMemory();
process.exit(0);
