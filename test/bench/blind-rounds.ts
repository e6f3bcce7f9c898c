/**
 * `npm run bench:blind-rounds`: the seven recorded blind rounds (test/bench/held-out/round-*.json),
 * each read again today by the rules alone and by the learned reader with models trained WITHOUT the
 * round's layouts, beside the figures recorded when the round was first read.
 *   1. For each round, the three trainers (fields, counts, document type) run with its layouts left out
 *      (TRAIN_WITHOUT_LAYOUTS), their thresholds chosen by their own grouped cross-validation over the
 *      other layouts, into .scratch/blind-rounds/<round>/ (kept while the trainers, the committed
 *      models and the reader's features are unchanged: `--retrain` forces it).
 *   2. The round's fixture documents (`npm run fixtures`: text PDFs and their photos and scans) are
 *      read in-process twice: with model files made to decide as the rules alone do (the learned
 *      scorers unused, the counts the rules', no refusal but the rules'), and with the round's models.
 * Figures, not assertions. `-- round-3 …` measures only those rounds. The last line is the figures as JSON.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  READER_MODELS,
  swapReaderModels,
  type ReaderModelFiles,
} from '../../functions/fields/learned/reader-models.js';
import { generateFixtures, loadLayouts } from '../fixtures/generate.js';
import { fixtureDocuments, type BenchDocument } from './documents.js';
import { heldOutRecords, row, sum } from './extraction-report.js';
import { countsTally, pct, scoreDocument, type DocumentScore } from './field-accuracy.js';
import { recordOf, type LayoutRecord } from './held-out.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, '.scratch', 'blind-rounds');
const LEARNED = join(ROOT, 'functions', 'fields', 'learned');
const TRAINERS = ['fields', 'counts', 'doctype'] as const;
const NEXT_LAYOUTS = join(ROOT, 'test', 'fixtures', 'layouts-next');
const NEXT_OUT = join(ROOT, '.scratch', 'held-out-next');

const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8'));

/** What the round's models depend on: the trainers, the reader's features, the committed models and the layouts trained on. */
function stampOf(): string {
  const hash = createHash('sha256');
  hash.update(
    readdirSync(join(ROOT, 'test', 'fixtures', 'layouts'))
      .sort()
      .join('\n'),
  );
  for (const dir of [join(ROOT, 'test', 'train'), LEARNED])
    for (const f of readdirSync(dir).sort()) if (!f.endsWith('.test.ts')) hash.update(readFileSync(join(dir, f)));
  return hash.digest('hex').slice(0, 16);
}

/** Model files that decide as the rules alone do, made from the committed ones. */
export function rulesAloneFiles(): ReaderModelFiles {
  const fields = readJson(join(LEARNED, 'fields.model.json')) as { fields: Record<string, { use: object }> };
  for (const f of Object.values(fields.fields)) f.use = { text: false, ocr: false };
  const counts = readJson(join(LEARNED, 'counts.model.json')) as { meta: Record<string, unknown> };
  counts.meta = { ...counts.meta, policy: 'rules' };
  const doctype = readJson(join(LEARNED, 'doctype.model.json')) as { meta: { thresholds: Record<string, number> } };
  // Never refuses on its own (refuse > 1) and never overrules the rules' refusal (veto 0).
  doctype.meta.thresholds = { ...doctype.meta.thresholds, refuse: 2, veto: 0 };
  return { fields, counts, doctype };
}

function trainWithout(round: string, layouts: string[], retrain: boolean): ReaderModelFiles {
  const dir = join(OUT, round);
  const stampFile = join(dir, 'stamp.json');
  const stamp = stampOf();
  const fresh =
    !retrain &&
    existsSync(stampFile) &&
    readJson(stampFile).stamp === stamp &&
    TRAINERS.every((t) => existsSync(join(dir, `${t}.model.json`)));
  if (!fresh) {
    mkdirSync(dir, { recursive: true });
    for (const trainer of TRAINERS) {
      const started = Date.now();
      process.stderr.write(`${round}: training ${trainer} without its ${layouts.length} layouts…\n`);
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'test', 'train', `${trainer}.ts`)], {
        cwd: ROOT,
        env: { ...process.env, TRAIN_WITHOUT_LAYOUTS: layouts.join(','), MODEL_OUT_DIR: dir },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      writeFileSync(join(dir, `${trainer}.log`), `${run.stdout}\n${run.stderr}`);
      if (run.status !== 0) throw new Error(`${trainer} training for ${round} failed: see ${dir}/${trainer}.log`);
      process.stderr.write(`${round}: ${trainer} trained in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    }
    writeFileSync(stampFile, JSON.stringify({ stamp, layouts }));
  }
  return Object.fromEntries(READER_MODELS.map((m) => [m, readJson(join(dir, `${m}.model.json`))]));
}

/**
 * A round's documents: from test/fixtures/out, or — for layouts still waiting in layouts-next, which
 * no model trained on — written from there (as `npm run bench:held-out -- <round> --next` does).
 */
async function roundDocuments(layouts: string[]): Promise<BenchDocument[]> {
  const ofRound = (docs: BenchDocument[]) => docs.filter((d) => layouts.includes(d.layout.replace(/^fixtures\//, '')));
  const docs = ofRound(fixtureDocuments());
  if (docs.length) return docs;
  if (!existsSync(NEXT_OUT)) await generateFixtures(NEXT_OUT, [], NEXT_LAYOUTS);
  return ofRound(fixtureDocuments(NEXT_OUT));
}

async function scoreWith(files: ReaderModelFiles, docs: BenchDocument[]): Promise<DocumentScore[]> {
  swapReaderModels(files);
  try {
    const scores: DocumentScore[] = [];
    for (const doc of docs) scores.push(await scoreDocument(doc, join(ROOT, '.bench-cache')));
    return scores;
  } finally {
    swapReaderModels({});
  }
}

interface Figures extends LayoutRecord {
  /** Quotes whose window and door counts are both right. */
  counts: { right: number; wrong: number; of: number };
}

function figuresOf(scores: DocumentScore[]): Figures {
  return { ...recordOf(scores), counts: countsTally(scores.filter((s) => s.doc.truth.kind === 'quote')) };
}

const wrongShare = (r: LayoutRecord) => {
  const n = r.text.right + r.text.wrong + r.text.tbd + r.photo.right + r.photo.wrong + r.photo.tbd;
  return pct(r.text.wrong + r.photo.wrong, n);
};

type Reader = 'recorded' | 'rules' | 'learned';
type RoundResults = Record<string, Record<Reader, Figures | LayoutRecord>>;
const RESULTS = join(OUT, 'results.json');
const READERS: [Reader, string][] = [
  ['recorded', 'recorded when first read'],
  ['rules', 'rules alone, today'],
  ['learned', 'learned, without the round'],
];

const countsOf = (r: Figures | LayoutRecord) => ('counts' in r ? r.counts : undefined);

/** The table: each round by each reader, then all rounds together. */
export function printBlindRounds(results: RoundResults): void {
  console.log(
    '| round | reader | docs | text PDF right | wrong | TBD | photo/scan right | wrong | TBD | counts right | wrong shown | checklist | refused | PII kept |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const line = (round: string, reader: string, r: LayoutRecord, counts?: Figures['counts']) =>
    console.log(
      `| ${round} | ${reader} | ${r.docs} | ${row(r.text)} | ${row(r.photo)} | ${counts ? pct(counts.right, counts.of) : '–'} | ${wrongShare(r)} | ${pct(r.checklist.agree, r.checklist.total)} | ${r.refused} | ${r.leaks} |`,
    );
  for (const [round, byReader] of Object.entries(results))
    for (const [reader, label] of READERS) line(round, label, byReader[reader], countsOf(byReader[reader]));
  const rounds = Object.values(results);
  if (rounds.length < 2) return;
  // Every layout belongs to exactly one round: together the rounds are a grouped cross-validation
  // over all layouts, each fold's documents read by models trained on the other folds.
  for (const [reader, label] of READERS) {
    const counts = rounds.flatMap((r) => countsOf(r[reader]) ?? []);
    const total =
      counts.length === rounds.length
        ? counts.reduce((a, c) => ({ right: a.right + c.right, wrong: a.wrong + c.wrong, of: a.of + c.of }))
        : undefined;
    line('**all**', label, sum(rounds.map((r) => r[reader])), total);
  }
}

/** The figures of the last complete run, with the commit it measured, if there is one. */
export function lastBlindRounds(): { commit: string; date: string; results: RoundResults } | null {
  return existsSync(RESULTS) ? (readJson(RESULTS) as { commit: string; date: string; results: RoundResults }) : null;
}

async function main() {
  const args = process.argv.slice(2);
  const retrain = args.includes('--retrain');
  const only = args.filter((a) => !a.startsWith('--'));
  if (!fixtureDocuments().length) {
    console.log('Skipped: the blind rounds read the fixtures written by `npm run fixtures` (test/fixtures/out/).');
    return;
  }
  const rulesAlone = rulesAloneFiles();
  const results: RoundResults = {};
  for (const record of heldOutRecords()) {
    if (only.length && !only.includes(record.round)) continue;
    const layouts = Object.keys(record.layouts);
    const recorded = sum(Object.values(record.layouts));
    const docs = await roundDocuments(layouts);
    // Layouts no trainer reads (layouts-next) are read by the committed models, which never saw them.
    const trainedOn = new Set((await loadLayouts()).map((l) => l.name));
    const models = layouts.some((l) => trainedOn.has(l)) ? trainWithout(record.round, layouts, retrain) : {};
    const rules = figuresOf(await scoreWith(rulesAlone, docs));
    const learned = figuresOf(await scoreWith(models, docs));
    results[record.round] = { recorded, rules, learned };
    process.stderr.write(`${record.round} read\n`);
  }
  console.log('\n## The blind rounds: recorded, rules alone today, learned reader trained without the round\n');
  printBlindRounds(results);
  if (!only.length) {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    writeFileSync(RESULTS, JSON.stringify({ commit, date: new Date().toISOString().slice(0, 10), results }));
  }
  console.log(JSON.stringify(results));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
  process.exit(0);
}
