/**
 * pricing / pricing_analysis — pricing.md §9, rubric §1.
 * expected = Σ units base band × (1 + Σ premiums) × size × regional factor; r = (total − sales tax) / expected typical.
 * [H] Premiums for frame, glass and install add rather than multiply, so stacked upgrades are not
 * counted twice. A price far below what the *plain* version of the same units costs is the lowball
 * signal: premium words in a quote are claims, and the cost guides disagree by 2–3×.
 */
import type { ChatQuestion } from '../types.js';
import { displayCents, displayDollars } from '@shared/money.js';
import {
  linesClaim,
  result,
  rubricQuestion,
  silentClaim,
  where,
  type Claim,
  type Rule,
  type RuleContext,
} from './rule.js';
import { estimatePrice } from './price-estimate.js';
import { pricingBasis } from './pricing-basis.js';
import { plural } from '@shared/text.js';

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

const TOTAL_LINES = [
  /\b(?:grand\s+)?total\b[^$]{0,40}\$\s?[\d,]+/i,
  /\binvestment\b[^$]{0,60}\$\s?[\d,]+/i,
  /\bcontract\s+(?:total|price)\b/i,
];

/** The ways an amount in cents is printed: "12,480.00", "12,480", "12480.00", "12480". */
export function printedAmount(cents: number): RegExp {
  const dollars = Math.floor(cents / 100);
  const centsPart = String(cents % 100).padStart(2, '0');
  const grouped = dollars.toLocaleString('en-US');
  const forms = [...new Set([grouped, String(dollars)])].map((d) => d.replace(/,/g, ',\\s?'));
  const tail = centsPart === '00' ? '(?:\\.00)?' : `\\.${centsPart}`;
  return new RegExp(`(?<![\\d,.])(?:${forms.join('|')})${tail}(?!\\d|,\\d|\\.\\d)`);
}

/** The lines that print the total the verdict uses: a total line with that amount, else any line with it. */
export function totalClaim(ctx: RuleContext): Claim {
  const cents = ctx.facts.totalCents;
  if (cents === null) return linesClaim('total', []);
  const amount = printedAmount(cents);
  const labelled = ctx.text.evidence(...TOTAL_LINES).filter((line) => amount.test(line));
  return linesClaim(
    'total',
    labelled.length ? labelled : ctx.text.lines.filter((line) => amount.test(line)).slice(0, 2),
  );
}

const ratePrice: Rule = (ctx) => {
  const { facts, knowledge } = ctx;
  const t = knowledge.pricing.thresholds;
  const total = totalClaim(ctx);

  if (!facts.totalCents) {
    const unsure = ctx.input.uncertainFields?.includes('totalCost');
    return unsure
      ? result(
          'pricing',
          'unknown_discuss',
          'We could not read the total price with confidence, so the price has not been checked yet.',
          [silentClaim('total', 'The total on the quote was unclear.')],
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
          [silentClaim('total', 'The quote does not show a total price.')],
        );
  }
  if (!facts.units.length) {
    return result(
      'pricing',
      'unknown_discuss',
      `The total is ${displayCents(facts.totalCents, 'when-any')}, but the quote does not say how many windows and doors it covers, so the price per opening cannot be checked.`,
      [total],
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
  const head = `**${displayDollars(perUnit, 'never')} per ${unitWord}** (${displayCents(comparable, 'when-any')}${tax} for ${plural(n, unitWord)}).`;
  const range = `The fair range in ${where(ctx)} for ${describeUnits(ctx)} like these is about **${displayDollars(estimate.low / n, 'never')}–${displayDollars(estimate.high / n, 'never')} per ${unitWord}**, typically ${displayDollars(estimate.typical / n, 'never')}`;
  const evidence = [
    total,
    linesClaim(
      'units',
      facts.units.map((u) => u.evidence),
    ),
  ];
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
      `If the quote covers ${plural(n, unitWord)}, that is ${head.replace(/ \(.*$/, '')} — ${vsTypical}. ${range}. The counts could not be confirmed from the quote.`,
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
