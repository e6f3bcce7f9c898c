/**
 * `npx tsx test/train/count-figures.ts`: the window and door counts of every development document the
 * extraction benchmark reads (test/bench), per set and group: right, wrong (shown as fact), TBD, and
 * both counts right. Run from the repository's root after `npm run bench:extract -- --quick`, whose
 * document cache (.bench-cache/) it reuses.
 */
import { SETS } from '../bench/documents.js';
import { countsTally, groupOf, pct, type DocumentScore } from '../bench/field-accuracy.js';
import { scoreAll } from '../bench/extraction-report.js';

function line(label: string, scores: DocumentScore[]): string {
  const cell = (field: 'windows' | 'doors') => {
    const v = scores.map((s) => s.fields[field]?.verdict);
    const n = v.length;
    return `${pct(v.filter((x) => x === 'right').length, n)} | ${pct(v.filter((x) => x === 'wrong').length, n)} | ${pct(v.filter((x) => x === 'tbd').length, n)}`;
  };
  const both = countsTally(scores);
  return `| ${label} | ${scores.length} | ${cell('windows')} | ${cell('doors')} | ${pct(both.right, scores.length)} | ${pct(both.wrong, scores.length)} |`;
}

const scores = (await scoreAll()).filter((s) => s.doc.truth.kind === 'quote');
console.log('| set, group | docs | windows right | wrong | TBD | doors right | wrong | TBD | both right | any wrong |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const set of SETS)
  for (const group of ['text PDF', 'photo/scan'] as const) {
    const g = scores.filter((s) => s.doc.set === set && groupOf(s) === group);
    if (g.length) console.log(line(`${set}, ${group}`, g));
  }
console.log(line('all', scores));
