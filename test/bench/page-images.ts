/**
 * `npm run bench:page-images`: what sending a photographed or scanned quote's pages to Bedrock costs in
 * time beside the calls themselves: keeping them in their word boxes' frame (extract step,
 * functions/extraction/frame-pages.ts) and painting the customer's details over them (fields step,
 * functions/extraction/page-images.ts), for a test photo, the same photo at 12 MP and the two-page
 * scanned PDF of test/documents. Median of 7 runs each, in milliseconds.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { shutdownDocumentWorkers } from '../../functions/extraction/document-worker.js';
import { framePages } from '../../functions/extraction/frame-pages.js';
import { paintedPageImages } from '../../functions/extraction/page-images.js';

const RUNS = 7;
/** Textract's nominal page, and six customer lines painted over on the first page. */
const pages = [1, 2].map((page) => ({ page, width: 612, height: 792 }));
const boxes = Array.from({ length: 6 }, (_, i) => ({
  page: 1,
  bbox: { x0: 50, y0: 100 + i * 14, x1: 250, y1: 112 + i * 14 },
}));

const photo = readFileSync('test/documents/08_IMG_4471.jpg');
const cases = [
  { name: 'photo, 1,164 × 1,465', bytes: photo, pages: pages.slice(0, 1) },
  {
    name: 'photo, 12 MP (3,024 × 4,032)',
    bytes: await sharp(photo).resize(3024, 4032, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer(),
    pages: pages.slice(0, 1),
  },
  { name: 'scanned PDF, two pages', bytes: readFileSync('test/documents/09_scan_0815.pdf'), pages },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log('| document | keep (extract step) ms | paint (fields step) ms | images | JPEG KB sent |');
console.log('|---|---|---|---|---|');
for (const c of cases) {
  const doc = { method: 'textract' as const, pages: c.pages };
  const keep: number[] = [];
  const paint: number[] = [];
  let sent: Uint8Array[] = [];
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    const frames = await framePages(new Uint8Array(c.bytes), doc);
    keep.push(performance.now() - started);
    started = performance.now();
    sent = (await paintedPageImages(frames, doc, boxes)).map((image) => image.bytes);
    paint.push(performance.now() - started);
  }
  const kb = sent.reduce((n, b) => n + b.length, 0) / 1024;
  console.log(
    `| ${c.name} | ${median(keep).toFixed(0)} | ${median(paint).toFixed(0)} | ${sent.length} | ${kb.toFixed(0)} |`,
  );
}
shutdownDocumentWorkers();
