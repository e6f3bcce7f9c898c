/**
 * `npm run bench:accuracy`: what the pipeline reads from every development document against its truth,
 * per document, per layout, per group: the committed test documents, the generated fixtures (`npm run
 * fixtures`), and the samples and corpus of the handout folder beside the repository (../shared/samples,
 * ../shared/corpus-dev), skipped with a line saying so when it is not there. `-- documents` (or
 * samples, corpus-dev, fixtures) measures one set.
 * OCR results are cached in .bench-cache so a rerun after a rule change takes seconds.
 */
import { benchDocuments } from './documents.js';
import { FIELDS, groupOf, pct, scoreDocument, tally, type DocumentScore } from './field-accuracy.js';

const sets = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const verbose = process.argv.includes('-v');
const docs = benchDocuments(sets.length ? sets : undefined);
const scores: DocumentScore[] = [];
for (const doc of docs) {
  const s = await scoreDocument(doc, '.bench-cache');
  scores.push(s);
  const misses = Object.entries(s.fields)
    .filter(([, v]) => v!.verdict !== 'right')
    .map(([f, v]) => `${f}:${v!.verdict === 'tbd' ? 'TBD' : `${v!.got}≠${v!.want}`}`);
  const cl = s.checklist.filter((c) => !c.agrees).map((c) => `${c.category}:${c.got}∉${c.want.join('/')}`);
  const flags = [
    s.refused ? `REFUSED(${s.error})` : '',
    s.edgeHandled === false ? 'EDGE-NOT-REFUSED' : '',
    s.leaks.length ? `LEAK ${s.leaks.join(',')}` : '',
  ].filter(Boolean);
  if (verbose || misses.length || flags.length || cl.length)
    console.log(
      `${doc.set}/${doc.file} ${misses.join(' ')} ${flags.join(' ')}${cl.length ? ` | checklist ${cl.join(' ')}` : ''}`,
    );
}
for (const group of ['text PDF', 'photo/scan'] as const) {
  const g = scores.filter((s) => s.doc.truth.kind === 'quote' && groupOf(s) === group);
  const t = tally(g);
  const n = t.right + t.wrong + t.tbd;
  console.log(`${group}: ${g.length} docs, right ${pct(t.right, n)}, wrong ${pct(t.wrong, n)}, TBD ${pct(t.tbd, n)}`);
  for (const f of FIELDS) {
    const tf = tally(g, [f]);
    console.log(`   ${f}: ${pct(tf.right, tf.right + tf.wrong + tf.tbd)} (wrong ${tf.wrong}, TBD ${tf.tbd})`);
  }
}
const cl = scores.flatMap((s) => s.checklist);
console.log(
  `checklist agreement ${pct(cl.filter((c) => c.agrees).length, cl.length)}; refused ${scores.filter((s) => s.refused).length}; leaks ${scores.reduce((n, s) => n + s.leaks.length, 0)}; edge not refused ${scores.filter((s) => s.edgeHandled === false).length}`,
);
process.exit(0);
