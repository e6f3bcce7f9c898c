/**
 * pricing / pricing_analysis — pricing.md §9, rubric §1.
 * expected = Σ units base band × (1 + Σ premiums) × size × regional factor; r = (total − sales tax) / expected typical.
 * [H] Premiums for frame, glass and install add rather than multiply, so stacked upgrades are not
 * counted twice. A price far below what the *plain* version of the same units costs is the lowball
 * signal: premium words in a quote are claims, and the cost guides disagree by 2–3×.
 */
import type { ChecklistResult, PriceRange, PricingBasis } from '@shared/types.js';
import type { PriceBand, PricingKnowledge } from '../knowledge/types.js';
import type { ChatQuestion, PricedUnit } from '../types.js';
import { displayCents, displayDollars } from '@shared/money.js';
import { result, rubricQuestion, where, type Rule, type RuleContext } from './rule.js';

export interface PriceEstimate {
  low: number;
  typical: number;
  high: number;
  /** Typical price of the same units in their plain version (vinyl, dual-pane low-E, insert). */
  plainTypical: number;
  openings: number;
  described: boolean;
}

function band(pricing: PricingKnowledge, unit: PricedUnit): PriceBand {
  return unit.kind === 'window'
    ? pricing.windows[unit.type as keyof PricingKnowledge['windows']]
    : pricing.doors[unit.type as keyof PricingKnowledge['doors']];
}

function premium(ctx: RuleContext, unit: PricedUnit): number {
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

function sizeFactor(pricing: PricingKnowledge, unit: PricedUnit): number {
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

function describeUnits(ctx: RuleContext): string {
  const units = ctx.facts.units;
  const impact = units.some((u) => u.impact) ? 'impact ' : '';
  const frames = [...new Set(units.map((u) => u.frame).filter(Boolean))].map((f) => f!.replace('_', '-'));
  const material = frames.length === 1 ? `${frames[0]} ` : '';
  const windows = units.some((u) => u.kind === 'window');
  const doors = units.some((u) => u.kind === 'door');
  const noun = windows && doors ? 'windows and doors' : windows ? 'windows' : 'doors';
  return `${impact}${material}${noun}`;
}

const INCLUDES_QUESTION =
  'Does the price include the whole job: removing the old units, installation, trim and permits?';

const ratePrice: Rule = (ctx) => {
  const { facts, knowledge } = ctx;
  const t = knowledge.pricing.thresholds;
  const totalEvidence = ctx.text.evidence(
    /\b(?:grand\s+)?total\b[^$]{0,40}\$\s?[\d,]+/i,
    /\binvestment\b[^$]{0,60}\$\s?[\d,]+/i,
    /\bcontract\s+(?:total|price)\b/i,
  );

  if (!facts.totalCents) {
    const unsure = ctx.input.uncertainFields?.includes('totalCost');
    return unsure
      ? result(
          'pricing',
          'unknown_discuss',
          'We could not read the total price with confidence, so the price has not been checked yet.',
          ['The total on the quote was unclear.'],
          {
            text: 'What is the total price on the quote (the amount you would pay, including tax)?',
            answer: 'totalCost',
            expects: 'number',
            options: ["I don't know"],
          },
        )
      : result(
          'pricing',
          'not_provided',
          'The quote shows no total price, so it cannot be compared with local prices. Ask the contractor for a written total.',
          ['The quote does not show a total price.'],
        );
  }
  if (!facts.units.length) {
    return result(
      'pricing',
      'unknown_discuss',
      `The total is ${displayCents(facts.totalCents, 'when-any')}, but the quote does not say how many windows and doors it covers, so the price per opening cannot be checked.`,
      totalEvidence,
      countsQuestion(ctx),
    );
  }

  const estimate = estimatePrice(ctx);
  const comparable = facts.totalCents - facts.salesTaxCents;
  const r = comparable / 100 / estimate.typical;
  const rPlain = comparable / 100 / estimate.plainTypical;
  const n = estimate.openings;
  const unitWord = facts.units.every((u) => u.kind === 'window')
    ? 'window'
    : facts.units.every((u) => u.kind === 'door')
      ? 'door'
      : 'opening';
  const perUnit = comparable / 100 / n;
  const tax = facts.salesTaxCents ? ` before ${displayCents(facts.salesTaxCents, 'when-any')} sales tax` : '';
  const head = `**${displayDollars(perUnit, 'never')} per ${unitWord}** (${displayCents(comparable, 'when-any')}${tax} for ${n} ${unitWord}${n === 1 ? '' : 's'}).`;
  const range = `The fair range in ${where(ctx)} for ${describeUnits(ctx)} like these is about **${displayDollars(estimate.low / n, 'never')}–${displayDollars(estimate.high / n, 'never')} per ${unitWord}**, typically ${displayDollars(estimate.typical / n, 'never')}`;
  const evidence = [...totalEvidence, ...facts.units.map((u) => u.evidence)].slice(0, 4);
  const vsTypical = `${Math.round(Math.abs(r - 1) * 100)}% ${r >= 1 ? 'above' : 'below'} typical`;

  if (rPlain < t.lowball) {
    const answered = ctx.input.answers.priceIncludesEverything;
    if (answered === undefined) {
      return result(
        'pricing',
        'unknown_discuss',
        `${head} ${range}; this quote is ${vsTypical}, lower than even a plain version of these units usually costs. Check that it includes removal, installation, trim, permits and a named product.`,
        evidence,
        rubricQuestion(ctx, 'pricing', { answer: 'priceIncludesEverything', fallback: INCLUDES_QUESTION, index: 2 }),
      );
    }
    return result(
      'pricing',
      'average',
      answered
        ? `${head} ${range}. You said the price includes the full job: that is unusually low, so make sure the contract names the product and that the installer is licensed and insured.`
        : `${head} ${range}. You said the price leaves work out: the missing work will add to the cost, so get a written price for everything before comparing quotes.`,
      evidence,
    );
  }
  if (!estimate.described && Math.abs(r - t.goodMax) <= t.boundaryZone) {
    return result(
      'pricing',
      'unknown_discuss',
      `${head} ${range}. The quote does not itemise the window types, and the price sits right at the edge of the fair band.`,
      evidence,
      countsQuestion(ctx),
    );
  }
  if (r <= t.goodMax)
    return result('pricing', 'good', `${head} ${range}; this quote is ${vsTypical} — within the fair band.`, evidence);
  if (r <= t.averageMax)
    return result(
      'pricing',
      'average',
      `${head} ${range}; this quote is ${vsTypical}. Compare it with two or three other quotes.`,
      evidence,
    );
  if (!facts.countsConfirmed) {
    // A high price per opening from item lines whose counts were left open may be a unit that was not read.
    return result(
      'pricing',
      'unknown_discuss',
      `If the quote covers ${n} ${unitWord}${n === 1 ? '' : 's'}, that is ${head.replace(/ \(.*$/, '')} — ${vsTypical}. ${range}. The counts could not be confirmed from the quote.`,
      evidence,
      countsQuestion(ctx),
    );
  }
  return result(
    'pricing',
    'bad',
    `${head} ${range}; this quote is ${vsTypical} — well above typical even allowing for premium products.`,
    evidence,
  );
};

/** The verdict, with the benchmark it rests on whenever a unit could be priced ("How we priced this"). */
/** The chat question for a quote whose counts are missing or unconfirmed. */
function countsQuestion(ctx: RuleContext): ChatQuestion {
  return rubricQuestion(ctx, 'pricing', {
    answer: 'quantities',
    fallback: 'How many windows and how many doors does this quote cover?',
    expects: 'text',
    options: ["I don't know"],
  });
}

export const pricingRule: Rule = (ctx) => {
  const verdict = ratePrice(ctx);
  const basis = pricingBasis(ctx);
  return basis ? { ...verdict, pricingBasis: basis } : verdict;
};

// ---------------------------------------------------------------------------------------------------
// The basis of the verdict: the same estimate as the rule, as structured data with its sources
// ---------------------------------------------------------------------------------------------------

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

function listText(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
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
    listText(
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
