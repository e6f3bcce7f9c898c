/**
 * The expected installed price of a quote's units in its region (pricing.md §9): each unit's base band
 * × (1 + Σ premiums for frame, glass and install) × its size × the regional factor. Premiums add rather
 * than multiply, so stacked upgrades are not counted twice. Read by the price verdict (pricing.ts), its
 * stated basis (pricing-basis.ts) and the compare page.
 */
import type { PriceBand, PricingKnowledge } from '../knowledge/types.js';
import type { PricedUnit } from '../types.js';
import type { RuleContext } from './rule.js';

export interface PriceEstimate {
  low: number;
  typical: number;
  high: number;
  /** Typical price of the same units in their plain version (vinyl, dual-pane low-E, insert). */
  plainTypical: number;
  openings: number;
  described: boolean;
}

export function band(pricing: PricingKnowledge, unit: PricedUnit): PriceBand {
  return unit.kind === 'window'
    ? pricing.windows[unit.type as keyof PricingKnowledge['windows']]
    : pricing.doors[unit.type as keyof PricingKnowledge['doors']];
}

export function premium(ctx: RuleContext, unit: PricedUnit): number {
  const { pricing } = ctx.knowledge;
  let extra = 0;
  if (unit.kind === 'window') {
    if (unit.frame) extra += pricing.frames[unit.frame].central - 1;
    if (unit.impact)
      extra += pricing.glass[ctx.facts.location.hurricaneTier === 'T1' ? 'impact_hvhz' : 'impact'].central - 1;
    else if (unit.triple) extra += pricing.glass.triple.central - 1;
    if (ctx.facts.install === 'full_frame') extra += pricing.fullFrameInstall.central - 1;
  } else if (unit.impact) {
    extra += pricing.impactDoor.central - 1;
  }
  return extra;
}

export function sizeFactor(pricing: PricingKnowledge, unit: PricedUnit): number {
  const { pictureMaxSqFt, slidingDoorSqFt } = pricing.standardSizes;
  if (unit.kind === 'window' && unit.type === 'picture' && unit.areaSqFt && unit.areaSqFt > pictureMaxSqFt)
    return unit.areaSqFt / pictureMaxSqFt;
  if (unit.kind === 'door' && (unit.type === 'sliding_patio' || unit.type === 'french_patio')) {
    if (unit.areaSqFt && unit.areaSqFt > slidingDoorSqFt) return unit.areaSqFt / slidingDoorSqFt;
    if (!unit.areaSqFt && unit.panels && unit.panels > 2) return unit.panels / 2;
  }
  return 1;
}

export function estimatePrice(ctx: RuleContext): PriceEstimate {
  const { pricing } = ctx.knowledge;
  const factor = ctx.facts.location.regionFactor;
  const sum = { low: 0, typical: 0, high: 0, plainTypical: 0, openings: 0 };
  for (const unit of ctx.facts.units) {
    const b = band(pricing, unit);
    const m = (1 + premium(ctx, unit)) * sizeFactor(pricing, unit) * unit.quantity * factor;
    sum.low += b.low * m;
    sum.typical += b.typical * m;
    sum.high += b.high * m;
    sum.plainTypical += b.typical * sizeFactor(pricing, unit) * unit.quantity * factor;
    sum.openings += unit.quantity;
  }
  return { ...sum, described: ctx.facts.units.some((u) => !u.evidence.includes('not itemised')) };
}
