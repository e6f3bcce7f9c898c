/**
 * The extraction report `npm run bench:extract` prints: every development document (the committed test
 * documents, the generated fixtures, and the handout samples and corpus when the handout folder is beside
 * the repository) read in-process against its truth, per layout and
 * per group; and the held-out measure — each fixture layout's figures from the round in which it was
 * first read, before any change made after seeing it (test/bench/held-out/*.json).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchDocuments, SETS, type BenchDocument } from './documents.js';
import { FIELDS, groupOf, pct, scoreDocument, tally, type DocumentScore, type Tally } from './field-accuracy.js';
import { HELD_OUT_DIR, recordOf, type HeldOutRecord, type LayoutRecord } from './held-out.js';

export const row = (t: Tally) => {
  const n = t.right + t.wrong + t.tbd;
  return n ? `${pct(t.right, n)} | ${pct(t.wrong, n)} | ${pct(t.tbd, n)}` : '– | – | –';
};

export async function scoreAll(sets?: string[]): Promise<DocumentScore[]> {
  const docs: BenchDocument[] = benchDocuments(sets);
  const scores: DocumentScore[] = [];
  for (const doc of docs) scores.push(await scoreDocument(doc, '.bench-cache'));
  return scores;
}

/** Fields right / wrong (shown as fact) / TBD per layout and per group, with checklist agreement, refusals and leaks. */
export function printCurrent(scores: DocumentScore[]): void {
  console.log('\n## 1. Every development document, as the rules read it today\n');
  console.log(
    '| layout | docs | text PDF right | wrong | TBD | photo/scan right | wrong | TBD | checklist | refused | PII kept |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const byLayout = new Map<string, DocumentScore[]>();
  for (const s of scores.filter((x) => x.doc.truth.kind === 'quote'))
    byLayout.set(s.doc.layout, [...(byLayout.get(s.doc.layout) ?? []), s]);
  for (const [layout, list] of [...byLayout].sort(([a], [b]) => a.localeCompare(b))) {
    const r = recordOf(list);
    console.log(
      `| ${layout} | ${r.docs} | ${row(r.text)} | ${row(r.photo)} | ${r.checklist.total ? pct(r.checklist.agree, r.checklist.total) : '–'} | ${r.refused} | ${r.leaks} |`,
    );
  }
  console.log('\n| set | group | docs | right | wrong (shown as fact) | TBD (asked in the chat) | checklist |');
  console.log('|---|---|---|---|---|---|---|');
  for (const set of SETS) {
    for (const group of ['text PDF', 'photo/scan'] as const) {
      const g = scores.filter((s) => s.doc.set === set && s.doc.truth.kind === 'quote' && groupOf(s) === group);
      if (!g.length) continue;
      const cl = g.flatMap((s) => s.checklist);
      console.log(
        `| ${set} | ${group} | ${g.length} | ${row(tally(g, FIELDS)).replace(/ \| /g, ' | ')} | ${pct(cl.filter((c) => c.agrees).length, cl.length)} |`,
      );
    }
  }
  const edges = scores.filter((s) => s.doc.truth.kind === 'edge');
  console.log(
    `\nReal quotes refused: ${scores.filter((s) => s.refused).length}. Customer details kept in stored text: ${scores.reduce((n, s) => n + s.leaks.length, 0)}. Edge files handled as their truth says: ${edges.filter((s) => s.edgeHandled).length} of ${edges.length}.`,
  );
}

export function heldOutRecords(): HeldOutRecord[] {
  return readdirSync(HELD_OUT_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(HELD_OUT_DIR, f), 'utf8')) as HeldOutRecord);
}

export function sum(records: LayoutRecord[]): LayoutRecord {
  const add = (a: Tally, b: Tally): Tally => ({
    right: a.right + b.right,
    wrong: a.wrong + b.wrong,
    tbd: a.tbd + b.tbd,
  });
  return records.reduce(
    (acc, r) => ({
      docs: acc.docs + r.docs,
      text: add(acc.text, r.text),
      photo: add(acc.photo, r.photo),
      checklist: { agree: acc.checklist.agree + r.checklist.agree, total: acc.checklist.total + r.checklist.total },
      refused: acc.refused + r.refused,
      leaks: acc.leaks + r.leaks,
    }),
    {
      docs: 0,
      text: { right: 0, wrong: 0, tbd: 0 },
      photo: { right: 0, wrong: 0, tbd: 0 },
      checklist: { agree: 0, total: 0 },
      refused: 0,
      leaks: 0,
    },
  );
}

/** The held-out (leave-one-layout-out) table: each round's layouts read by the rules frozen before they were seen. */
export function printHeldOut(): void {
  const records = heldOutRecords();
  console.log('\n## 2. Held out: each fixture layout read before any change made after seeing it\n');
  console.log(
    '| round | rules at | layouts | docs | text PDF right | wrong | TBD | photo/scan right | wrong | TBD | checklist | refused | PII kept |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of records) {
    const s = sum(Object.values(r.layouts));
    console.log(
      `| ${r.round} | ${r.commit} | ${Object.keys(r.layouts).length} | ${s.docs} | ${row(s.text)} | ${row(s.photo)} | ${pct(s.checklist.agree, s.checklist.total)} | ${s.refused} | ${s.leaks} |`,
    );
  }
  for (const r of records.filter((x) => x.others && Object.keys(x.others).length)) {
    const others = Object.values(r.others!);
    const n = (k: 'docs' | 'refused' | 'refusedAsTruth' | 'leaks') => others.reduce((a, o) => a + o[k], 0);
    console.log(
      `| ${r.round}: documents to refuse | ${r.commit} | ${others.length} | ${n('docs')} | refused ${n('refused')}, with the right message ${n('refusedAsTruth')} | | | | | | | | ${n('leaks')} |`,
    );
  }
  const all = sum(records.flatMap((r) => Object.values(r.layouts)));
  console.log(
    `| **all** | | ${records.reduce((n, r) => n + Object.keys(r.layouts).length, 0)} | ${all.docs} | ${row(all.text)} | ${row(all.photo)} | ${pct(all.checklist.agree, all.checklist.total)} | ${all.refused} | ${all.leaks} |`,
  );
}
