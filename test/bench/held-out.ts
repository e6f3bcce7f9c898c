/**
 * `npm run bench:held-out -- <round> [layout ...]`: records how the extraction reads fixture layouts
 * it has never been tuned on, before any change is made after seeing them. Run it right after new
 * layouts land and before touching the field rules; it refuses to run with uncommitted changes to
 * the extraction or the rules, and writes test/bench/held-out/<round>.json with the commit it
 * measured. Those figures are the leave-one-layout-out measure the README reports: each layout's
 * accuracy while it was not used for tuning. Later rounds never overwrite earlier ones.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateFixtures } from '../fixtures/generate.js';
import { fixtureDocuments } from './documents.js';
import { scoreOthers } from './held-out-others.js';
import { FIELDS, groupOf, scoreDocument, tally, type DocumentScore } from './field-accuracy.js';

export const HELD_OUT_DIR = fileURLToPath(new URL('./held-out/', import.meta.url));

export interface LayoutRecord {
  docs: number;
  /** Per group of documents: fields right, wrong (shown as fact) and left TBD. */
  text: { right: number; wrong: number; tbd: number };
  photo: { right: number; wrong: number; tbd: number };
  checklist: { agree: number; total: number };
  refused: number;
  leaks: number;
}

export interface HeldOutRecord {
  round: string;
  /** The commit whose rules were measured (frozen before the layouts were seen). */
  commit: string;
  date: string;
  layouts: Record<string, LayoutRecord>;
  /** Documents that must be refused (another trade, not a quote): how many were, as what their truth says. */
  others?: Record<string, OthersRecord>;
}

export interface OthersRecord {
  docs: number;
  /** Refused at all. */
  refused: number;
  /** Refused as their truth says: another trade's message for a trade, "not a quote" for the rest. */
  refusedAsTruth: number;
  leaks: number;
}

export function recordOf(scores: DocumentScore[]): LayoutRecord {
  const byGroup = (g: 'text PDF' | 'photo/scan') =>
    tally(
      scores.filter((s) => groupOf(s) === g),
      FIELDS,
    );
  const checklist = scores.flatMap((s) => s.checklist);
  return {
    docs: scores.length,
    text: byGroup('text PDF'),
    photo: byGroup('photo/scan'),
    checklist: { agree: checklist.filter((c) => c.agrees).length, total: checklist.length },
    refused: scores.filter((s) => s.refused).length,
    leaks: scores.reduce((n, s) => n + s.leaks.length, 0),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const next = args.includes('--next');
  const [round, ...only] = args.filter((a) => a !== '--next');
  if (!round) throw new Error('usage: npm run bench:held-out -- <round> [--next] [layout ...]');
  const out = join(HELD_OUT_DIR, `${round}.json`);
  if (existsSync(out)) throw new Error(`${out} exists: a held-out round is recorded once`);
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'functions', 'shared', 'local'], {
    encoding: 'utf8',
  }).trim();
  if (dirty) throw new Error(`uncommitted changes to the extraction or rules:\n${dirty}`);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  // --next: the layouts waiting in test/fixtures/layouts-next, written out here, and the documents
  // that must be refused in test/fixtures/other-documents-next.ts.
  const fixturesDir = next
    ? join(fileURLToPath(new URL('../../.scratch/', import.meta.url)), 'held-out-next')
    : undefined;
  if (fixturesDir)
    await generateFixtures(fixturesDir, only, fileURLToPath(new URL('../fixtures/layouts-next/', import.meta.url)));
  const docs = fixtureDocuments(fixturesDir).filter(
    (d) => only.length === 0 || only.includes(d.layout.replace(/^fixtures\//, '')),
  );
  const byLayout = new Map<string, DocumentScore[]>();
  for (const doc of docs) {
    const score = await scoreDocument(doc, '.bench-cache');
    const name = doc.layout.replace(/^fixtures\//, '');
    byLayout.set(name, [...(byLayout.get(name) ?? []), score]);
  }
  const record: HeldOutRecord = {
    round,
    commit,
    date: new Date().toISOString().slice(0, 10),
    layouts: Object.fromEntries([...byLayout].map(([name, scores]) => [name, recordOf(scores)])),
    ...(next ? { others: await scoreOthers() } : {}),
  };
  mkdirSync(HELD_OUT_DIR, { recursive: true });
  writeFileSync(out, `${JSON.stringify(record, null, 1)}\n`);
  console.log(`recorded ${byLayout.size} layouts at ${commit} in ${out}`);
  process.exit(0);
}
