/**
 * The basis of the price verdict: the same estimate as the rule (price-estimate.ts), as structured data
 * with its sources, stored with the pricing item and shown on the quote's page and the compare page.
 */
import { listAnd } from '@shared/text.js';
import type { ChecklistResult, PriceRange, PricingBasis } from '@shared/types.js';
import type { PricedUnit } from '../types.js';
import { band, estimatePrice, premium, sizeFactor } from './price-estimate.js';
import type { RuleContext } from './rule.js';

/** The knowledge entries a unit's price rests on: its band, then each premium that applies. */
function unitTerms(ctx: RuleContext, unit: PricedUnit): { label: string; sources: string[] }[] {
  const { pricing } = ctx.knowledge;
  const terms: { label: string; sources: string[] }[] = [band(pricing, unit)];
  if (unit.kind === 'window') {
    if (unit.frame) terms.push(pricing.frames[unit.frame]);
    if (unit.impact) terms.push(pricing.glass[ctx.facts.location.hurricaneTier === 'T1' ? 'impact_hvhz' : 'impact']);
    else if (unit.triple) terms.push(pricing.glass.triple);
    if (ctx.facts.install === 'full_frame') terms.push(pricing.fullFrameInstall);
  } else if (unit.impact) {
    terms.push(pricing.impactDoor);
  }
  return terms;
}

function rounded(low: number, typical: number, high: number): PriceRange {
  return { low: Math.round(low), typical: Math.round(typical), high: Math.round(high) };
}

/** "picture (fixed) window" → "picture (fixed) windows": the first window/door word takes the plural. */
function plural(label: string, quantity: number): string {
  return quantity === 1 ? label : label.replace(/\b(window|door)\b/, '$1s');
}

/**
 * The benchmark behind the price verdict, for this quote's units in its state: the expected installed
 * price per opening and for the job (low / typical / high, whole dollars, regional factor applied), the
 * mix that was priced, the factor and where it comes from, and the sources and check date of the
 * figures. The per-opening band is the one the verdict's explanation states. Null when no unit could be
 * priced (no count and no item line). Reusable wherever a RuleContext exists (the compare page).
 */
export function pricingBasis(ctx: RuleContext): PricingBasis | null {
  const units = ctx.facts.units;
  if (!units.length) return null;
  const { pricing, regions } = ctx.knowledge;
  const { location } = ctx.facts;
  const factor = location.regionFactor;
  const estimate = estimatePrice(ctx);
  const n = estimate.openings;

  const lines = new Map<string, PricingBasis['mix'][number]>();
  const sourceIds = new Set<string>();
  for (const unit of units) {
    const b = band(pricing, unit);
    const size = sizeFactor(pricing, unit);
    const m = (1 + premium(ctx, unit)) * size * factor;
    const [, ...extras] = unitTerms(ctx, unit);
    for (const term of unitTerms(ctx, unit)) term.sources.forEach((id) => sourceIds.add(id));
    const options = extras.map((t) => t.label);
    if (size > 1) {
      options.push(`larger than standard (×${Math.round(size * 100) / 100})`);
      (pricing.citations?.standardSizes ?? []).forEach((id) => sourceIds.add(id));
    }
    const key = [unit.kind, unit.type, ...options].join('|');
    const line = lines.get(key);
    if (line) line.quantity += unit.quantity;
    else
      lines.set(key, {
        quantity: unit.quantity,
        label: b.label,
        options,
        each: rounded(b.low * m, b.typical * m, b.high * m),
      });
  }
  const mix = [...lines.values()];
  const sharedOptions = mix.every((l) => l.options.join('|') === mix[0].options.join('|')) ? mix[0].options : null;
  const mixText =
    listAnd(
      mix.map(
        (l) =>
          `${l.quantity} ${plural(l.label, l.quantity)}${!sharedOptions && l.options.length ? ` (${l.options.join(', ')})` : ''}`,
      ),
    ) + (sharedOptions?.length ? ` (${sharedOptions.join(', ')})` : '');

  const bySourceId = new Map(pricing.sources.map((s) => [s.id, s]));
  const sources = [...sourceIds]
    .map((id) => bySourceId.get(id))
    .filter((s) => s !== undefined)
    .map(({ title, url }) => ({ title, url }));
  if (location.state && location.state in regions.states) {
    const rpp = regions.sources.find((s) => s.id === 'BEA') ?? regions.sources[0];
    if (rpp) sources.push({ title: rpp.title, url: rpp.url });
  }

  return {
    unit: units.every((u) => u.kind === 'window')
      ? 'window'
      : units.every((u) => u.kind === 'door')
        ? 'door'
        : 'opening',
    openings: n,
    perOpening: rounded(estimate.low / n, estimate.typical / n, estimate.high / n),
    total: rounded(estimate.low, estimate.typical, estimate.high),
    mix,
    mixText,
    regionFactor: factor,
    state: location.state,
    stateName: location.stateName,
    zipCode: location.zipCode,
    sources,
    checkedOn: pricing.checkedOn < regions.checkedOn ? pricing.checkedOn : regions.checkedOn,
    version: `pricing ${pricing.version}, regions ${regions.version}`,
  };
}

/** The pricing basis stored with a quote's pricing item (null for a quote analysed before it existed, or with no unit priced). */
export function storedPricingBasis(results: readonly ChecklistResult[]): PricingBasis | null {
  return results.find((r) => r.category === 'pricing' || r.id === 'pricing_analysis')?.pricingBasis ?? null;
}
