/**
 * The learned window and door counts: each candidate line gets a role from the count model (a new
 * window unit, a new door unit, or not a unit of the job: an option not chosen, an accessory, labour,
 * a subtotal, a repeat), and each stated count whether it states the job's count. A kind's count is
 * the sum over its unit lines; with no unit line, the count a sentence states ("whole house, eighteen
 * windows"). A count stated in words and again as item lines is the same units: counted once. The
 * document's confidence is that of its least sure decision.
 */
import type { DocumentModel } from '../../document/model.js';
import { headName } from '../item-text.js';
import type { Options } from '../options.js';
import type { UnitKind } from '../products.js';
import type { Sections } from '../sections.js';
import type { StatedCount, UnitLine } from '../unit-line.js';
import { countCandidates, type CountCandidate } from './count-candidates.js';
import { reconciled } from './count-reconcile.js';
import { candidateFeatures, documentContext, STRONG_HOW, type RulesReading } from './count-features.js';
import { predict, probabilityOf, type Features, type LinearModel } from './linear-model.js';

export const COUNT_MODEL_NAME = 'item-line-counts';
/** Bumped whenever the candidates or features change meaning. */
export const COUNT_MODEL_VERSION = 3;
/** The roles, in the model's class order. */
export const COUNT_ROLES = ['none', 'window', 'door'] as const;

export interface LearnedCounts {
  windows: number | null;
  doors: number | null;
  confidence: number;
  /** The item lines counted, as unit lines. */
  units: UnitLine[];
  /** Where each kind's count came from. */
  from: Record<UnitKind, 'items' | 'stated' | 'none'>;
}

export interface ScoredCandidate {
  candidate: CountCandidate;
  features: Features;
}

/** Candidates and their features: what training and inference both start from. */
export function scoredCandidates(
  model: DocumentModel,
  options: Options,
  sections: Sections,
  rules: RulesReading & { units: UnitLine[]; stated: StatedCount[] },
): ScoredCandidate[] {
  const candidates = countCandidates(model, sections, rules.units, rules.stated);
  const ctx = documentContext(model, options, sections, rules, candidates);
  return candidates.map((candidate) => ({ candidate, features: candidateFeatures(ctx, candidate, candidates) }));
}

function asUnit(c: CountCandidate, kind: UnitKind): UnitLine {
  if (c.rule && 'how' in c.rule) return { ...c.rule, kind };
  const name = headName(c.line.text);
  return {
    line: c.line,
    kind,
    qty: c.qty,
    name,
    description: c.line.text.slice(name.length).replace(/^[\s,:—–-]+/, ''),
    how: `item line (${c.how})`,
    confirmed: false,
    confidence: 1,
    group: 'learned',
    x: c.line.cells[0]?.x0 ?? c.line.bbox.x0,
  };
}

/** The counts from each candidate's role probabilities (in COUNT_ROLES order). */
export function decideCounts(candidates: CountCandidate[], probabilities: number[][]): LearnedCounts {
  let confidence = 1;
  const units: UnitLine[] = [];
  const items = { window: 0, door: 0 };
  const best: Record<UnitKind, { c: CountCandidate; p: number } | null> = { window: null, door: null };
  candidates.forEach((c, i) => {
    const p = probabilities[i]!;
    const role = p.indexOf(Math.max(...p));
    confidence = Math.min(confidence, p[role]!);
    if (role === 0) return;
    const kind = COUNT_ROLES[role] as UnitKind;
    if (c.source === 'item') {
      items[kind] += c.qty;
      units.push(asUnit(c, kind));
    } else if (kind === c.kind && (!best[kind] || p[role]! > best[kind]!.p)) best[kind] = { c, p: p[role]! };
  });
  // The same units said twice (a list printed again, a line restating the others) count once.
  const kept = reconciled(units);
  for (const u of units) if (!kept.includes(u)) items[u.kind] -= u.qty;
  units.splice(0, units.length, ...kept);
  const from: LearnedCounts['from'] = { window: 'none', door: 'none' };
  const counts = { window: 0, door: 0 };
  for (const kind of ['window', 'door'] as const) {
    const said = best[kind];
    if (items[kind] > 0) {
      counts[kind] = items[kind];
      from[kind] = 'items';
      // A sentence said to state the job's count, and disagreeing with the item lines: one of them is wrong.
      if (said && said.c.qty !== items[kind]) confidence = Math.min(confidence, 1 - said.p);
    } else if (said) {
      counts[kind] = said.c.qty;
      from[kind] = 'stated';
    }
  }
  if (from.window === 'none' && from.door === 'none')
    return { windows: null, doors: null, confidence: 0, units: [], from };
  return { windows: counts.window, doors: counts.door, confidence, units, from };
}

function bucket(x: number, edges: number[]): string {
  const i = edges.findIndex((e) => x < e);
  return i < 0 ? `${edges[edges.length - 1]}+` : `<${edges[i]}`;
}

/**
 * What speaks against a kind's count: a sentence stating another count of that kind and judged
 * likely to state the job's, and item lines with a quantity in a Qty column (or "(2)", "x 2") left out
 * although the model was unsure of them.
 */
function disagreementFeatures(
  f: Features,
  kind: UnitKind,
  n: number,
  candidates: CountCandidate[],
  probabilities: number[][],
): void {
  const role = COUNT_ROLES.indexOf(kind);
  let otherSaid = 0;
  let leftOut = 0;
  candidates.forEach((c, i) => {
    const p = probabilities[i]!;
    if (c.kind !== kind) return;
    if (c.source === 'stated' && c.qty !== n && p[role]! >= 0.2) otherSaid = Math.max(otherSaid, p[role]!);
    if (c.source === 'item' && STRONG_HOW.has(c.how) && p[0]! >= 0.5 && p[role]! >= 0.02) leftOut++;
  });
  if (otherSaid) f[`${kind}OtherSaid:${bucket(otherSaid, [0.35, 0.5, 0.8])}`] = 1;
  if (leftOut) f[`${kind}LeftOut:${Math.min(leftOut, 3)}`] = 1;
}

/**
 * What the document-level confidence is judged from: how sure the least sure line is, how many lines
 * are unsure, where each count came from, whether a sentence confirms it, and whether the rules agree.
 */
export function decisionFeatures(
  l: LearnedCounts,
  candidates: CountCandidate[],
  probabilities: number[][],
  rules: RulesReading,
  ocr: boolean,
): Features {
  const f: Features = { bias: 1 };
  const top = probabilities.map((p) => Math.max(...p));
  const least = Math.min(1, ...top);
  f[`least:${bucket(least, [0.5, 0.7, 0.9, 0.97, 0.99, 0.998])}`] = 1;
  f.logLeast = Math.max(-10, Math.log(Math.max(least, 1e-9)));
  f.sumLog = Math.max(
    -20,
    top.reduce((s, p) => s + Math.log(Math.max(p, 1e-9)), 0),
  );
  f[`unsure:${Math.min(3, top.filter((p) => p < 0.9).length)}`] = 1;
  f[`candidates:${bucket(candidates.length, [3, 8, 16, 32])}`] = 1;
  f[`counted:${bucket(l.units.length, [1, 2, 4, 8, 16])}`] = 1;
  if (ocr) f.ocr = 1;
  if (l.windows === null) return { ...f, learnedNone: 1 };
  const agree = l.windows === rules.windows && l.doors === rules.doors;
  if (rules.windows === null || rules.doors === null) f.rulesNone = 1;
  else f[agree ? 'rulesAgree' : 'rulesDisagree'] = 1;
  for (const kind of ['window', 'door'] as const) {
    const n = kind === 'window' ? l.windows : l.doors!;
    f[`${kind}:${l.from[kind]}`] = 1;
    f[`${kind}s:${bucket(n, [1, 2, 5, 10, 20])}`] = 1;
    if ((kind === 'window' ? rules.windows : rules.doors) === n) f[`${kind}RulesAgree`] = 1;
    const said = candidates.some((c, i) => {
      const p = probabilities[i]!;
      return c.source === 'stated' && c.kind === kind && c.qty === n && p[COUNT_ROLES.indexOf(kind)]! >= 0.5;
    });
    if (said && l.from[kind] === 'items') f[`${kind}SaidToo`] = 1;
    disagreementFeatures(f, kind, n, candidates, probabilities);
  }
  return f;
}

/** The learned counts of a document, their confidence judged by the calibrator when there is one. */
export function learnedCounts(
  countModel: LinearModel,
  model: DocumentModel,
  options: Options,
  sections: Sections,
  rules: RulesReading & { units: UnitLine[]; stated: StatedCount[] },
  calibrator?: LinearModel,
): LearnedCounts {
  const scored = scoredCandidates(model, options, sections, rules);
  const candidates = scored.map((s) => s.candidate);
  const probabilities = scored.map((s) => predict(countModel, s.features));
  const decided = decideCounts(candidates, probabilities);
  if (!calibrator || decided.windows === null) return decided;
  const features = decisionFeatures(decided, candidates, probabilities, rules, model.ocr);
  return { ...decided, confidence: probabilityOf(calibrator, features, 'right') };
}
