/**
 * Which checklist results cost the quote the most points: a result loses
 * weight × (100 − points[status]) / Σ weights of the results that apply.
 */
import type { CheckResult } from '../types.js';

export interface Driver {
  result: CheckResult;
  weight: number;
  /** Points of the overall score this result costs. */
  lost: number;
}

export function weightOf(result: CheckResult, weights: Record<string, number>): number {
  return weights[result.category] ?? weights[result.id] ?? 0;
}

/** Results that cost points, the most costly first (ties in checklist order). */
export function scoreDrivers(
  results: CheckResult[],
  weights: Record<string, number>,
  points: Record<string, number>,
): Driver[] {
  const applicable = results.filter((r) => r.status !== 'not_applicable');
  const total = applicable.reduce((sum, r) => sum + weightOf(r, weights), 0);
  if (total <= 0) return [];
  return applicable
    .map((result) => {
      const weight = weightOf(result, weights);
      return { result, weight, lost: (weight * (100 - (points[result.status] ?? 0))) / total };
    })
    .filter((d) => d.lost > 0)
    .sort((a, b) => b.lost - a.lost);
}

/** The score before caps: Σ weight × points / Σ weights. */
export function weightedScore(
  results: CheckResult[],
  weights: Record<string, number>,
  points: Record<string, number>,
): number | null {
  const applicable = results.filter((r) => r.status !== 'not_applicable');
  const total = applicable.reduce((sum, r) => sum + weightOf(r, weights), 0);
  if (total <= 0) return null;
  return applicable.reduce((sum, r) => sum + weightOf(r, weights) * (points[r.status] ?? 0), 0) / total;
}
