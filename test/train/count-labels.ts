/**
 * Line roles for the count model, derived from document counts alone (weak supervision). The truth of
 * a generated quote gives how many windows and doors it has, not which line counts them, so per kind:
 *   1. the rules' reading, where their item lines add up to the truth (or, with no item line, a
 *      sentence states it): their unit lines are units, every other candidate is not;
 *   2. otherwise, among the rules' unit lines, the subset adding up to the truth with the most lines
 *      (the finest itemisation: a summary line restating rows listed too is not counted again);
 *   3. otherwise the one subset of all the candidate lines naming that kind whose quantities add up to
 *      the truth, when exactly one does;
 *   4. otherwise the document is ambiguous and gives no labels.
 * A statement is labelled as stating the job's count when its count is the truth for its kind.
 */
import type { CountCandidate } from '../../functions/fields/learned/count-candidates.js';
import { COUNT_ROLES } from '../../functions/fields/learned/count-model.js';
import type { UnitKind } from '../../functions/fields/products.js';

export type LabelSource = 'rules' | 'rules-subset' | 'unique' | 'ambiguous';

export interface DerivedLabels {
  /** Per candidate, an index into COUNT_ROLES; null when the document is ambiguous. */
  labels: number[] | null;
  source: LabelSource;
}

/** Subsets of `qtys` adding up to `target`, counted up to 2; with the one subset when unique. */
export function uniqueSubset(qtys: number[], target: number): { ways: number; chosen: Set<number> } {
  const n = qtys.length;
  const ways: number[][] = [new Array<number>(target + 1).fill(0)];
  ways[0]![0] = 1;
  for (let i = 0; i < n; i++) {
    const prev = ways[i]!;
    const next = [...prev];
    const q = qtys[i]!;
    for (let s = q; s <= target; s++) next[s] = Math.min(2, next[s]! + prev[s - q]!);
    ways.push(next);
  }
  const total = ways[n]![target]!;
  const chosen = new Set<number>();
  if (total !== 1) return { ways: total, chosen };
  let s = target;
  for (let i = n; i > 0; i--) {
    if (ways[i - 1]![s]! > 0) continue;
    chosen.add(i - 1);
    s -= qtys[i - 1]!;
  }
  return { ways: 1, chosen };
}

/** The subset of `qtys` adding up to `target` with the most members, or null when none does. */
export function mostLinesSubset(qtys: number[], target: number): Set<number> | null {
  const n = qtys.length;
  const most: number[][] = [new Array<number>(target + 1).fill(-1)];
  most[0]![0] = 0;
  for (let i = 0; i < n; i++) {
    const prev = most[i]!;
    const next = [...prev];
    const q = qtys[i]!;
    for (let s = q; s <= target; s++) if (prev[s - q]! >= 0 && prev[s - q]! + 1 > next[s]!) next[s] = prev[s - q]! + 1;
    most.push(next);
  }
  if (most[n]![target]! < 0) return null;
  const chosen = new Set<number>();
  let s = target;
  for (let i = n; i > 0; i--) {
    if (most[i - 1]![s] === most[i]![s]) continue;
    chosen.add(i - 1);
    s -= qtys[i - 1]!;
  }
  return chosen;
}

const ROLE: Record<UnitKind, number> = {
  window: COUNT_ROLES.indexOf('window'),
  door: COUNT_ROLES.indexOf('door'),
};

export function deriveLabels(candidates: CountCandidate[], truth: Record<UnitKind, number>): DerivedLabels {
  const labels = candidates.map(() => 0);
  let source: LabelSource = 'rules';
  for (const kind of ['window', 'door'] as const) {
    const target = truth[kind];
    const items = candidates.map((c, i) => ({ c, i })).filter(({ c }) => c.source === 'item' && c.kind === kind);
    const saidRight = candidates.some((c) => c.source === 'stated' && c.kind === kind && c.qty === target);
    const ruled = items.filter(({ c }) => c.how === 'rule');
    const ruleSum = ruled.reduce((s, { c }) => s + c.qty, 0);
    if (ruleSum === target || (ruleSum === 0 && saidRight)) {
      for (const { i } of ruled) labels[i] = ROLE[kind];
      continue;
    }
    const subset =
      ruled.length > 1 && target > 0
        ? mostLinesSubset(
            ruled.map(({ c }) => c.qty),
            target,
          )
        : null;
    if (subset) {
      if (source === 'rules') source = 'rules-subset';
      for (const k of subset) labels[ruled[k]!.i] = ROLE[kind];
      continue;
    }
    const found = uniqueSubset(
      items.map(({ c }) => c.qty),
      target,
    );
    const none = saidRight && target > 0 ? 1 : 0;
    if (found.ways + none !== 1) return { labels: null, source: 'ambiguous' };
    source = 'unique';
    for (const k of found.chosen) labels[items[k]!.i] = ROLE[kind];
  }
  candidates.forEach((c, i) => {
    if (c.source === 'stated' && c.qty === truth[c.kind]) labels[i] = ROLE[c.kind];
  });
  return { labels, source };
}
