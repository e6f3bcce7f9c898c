/**
 * Short restatements of what the chat understood, shown back to the homeowner ("the deposit is 50%").
 */
import type { HomeownerAnswers } from '../types.js';
import { displayCents, parseCents } from '@shared/money.js';
import { LIFETIME_YEARS } from './reply-numbers.js';
import { nounFor, plural } from '@shared/text.js';

/** Quote fields a reply can state. */
export interface ReplyFields {
  zipCode: string;
  /** "12500.00", as the API stores totals. */
  totalCost: string;
  windows: number;
  doors: number;
  vendor: string;
}

const num = (n: number): string => String(Math.round(n * 100) / 100);

/** "12500.00", as a total is stored → "$12,500.00"; null when there is none. */
function totalText(totalCost: string | undefined): string | null {
  const cents = totalCost ? parseCents(totalCost) : null;
  return cents === null ? null : displayCents(cents);
}

function years(n: number): string {
  if (n >= LIFETIME_YEARS) return 'lifetime';
  if (n < 1) {
    const months = Math.round(n * 12);
    return months >= 1 ? plural(months, 'month') : plural(Math.round(n * 365), 'day');
  }
  return `${num(n)} ${nounFor(n, 'year')}`;
}

const BOOLEAN_PHRASES: Record<string, [string, string]> = {
  nearCoast: ['your home is within about a mile of the coast', 'your home is more than a mile from the coast'],
  builtBefore1978: ['the home was built before 1978', 'the home was built in 1978 or later'],
  permitsByContractor: ['the contractor pulls the permit', 'you get the permit yourself'],
  productWarranty: ["the manufacturer's warranty is named with its terms", "there is no manufacturer's warranty"],
  priceIncludesEverything: [
    'the price includes removal, installation and trim',
    'the price does not include everything',
  ],
  removalIncluded: ['the contractor removes and hauls away the old units', 'removal and haul-away are not included'],
  rotRepairTerms: [
    'rot repairs have a set price and need your written OK',
    'rot repairs do not have both a set price and your written OK first',
  ],
  finishIncluded: ['trim and sealing inside and out are included', 'trim and sealing are not included'],
  lowEGas: ['the glass is low-E with gas fill or triple-pane', 'the glass is not low-E with gas fill'],
  impactApproved: [
    'the units are impact-rated with an approval number',
    'the units are not confirmed as impact-rated with an approval number',
  ],
};

export function restateAnswer<K extends keyof HomeownerAnswers>(key: K, value: HomeownerAnswers[K]): string | null {
  if (typeof value === 'boolean') {
    const phrases = BOOLEAN_PHRASES[key];
    return phrases ? phrases[value ? 0 : 1] : null;
  }
  if (typeof value === 'number') {
    switch (key) {
      case 'depositPercent':
        return value === 0
          ? 'there is no deposit'
          : `the deposit is ${Number.isInteger(value) ? '' : 'about '}${Math.round(value)}%`;
      case 'laborWarrantyYears':
        return value === 0 ? 'there is no labor warranty' : `the labor warranty is ${years(value)}`;
      case 'uFactor':
        return `the U-factor is ${num(value)}`;
      case 'shgc':
        return `the SHGC is ${num(value)}`;
      default:
        return null;
    }
  }
  if (typeof value === 'string' && key === 'productLine') return `the product line is ${value}`;
  return null;
}

export function restateFields(fields: Partial<ReplyFields>): string[] {
  const out: string[] = [];
  if (fields.zipCode) out.push(`your ZIP code is ${fields.zipCode}`);
  const total = totalText(fields.totalCost);
  if (total) out.push(`the total is ${total}`);
  const units = [
    fields.windows !== undefined ? plural(fields.windows, 'window') : null,
    fields.doors !== undefined ? plural(fields.doors, 'door') : null,
  ].filter(Boolean);
  if (units.length) out.push(`the quote covers ${units.join(' and ')}`);
  if (fields.vendor) out.push(`the contractor is ${fields.vendor}`);
  return out;
}

/** The buttons of the question that asks whether figures the homeowner mentioned are this quote's. */
export const CONFIRM_FIELDS = { yes: 'Yes, update it', no: "No, that's another quote" } as const;
/** The buttons of the question that asks whether a fact the homeowner stated, unasked, should change a rating. */
export const CONFIRM_ANSWERS = { yes: CONFIRM_FIELDS.yes, no: 'No, leave it' } as const;

/**
 * "Is $2,500.00 the total of this quote?": asked before a figure of unclear origin changes the quote. One
 * question however many figures: "Are these this quote's figures: a total of $2,500.00 and 12 windows?"
 */
export function confirmFieldsQuestion(fields: Partial<ReplyFields>): string {
  const total = totalText(fields.totalCost);
  const units = [
    fields.windows !== undefined ? plural(fields.windows, 'window') : null,
    fields.doors !== undefined ? plural(fields.doors, 'door') : null,
  ]
    .filter(Boolean)
    .join(' and ');
  // One question, led by the most telling figure: "Is $2,500.00 the total of this quote, for 1 window?"
  const parts = [
    total && { lead: `Is ${total} the total of this quote`, tail: `the total ${total}` },
    units && { lead: `Does this quote cover ${units}`, tail: `for ${units}` },
    fields.vendor && { lead: `Is this quote from ${fields.vendor}`, tail: `from ${fields.vendor}` },
    fields.zipCode && {
      lead: `Is ${fields.zipCode} the ZIP code of the house`,
      tail: `for a house in ZIP code ${fields.zipCode}`,
    },
  ].filter((x): x is { lead: string; tail: string } => Boolean(x));
  const ask = parts.length
    ? `${[parts[0]!.lead, ...parts.slice(1).map((p) => p.tail)].join(', ')}?`
    : "Are these figures this quote's own?";
  return `Before I change anything: ${ask} I only update your quote when you confirm the figures are its own.`;
}

/** The answer to that question: the buttons, or a plain yes or no; undefined when the message is about something else. */
export function confirmFieldsAnswer(text: string, yesNo: (t: string) => boolean | undefined): boolean | undefined {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, '');
  if (t === CONFIRM_FIELDS.yes.toLowerCase() || /^(?:yes|yeah|yep|correct|right)[,\s]+(?:update|change)\b/.test(t))
    return true;
  if (
    t === CONFIRM_FIELDS.no.toLowerCase().replace(/[.!]+$/, '') ||
    t === CONFIRM_ANSWERS.no.toLowerCase() ||
    /\b(?:another|other|different)\s+(?:quote|contractor|company|bid)\b/.test(t)
  )
    return false;
  return t.split(/\s+/).length <= 4 ? yesNo(t) : undefined;
}
