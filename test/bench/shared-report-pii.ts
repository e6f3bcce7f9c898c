/**
 * `npm run bench:shared-pii`: the shared report of every quote in ../shared/samples and
 * ../shared/corpus-dev, built from what the pipeline's steps make of it in-process (as the sweep over
 * the fixture layouts in test/fixtures/shared-report-pii.test.ts does): how many of the customers'
 * names, streets, phones and e-mails (the truth's `pii`, and their parts) it shows. Skips, and says so,
 * when the handouts folder is absent. OCR results are cached in .bench-cache. Its last line is the
 * counts as JSON.
 */
import { readFileSync } from 'node:fs';
import { analyzeBytes } from '../../local/analyze-file.js';
import { sharedReportView } from '../../functions/quotes/shared-report-view.js';
import { piiLeaks } from '../fixtures/pii-leaks.js';
import { benchDocuments, readDocument } from './documents.js';

const SHARE = { expiresAt: '2030-01-01T00:00:00.000Z' };
const docs = benchDocuments(['samples', 'corpus-dev']).filter((d) => d.truth.kind === 'quote' && d.truth.expect.pii);
if (!docs.length) {
  console.log(
    'Skipped: ../shared/samples and ../shared/corpus-dev are absent (the handouts folder beside the repository).',
  );
  process.exit(0);
}

const counts = { reports: 0, piiValues: 0, leaks: 0, documentsWithLeaks: 0, failed: 0 };
for (const doc of docs) {
  const result = await analyzeBytes(new Uint8Array(readFileSync(doc.path)), doc.file, (b) =>
    readDocument(b, '.bench-cache'),
  );
  if (result.error && !result.record.checklistResults?.length) {
    counts.failed++;
    console.log(`${doc.set}/${doc.file}: not analysed (${result.error})`);
    continue;
  }
  const truth = { pii: doc.truth.expect.pii ?? [], vendor: doc.truth.expect.vendor ?? '' };
  const leaks = piiLeaks(JSON.stringify(sharedReportView(result.record, SHARE)), truth);
  counts.reports++;
  counts.piiValues += truth.pii.length;
  counts.leaks += leaks.length;
  if (leaks.length) counts.documentsWithLeaks++;
  console.log(`${doc.set}/${doc.file}: ${leaks.length ? leaks.join('; ') : 'none shown'}`);
}
console.log(
  `${counts.reports} shared reports, ${counts.piiValues} personal values in their truth: ${counts.leaks} shown (in ${counts.documentsWithLeaks} reports); ${counts.failed} documents not analysed.`,
);
console.log(JSON.stringify(counts));
