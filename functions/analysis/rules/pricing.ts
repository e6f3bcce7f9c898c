/**
 * pricing / pricing_analysis — pricing.md §9, rubric §1.
 * expected = Σ units base band × (1 + Σ premiums) × size × regional factor; r = (total − sales tax) / expected typical.
 * [H] Premiums for frame, glass and install add rather than multiply, so stacked upgrades are not
 * counted twice. A price far below what the *plain* version of the same units costs is the lowball
 * signal: premium words in a quote are claims, and the cost guides disagree by 2–3×.
 */
import type { PriceBand, PricingKnowledge } from '../knowledge/types.js';
import type { PricedUnit } from '../types.js';
import { dollars, result, roundDollars, rubricQuestion, where, YES_NO, type Rule, type RuleContext } from './rule.js';

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
    if (unit.impact) extra += pricing.glass[ctx.facts.location.hurricaneTier === 'T1' ? 'impact_hvhz' : 'impact'].central - 1;
    else if (unit.triple) extra += pricing.glass.triple.central - 1;
    if (ctx.facts.install === 'full_frame') extra += pricing.fullFrameInstall.central - 1;
  } else if (unit.impact) {
    extra += pricing.impactDoor.central - 1;
  }
  return extra;
}

function sizeFactor(pricing: PricingKnowledge, unit: PricedUnit): number {
  const { pictureMaxSqFt, slidingDoorSqFt } = pricing.standardSizes;
  if (unit.kind === 'window' && unit.type === 'picture' && unit.areaSqFt && unit.areaSqFt > pictureMaxSqFt) return unit.areaSqFt / pictureMaxSqFt;
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

const INCLUDES_QUESTION = 'Does the price include the whole job: removing the old units, installation, trim and permits?';

export const pricingRule: Rule = (ctx) => {
  const { facts, knowledge } = ctx;
  const t = knowledge.pricing.thresholds;
  const totalEvidence = ctx.text.evidence(/\b(?:grand\s+)?total\b[^$]{0,40}\$\s?[\d,]+/i, /\binvestment\b[^$]{0,60}\$\s?[\d,]+/i, /\bcontract\s+(?:total|price)\b/i);

  if (!facts.totalCents) {
    const unsure = ctx.input.uncertainFields?.includes('totalCost');
    return unsure
      ? result('pricing', 'unknown_discuss', 'We could not read the total price with confidence, so the price has not been checked yet.', ['The total on the quote was unclear.'], {
          text: 'What is the total price on the quote (the amount you would pay, including tax)?',
          answer: 'totalCost',
          expects: 'number',
          options: ["I don't know"],
        })
      : result('pricing', 'not_provided', 'The quote shows no total price, so it cannot be compared with local prices. Ask the contractor for a written total.', ['The quote does not show a total price.']);
  }
  if (!facts.units.length) {
    return result('pricing', 'unknown_discuss', `The total is ${dollars(facts.totalCents)}, but the quote does not say how many windows and doors it covers, so the price per opening cannot be checked.`, totalEvidence, {
      text: rubricQuestion(ctx, 'pricing') ?? 'How many windows and how many doors does this quote cover?',
      answer: 'quantities',
      expects: 'text',
      options: ["I don't know"],
    });
  }

  const estimate = estimatePrice(ctx);
  const comparable = facts.totalCents - facts.salesTaxCents;
  const r = comparable / 100 / estimate.typical;
  const rPlain = comparable / 100 / estimate.plainTypical;
  const n = estimate.openings;
  const unitWord = facts.units.every((u) => u.kind === 'window') ? 'window' : facts.units.every((u) => u.kind === 'door') ? 'door' : 'opening';
  const perUnit = comparable / 100 / n;
  const tax = facts.salesTaxCents ? ` before ${dollars(facts.salesTaxCents)} sales tax` : '';
  const head = `**${roundDollars(perUnit)} per ${unitWord}** (${dollars(comparable)}${tax} for ${n} ${unitWord}${n === 1 ? '' : 's'}).`;
  const range = `The fair range in ${where(ctx)} for ${describeUnits(ctx)} like these is about **${roundDollars(estimate.low / n)}–${roundDollars(estimate.high / n)} per ${unitWord}**, typically ${roundDollars(estimate.typical / n)}`;
  const evidence = [...totalEvidence, ...facts.units.map((u) => u.evidence)].slice(0, 4);
  const vsTypical = `${Math.round(Math.abs(r - 1) * 100)}% ${r >= 1 ? 'above' : 'below'} typical`;

  if (rPlain < t.lowball) {
    const answered = ctx.input.answers.priceIncludesEverything;
    if (answered === undefined) {
      return result('pricing', 'unknown_discuss', `${head} ${range}; this quote is ${vsTypical}, lower than even a plain version of these units usually costs. Check that it includes removal, installation, trim, permits and a named product.`, evidence, {
        text: rubricQuestion(ctx, 'pricing', 2) ?? INCLUDES_QUESTION,
        answer: 'priceIncludesEverything',
        expects: 'yes_no',
        options: YES_NO,
      });
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
    return result('pricing', 'unknown_discuss', `${head} ${range}. The quote does not itemise the window types, and the price sits right at the edge of the fair band.`, evidence, {
      text: rubricQuestion(ctx, 'pricing') ?? 'How many windows and how many doors does this quote cover?',
      answer: 'quantities',
      expects: 'text',
      options: ["I don't know"],
    });
  }
  if (r <= t.goodMax) return result('pricing', 'good', `${head} ${range}; this quote is ${vsTypical} — within the fair band.`, evidence);
  if (r <= t.averageMax) return result('pricing', 'average', `${head} ${range}; this quote is ${vsTypical}. Compare it with two or three other quotes.`, evidence);
  if (!facts.countsConfirmed) {
    // A high price per opening from item lines whose counts were left open may be a unit that was not read.
    return result('pricing', 'unknown_discuss', `If the quote covers ${n} ${unitWord}${n === 1 ? '' : 's'}, that is ${head.replace(/ \(.*$/, '')} — ${vsTypical}. ${range}. The counts could not be confirmed from the quote.`, evidence, {
      text: rubricQuestion(ctx, 'pricing') ?? 'How many windows and how many doors does this quote cover?',
      answer: 'quantities',
      expects: 'text',
      options: ["I don't know"],
    });
  }
  return result('pricing', 'bad', `${head} ${range}; this quote is ${vsTypical} — well above typical even allowing for premium products.`, evidence);
};
