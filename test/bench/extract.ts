/**
 * `npm run bench:extract`: how well and how fast quotes are read.
 *   1. every development document in-process against its truth, per layout and group: fields right,
 *      wrong (shown as fact), TBD; checklist agreement. The committed test documents always; the
 *      fixtures once written (`npm run fixtures`); the samples and corpus of the handout folder beside
 *      the repository (../shared/samples, ../shared/corpus-dev) when it is there, else skipped;
 *   2. the held-out measure: each fixture layout as first read, before the rules saw it;
 *   3. end to end: upload to "fields ready" through the local stack over HTTP (the samples, or the
 *      test documents without the handout folder);
 *   4. our OCR against Debian's native `tesseract` CLI on the same normalised images;
 *   5. peak memory while reading a 10 MB photo.
 * Figures, not assertions: the targets are in the README. `-- --quick` stops after 1 and 2.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Browser, uploadPresigned } from '../integration/http-client.js';
import { startStackProcess } from '../integration/local-stack-process.js';
import { formatGroup, median } from '../documents.js';
import { benchQuotes, bytesOf } from './quote-sets.js';
import { printCurrent, printHeldOut, scoreAll } from './extraction-report.js';
import { ocrAgainstNative } from './ocr-vs-native.js';
import { lastBlindRounds, printBlindRounds } from './blind-rounds.js';

async function endToEnd() {
  console.log('\n## 3. Upload to fields ready, through the local stack over HTTP\n');
  const stack = await startStackProcess();
  try {
    const times: Record<'text-pdf' | 'image', number[]> = { 'text-pdf': [], image: [] };
    console.log('| file | format | upload → fields ready (ms) |');
    console.log('|---|---|---|');
    for (const sample of benchQuotes().quotes) {
      const browser = new Browser(stack.url);
      const started = performance.now();
      const up = await uploadPresigned(browser, bytesOf(sample), sample.file);
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
    console.log(
      `\nMedian: text PDF ${median(times['text-pdf']).toFixed(0)} ms (target ≤ 2000); photos and scans ${median(times.image).toFixed(0)} ms (target ≤ 10000).`,
    );
  } finally {
    await stack.stop('SIGTERM');
    rmSync(stack.dataDir, { recursive: true, force: true });
  }
}

async function peakMemory() {
  console.log('\n## 5. Peak memory reading a 10 MB photo\n');
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

printCurrent(await scoreAll());
printHeldOut();
const blind = lastBlindRounds();
console.log('\n## 2b. The blind rounds read again: rules alone and the learned reader trained without each round\n');
if (blind) {
  console.log(
    `Measured at ${blind.commit} (${blind.date}) by \`npm run bench:blind-rounds\`, which retrains and refreshes them.\n`,
  );
  printBlindRounds(blind.results);
} else console.log('Not measured yet: `npm run bench:blind-rounds` trains the models without each round and reads it.');
if (process.argv.includes('--quick')) process.exit(0);
await endToEnd();
await ocrAgainstNative();
await peakMemory();
process.exit(0);
