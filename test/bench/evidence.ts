/**
 * `npm run bench:evidence`: verdicts whose text contradicts their evidence, over the handout samples and
 * the development corpus (../shared, skipped when absent) and every fixture layout's two documents
 * rendered as text PDFs (with `--photos N`, also N of them photographed and read by OCR). Each document
 * is analysed as read, after the homeowner answered every question, and after the total was edited
 * (functions/analysis/testing/evidence-sweep.ts); the checker is evidence-check.ts.
 *
 *   --inputs FILE    write the analysis inputs of every document and scenario to FILE (JSON), and stop
 *   --results FILE   check the results in FILE ({"<document>|<scenario>": {results, questions, email}})
 *                    instead of analysing: how an earlier version of the rules is measured
 *   --cache DIR      keep what OCR read (default .bench-cache)
 *   --list           print every contradiction
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DocumentModel } from '../../functions/document/model.js';
import { extractDocument } from '../../functions/extraction/local-extractor.js';
import {
  SCENARIOS,
  currentAnalysis,
  scenarioInput,
  sweep,
  sweepQuote,
  type Analyze,
  type SweepAnalysis,
  type SweepQuote,
} from '../../functions/analysis/testing/evidence-sweep.js';
import { loadLayouts } from '../fixtures/generate.js';
import { Random } from '../fixtures/random.js';
import { htmlToPdf, pdfToPhoto } from '../fixtures/render.js';
import { benchDocuments, readDocument } from './documents.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const cacheDir = option('--cache') ?? '.bench-cache';
const photos = Number(option('--photos') ?? 0);
const SHARED = fileURLToPath(new URL('../../../shared/', import.meta.url));

interface Group {
  set: string;
  quotes: SweepQuote[];
}

async function handouts(): Promise<Group[]> {
  if (!existsSync(`${SHARED}samples/truth.json`) || !existsSync(`${SHARED}corpus-dev/truth.json`)) {
    console.log('../shared (samples, corpus-dev) is absent: only the fixtures are measured.');
    return [];
  }
  const groups: Group[] = [];
  for (const set of ['samples', 'corpus-dev']) {
    const quotes: SweepQuote[] = [];
    for (const doc of benchDocuments([set])) {
      if (doc.truth.kind !== 'quote' || !existsSync(doc.path)) continue;
      let model: DocumentModel;
      try {
        model = await readDocument(new Uint8Array(readFileSync(doc.path)), cacheDir);
      } catch {
        continue;
      }
      const quote = sweepQuote(`${set}/${doc.file}`, model);
      if (quote) quotes.push(quote);
    }
    groups.push({ set, quotes });
  }
  return groups;
}

async function fixtures(): Promise<Group[]> {
  const layouts = await loadLayouts();
  const text: SweepQuote[] = [];
  const photographed: SweepQuote[] = [];
  for (const layout of layouts) {
    for (const variant of [0, 1]) {
      const doc = layout.build(new Random(`${layout.name}#${variant}`), variant);
      const pdf = htmlToPdf(doc.html);
      const quote = sweepQuote(`fixtures/${layout.name}#${variant}`, await extractDocument(pdf));
      if (quote) text.push(quote);
      if (photographed.length < photos && variant === 0) {
        const photo = await pdfToPhoto(pdf, new Random(`${layout.name}#photo`), { difficulty: 0.3 });
        const q = sweepQuote(`fixtures/${layout.name}#photo`, await readDocument(photo, cacheDir));
        if (q) photographed.push(q);
      }
    }
  }
  return [
    { set: 'fixtures (text PDF)', quotes: text },
    ...(photos ? [{ set: 'fixtures (photo)', quotes: photographed }] : []),
  ];
}

const groups = [...(await handouts()), ...(await fixtures())];

const inputsFile = option('--inputs');
if (inputsFile) {
  const inputs: Record<string, unknown> = {};
  for (const { quotes } of groups)
    for (const quote of quotes)
      for (const scenario of SCENARIOS) {
        const input = scenarioInput(quote, scenario);
        if (input) inputs[`${quote.name}|${scenario}`] = input;
      }
  writeFileSync(inputsFile, JSON.stringify(inputs));
  console.log(`Wrote ${Object.keys(inputs).length} inputs to ${inputsFile}.`);
  process.exit(0);
}

const resultsFile = option('--results');
const stored = resultsFile
  ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, SweepAnalysis>)
  : undefined;
const analyze: Analyze = stored
  ? (_input, scenario, name) => stored[`${name}|${scenario}`] ?? { results: [] }
  : currentAnalysis;

console.log(
  `\n## Verdicts whose text contradicts their evidence${resultsFile ? ` (results from ${resultsFile})` : ''}\n`,
);
const kinds = [
  'uncited',
  'silent-beside-claim',
  'silent-but-cited',
  'answer-unmarked',
  'cross-item',
  'old-figure',
  'unclear-quoted',
] as const;
console.log(`| set | documents | verdicts checked | contradictions | ${kinds.join(' | ')} |`);
console.log(`|---|---|---|---|${kinds.map(() => '---').join('|')}|`);
const all: string[] = [];
for (const { set, quotes } of groups) {
  let verdicts = 0;
  const byKind = new Map<string, number>();
  let total = 0;
  for (const quote of quotes) {
    const report = sweep(quote, analyze);
    verdicts += report.verdicts;
    total += report.findings.length;
    for (const f of report.findings) {
      byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
      all.push(`${f.document} [${f.scenario}] ${f.category} ${f.kind}: ${f.detail}`);
    }
  }
  console.log(
    `| ${set} | ${quotes.length} | ${verdicts} | ${total} | ${kinds.map((k) => byKind.get(k) ?? 0).join(' | ')} |`,
  );
}
if (args.includes('--list')) console.log(`\n${all.join('\n')}`);
process.exit(0);
