/**
 * The overall score, rubric.md §0: round(Σ wᵢ·ptsᵢ / Σ wᵢ) over the categories that apply, then caps.
 * Weights: pricing 20, warranty 12, materials 12, energy 10, payment 10, hurricane 8 (14 in hurricane
 * tiers T1–T3), permits 8, repairs 7, finish 7, removal 6. Points: good 100, average 60, need info 50,
 * not provided 30, poor 15. Caps: a poor payment rating caused by a statutory deposit limit, or a poor
 * hurricane rating in T1/T2 → at most 59; three or more poor ratings → at most 49.
 */
import type { Rating } from '@shared/checklist.js';
import type { HurricaneTier, RubricKnowledge, HurricaneKnowledge } from './knowledge/types.js';
import type { CheckResult } from './types.js';

export interface ScoreInputs {
  rubric: RubricKnowledge;
  hurricane: HurricaneKnowledge;
  tier: HurricaneTier;
  /** A poor payment rating comes from a statutory cap (CA, NV, MD, ME, MA, PA). */
  statutoryPaymentViolation: boolean;
}

export function categoryWeights(inputs: Pick<ScoreInputs, 'rubric' | 'hurricane' | 'tier'>): Record<string, number> {
  const weights = { ...inputs.rubric.weights };
  if (inputs.hurricane.weightInTiers.tiers.includes(inputs.tier))
    weights.hurricane = inputs.hurricane.weightInTiers.weight;
  return weights;
}

export function pointsFor(rubric: RubricKnowledge, status: Rating | string): number | null {
  if (status === 'not_applicable') return null;
  return (rubric.points as Record<string, number>)[status] ?? rubric.points.unknown_discuss;
}

export function overallScore(results: CheckResult[], inputs: ScoreInputs): number {
  const weights = categoryWeights(inputs);
  let sum = 0;
  let weight = 0;
  for (const r of results) {
    const points = pointsFor(inputs.rubric, r.status);
    if (points === null) continue;
    const w = weights[r.category] ?? 0;
    sum += w * points;
    weight += w;
  }
  let score = weight ? Math.round(sum / weight) : 0;
  const poor = results.filter((r) => r.status === 'bad');
  const hurricanePoor = poor.some((r) => r.category === 'hurricane') && (inputs.tier === 'T1' || inputs.tier === 'T2');
  const paymentPoor = poor.some((r) => r.category === 'payment') && inputs.statutoryPaymentViolation;
  if (hurricanePoor || paymentPoor) score = Math.min(score, inputs.rubric.caps.statutoryPaymentOrHurricanePoor);
  if (poor.length >= 3) score = Math.min(score, inputs.rubric.caps.threeOrMorePoor);
  return score;
}
