/** "Is this price fair?": the quote's total and price per unit, where it stands against the local fair range, and what is missing to judge it. */
import { displayCents } from '@shared/money.js';
import type { QuoteFacts } from '../types.js';
import { label, plural, questionFor, resultFor, sentence } from './answer-text.js';
import type { AnswerContext, FreeAnswer } from './free-answers.js';
import { askedPriceText } from './asked-price.js';
import { doorPriceText } from './door-price.js';
import { unitPrice } from './unit-price.js';

/** `question`: the homeowner's words; prices it names ("$1,000 a window") are held against the same band first. */
export function answerPrice(ctx: AnswerContext, question = ''): FreeAnswer {
  const { analysis, knowledge } = ctx;
  const result = resultFor(analysis, 'pricing');
  const facts = analysis.facts;
  const { windows, doors, units, perUnitCents } = unitPrice(facts);
  const doorPrice = doorPriceText(question, result?.pricingBasis, knowledge.pricing);
  if (doorPrice)
    return { topic: 'price', text: [doorPrice, ownPrice(result, (doors ?? 0) > 0)].join('\n\n'), onTopic: true };
  const parts: string[] = [];
  const asked = askedPriceText(question, result?.pricingBasis, knowledge.pricing);
  if (asked) parts.push(asked);
  if (result) parts.push(`**Pricing Analysis: ${label(result.status)}.** ${sentence(result.explanation)}`);

  if (facts.totalCents === null || result?.status === 'not_provided' || result?.status === 'unknown_vendor') {
    parts.push(
      'I can\'t compare the price without the quote\'s total. Tell me the total (for example "the total is $12,500") and how many windows and doors it covers, or ask the contractor for a written total.',
    );
    return { topic: 'price', text: parts.join('\n\n'), onTopic: true };
  }

  const scope = [windows ? plural(windows, 'window') : null, doors ? plural(doors, 'door') : null]
    .filter(Boolean)
    .join(' and ');
  const where = facts.location.stateName ? ` in **${facts.location.stateName}**` : '';
  let line = `Your quote: **${displayCents(facts.totalCents)}**`;
  if (scope) line += ` for **${scope}**`;
  if (perUnitCents !== null) line += `, about **${displayCents(perUnitCents, 'never')} per unit**`;
  line += `${where}.`;
  if (facts.salesTaxCents > 0)
    line += ` Sales tax of ${displayCents(facts.salesTaxCents)} is left out of the comparison.`;
  const factor = facts.location.regionFactor;
  if (facts.location.stateName && Math.abs(factor - 1) >= 0.01)
    line += ` Prices there run about **${Math.round(Math.abs(factor - 1) * 100)}% ${factor > 1 ? 'above' : 'below'}** the national average.`;
  parts.push(line);

  if (result?.status === 'unknown_discuss' || units === 0) {
    const missing =
      units === 0 ? 'how many windows and doors the quote covers, and which kinds' : 'a bit more about the units';
    const ask = result ? questionFor(result, ctx) : undefined;
    parts.push(`To judge it I need ${missing}.${ask ? ` ${ask}` : ''}`);
  } else {
    const t = knowledge.pricing.thresholds;
    const pct = (r: number) => `${Math.round(r * 100)}%`;
    parts.push(
      `We call a price fair when it is between **${pct(t.lowball)}** and **${pct(t.goodMax)}** of the typical installed price for the same units in your area; up to ${pct(t.averageMax)} is on the high side and above that is well over. Prices vary a lot between contractors, so comparing 2–3 quotes is the best check.`,
    );
  }
  return { topic: 'price', text: parts.join('\n\n'), onTopic: true };
}

/** This quote's figure to line up against other quotes: its price per opening. */
export function perOpeningLine(facts: QuoteFacts): string | null {
  const { units, perUnitCents } = unitPrice(facts);
  if (facts.totalCents === null || perUnitCents === null) return null;
  return `This quote: **${displayCents(facts.totalCents)}** for **${plural(units, 'opening')}**, about **${displayCents(perUnitCents, 'never')} per opening**: the figure to line up against the others.`;
}

/** After a door answer, the quote's own price in one line: its verdict, and whether it prices a door at all. */
function ownPrice(result: ReturnType<typeof resultFor>, hasDoors: boolean): string {
  const verdict = result ? ` **Pricing Analysis: ${label(result.status)}.** ${sentence(result.explanation)}` : '';
  return hasDoors
    ? `On your quote:${verdict}`
    : `Your quote prices no door.${verdict ? ` Its own price:${verdict}` : ''}`;
}
