/**
 * `npx tsx test/train/count-misses.ts <dump.json> [rules|learned]`: the out-of-fold count misses of a
 * training run (`COUNTS_DUMP=<dump.json> npm run train:counts`), by kind and by layout. A miss is
 *   abstain       a count left empty;
 *   w/d confusion both counts wrong but adding up to the right number of units;
 *   double        a kind counted twice over (the same units stated twice, added up);
 *   missing       a kind present but counted as none;
 *   over / under  a kind counted too high or too low otherwise.
 */
import { readFileSync } from 'node:fs';

interface Reading {
  windows: number | null;
  doors: number | null;
}
interface Dumped {
  layout: string;
  truth: { window: number; door: number };
  rules: Reading;
  learned: Reading;
}

export function missKind(r: Reading, t: Dumped['truth']): string {
  if (r.windows === null || r.doors === null) return 'abstain';
  if (r.windows === t.window && r.doors === t.door) return 'right';
  if (r.windows + r.doors === t.window + t.door) return 'w/d confusion';
  const kinds: string[] = [];
  for (const [k, got, want] of [
    ['w', r.windows, t.window],
    ['d', r.doors, t.door],
  ] as const) {
    if (got === want) continue;
    if (want > 0 && got === 0) kinds.push(`${k}:missing`);
    else if (want > 0 && got === 2 * want) kinds.push(`${k}:double`);
    else kinds.push(`${k}:${got > want ? 'over' : 'under'}`);
  }
  return kinds.join(',');
}

function main(file: string, which: 'rules' | 'learned'): void {
  const docs = JSON.parse(readFileSync(file, 'utf8')) as Dumped[];
  const byKind = new Map<string, number>();
  const byLayout = new Map<string, Map<string, number>>();
  for (const d of docs) {
    const k = missKind(d[which], d.truth);
    byKind.set(k, (byKind.get(k) ?? 0) + 1);
    if (k === 'right') continue;
    const m = byLayout.get(d.layout) ?? new Map<string, number>();
    m.set(k, (m.get(k) ?? 0) + 1);
    byLayout.set(d.layout, m);
  }
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  console.log(`${which}, ${docs.length} documents, by kind:`);
  for (const [k, n] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(4)}  ${k}`);
  console.log(`${which}, misses by layout:`);
  for (const [layout, m] of [...byLayout].sort((a, b) => total(b[1]) - total(a[1])))
    console.log(`  ${String(total(m)).padStart(4)}  ${layout}  ${[...m].map(([k, n]) => `${k} ${n}`).join(', ')}`);
}

main(process.argv[2]!, (process.argv[3] as 'rules' | 'learned' | undefined) ?? 'rules');
