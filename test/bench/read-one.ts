import { readFileSync, statSync } from 'node:fs';
import { extractDocument } from '../../functions/extraction/local-extractor.js';

/** Reads one file as the pipeline does (for measuring peak memory from outside). */
const file = process.argv[2];
const started = Date.now();
const doc = await extractDocument(new Uint8Array(readFileSync(file)));
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(
  `${(statSync(file).size / 1e6).toFixed(1)} MB photo: ${doc.lines.length} lines by ${doc.methodLabel} in ${Date.now() - started} ms`,
);
console.log(`Peak RSS of the process: ${peakMb.toFixed(0)} MB (target < 1024 MB)`);
process.exit(0);
