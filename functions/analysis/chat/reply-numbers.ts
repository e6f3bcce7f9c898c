/**
 * Numbers as homeowners type them in a chat: digits ("12", "1,500", "0.27"), words ("twelve",
 * "twenty-two"), fractions ("half", "a third", "1/3"), percentages ("50%", "fifty percent"), money
 * ("$12,500", "12.5k"), durations ("2 years", "lifetime") and distances ("half a mile").
 */
import { parseAmount } from '@shared/money.js';
import { ONES, parseCount, TEENS, TENS, wordsToNumber } from '@shared/number-words.js';

/** A number written in words up to ninety-nine, or "a hundred"/"one hundred". */
export const NUMBER_WORD = `(?:(?:a|one)\\s+hundred|(?:${TENS})(?:[-\\s](?:${ONES}))?|${TEENS}|${ONES}|zero)`;

/** A count: digits or a number word. */
export const COUNT = `(?:\\d{1,4}|${NUMBER_WORD})`;

const round2 = (n: number): number => Math.round(n * 100) / 100;

const SPELLED = `(?:${ONES}|${TEENS}|${TENS}|hundred|thousand|million)`;
// A run starts with a number word ("14 thousand" keeps its digits and its scale word).
const SPELLED_RUN = new RegExp(`\\b(?:${ONES}|${TEENS}|${TENS})(?:(?:[-\\s]+and)?[-\\s]+${SPELLED})*\\b`, 'gi');

/**
 * Amounts spelled out with a scale word become digits: "fourteen thousand dollars" → "14000 dollars",
 * "twelve thousand five hundred" → "12500". Small numbers stay words (counts read them as they are).
 */
export function digitsForSpelledAmounts(text: string): string {
  return text
    .replace(SPELLED_RUN, (run) => {
      if (!/\b(?:hundred|thousand|million)\b/i.test(run)) return run;
      const n = wordsToNumber(run);
      return n === null ? run : String(n);
    })
    .replace(GRAND_WORDS, (all, words: string) => {
      const n = parseCount(words);
      return n === null ? all : `${n} grand`;
    });
}

// "fourteen grand" → "14 grand" (a thousand dollars each).
const GRAND_WORDS = new RegExp(`\\b(${NUMBER_WORD})\\s+grand\\b(?!\\s+total)`, 'gi');

const FRACTION_WORDS: [RegExp, number][] = [
  [/\b(?:two|2)[-\s]thirds?\b/, 200 / 3],
  [/\bthree[-\s]quarters?\b|\bthree[-\s]fourths?\b/, 75],
  [/\b(?:a|one)[-\s]third\b/, 100 / 3],
  [/\b(?:a|one)[-\s](?:quarter|fourth)\b/, 25],
  [/\b(?:a|one)[-\s]fifth\b/, 20],
  [/\b(?:a|one)[-\s]tenth\b/, 10],
  [/\bhalf\b/, 50],
];

/** Money in cents: "$12,500", "12,500.00", "$12.5k", "12 thousand", "14 grand", "9000 dollars"; null when absent. */
export const MONEY =
  '(?:\\$\\s?\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?|\\$\\s?\\d+(?:\\.\\d{1,2})?(?:\\s?(?:k|thousand|grand(?!\\s+total))\\b)?|\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?(?:\\s?(?:dollars|bucks))?|\\d+(?:\\.\\d+)?\\s?(?:k|thousand|grand(?!\\s+total))\\b(?:\\s?(?:dollars|bucks))?|\\d{3,}(?:\\.\\d{1,2})?\\s?(?:dollars|bucks))';

export function parseMoney(text: string): number | null {
  const m = new RegExp(MONEY, 'i').exec(text);
  if (!m) return null;
  const raw = m[0].toLowerCase();
  const n = parseAmount(raw.replace(/[^\d.]/g, ''));
  if (n === null) return null;
  const scale = /k\b|thousand|grand/.test(raw) ? 1000 : 1;
  return Math.round(n * scale * 100);
}

/** "$5,000" → 5000, "12.5k" → 12500 (dollars). */
function amountValue(token: string): number {
  const n = parseAmount(token.replace(/[^\d.]/g, ''))!;
  return /k$/i.test(token.trim()) ? n * 1000 : n;
}

export interface Located<T> {
  value: T;
  index: number;
}

/**
 * Every percentage in the text with its position: "50%", "50 percent", "fifty per cent", "1/3", "half",
 * "a third", "50/50" (→ 50), "$5,000 of $10,000" (→ 50), "none"/"nothing" (→ 0), "in full"/"everything" (→ 100).
 */
export function findPercents(text: string): Located<number>[] {
  const t = text.toLowerCase();
  const found: Located<number>[] = [];
  const add = (value: number, index: number) => {
    if (value >= 0 && value <= 100) found.push({ value: round2(value), index });
  };
  const amount = '(\\$?\\s?(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?(?:\\s?k\\b)?)';
  for (const m of t.matchAll(
    new RegExp(`${amount}\\s+(?:of|out\\s+of)\\s+(?:the\\s+|a\\s+)?(?:total\\s+(?:of\\s+)?)?${amount}`, 'g'),
  )) {
    const part = amountValue(m[1]!);
    const whole = amountValue(m[2]!);
    const money = /[$k]/.test(m[0]) || (part >= 100 && whole >= 100);
    if (money && whole > 0 && part <= whole) add((part / whole) * 100, m.index);
  }
  for (const m of t.matchAll(/(?<![\d.$])(\d{1,3}(?:\.\d+)?)\s?(?:%|percent\b|per\s?cent\b|pct\b)/g))
    add(Number(m[1]), m.index);
  for (const m of t.matchAll(new RegExp(`\\b(${NUMBER_WORD})\\s+(?:percent|per\\s?cent)\\b`, 'g'))) {
    const n = parseCount(m[1]!);
    if (n !== null) add(n, m.index);
  }
  for (const m of t.matchAll(/(?<![\d.$/])(\d{1,3})\s?\/\s?(\d{1,3})(?![\d/%])/g)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a + b === 100)
      add(a, m.index); // "50/50", "30/70": the share due first
    else if (b >= 2 && b <= 10 && a > 0 && a < b) add((a / b) * 100, m.index);
  }
  for (const [re, value] of FRACTION_WORDS) {
    const m = new RegExp(re.source, 'g').exec(t);
    if (m && !found.some((f) => Math.abs(f.index - m.index) < 3)) add(value, m.index);
  }
  for (const m of t.matchAll(/\b(?:none|nothing|zero|no money|\$0)\b/g)) add(0, m.index);
  for (const m of t.matchAll(
    /\b(?:in full|everything|the whole (?:thing|amount|price)|all of it|full (?:amount|price|payment))\b/g,
  ))
    add(100, m.index);
  return found.sort((a, b) => a.index - b.index);
}

/** The first percentage in the text, or a money amount as a share of `totalCents`. */
export function parsePercent(text: string, totalCents?: number | null): number | null {
  const [first] = findPercents(text);
  if (first) return first.value;
  if (totalCents) {
    const cents = parseMoney(text);
    if (cents !== null && cents <= totalCents) return round2((cents / totalCents) * 100);
  }
  return null;
}

const LIFETIME = /\b(?:limited\s+)?life[-\s]?time\b|\bfor\s+life\b|\blife\s+of\s+the\b/;

/** Lifetime → 99 years (how the answers store it). */
export const LIFETIME_YEARS = 99;

/** Every duration with its position: "2 years", "two-year", "a year", "18 months", "90 days", "lifetime" (99). */
export function findYears(text: string): Located<number>[] {
  const t = text.toLowerCase();
  const found: Located<number>[] = [];
  const unit = (n: number, u: string): number => (/^mo/.test(u) ? round2(n / 12) : /^d/.test(u) ? round2(n / 365) : n);
  const re = new RegExp(
    `(?<![\\d.])\\b(\\d{1,3}(?:\\.\\d)?|${NUMBER_WORD}|a|an|one)[-\\s]?(years?|yrs?|months?|mos?|days?)\\b`,
    'g',
  );
  for (const m of t.matchAll(re)) {
    const n = parseCount(m[1]!);
    if (n !== null) found.push({ value: unit(n, m[2]!), index: m.index });
  }
  const life = LIFETIME.exec(t);
  if (life) found.push({ value: LIFETIME_YEARS, index: life.index });
  return found.sort((a, b) => a.index - b.index);
}

/** Years from a reply: durations first, then "none"/"no warranty" (0), then a bare number ("5"). */
export function parseYears(text: string): number | null {
  const [first] = findYears(text);
  if (first) return first.value;
  const t = text.toLowerCase();
  if (/\b(?:none|no(?:ne)?\s+(?:labou?r\s+|installation\s+|workmanship\s+)?warrant\w*|nothing|zero|no)\b/.test(t))
    return 0;
  const bare = new RegExp(`^\\s*(?:about|around|roughly|just|only)?\\s*(\\d{1,2}|${NUMBER_WORD})\\s*$`).exec(t);
  return bare ? parseCount(bare[1]!) : null;
}

/** A decimal number: "0.27", ".27", "27" is not turned into 0.27. */
export function parseDecimal(text: string): number | null {
  const m = /(?<![\d.])(\d*\.\d+|\d+)(?![\d.])/.exec(text);
  return m ? Number(m[1]) : null;
}

const DISTANCE = `(half(?:\\s+a)?|a\\s+half|three\\s+quarters(?:\\s+of\\s+a)?|(?:a\\s+)?quarter(?:\\s+(?:of\\s+)?a)?|\\d+\\s?/\\s?\\d+|\\d*\\.\\d+|\\d+|${NUMBER_WORD}|a|an)`;
const DISTANCE_UNIT = '(miles?|mi|km|kilomet(?:er|re)s?|blocks?|feet|foot|ft|yards?|yds?|met(?:er|re)s?)';

/** A distance in miles with the words around it: "3 miles", "half a mile", "a mile and a half", "500 feet". */
export const DISTANCE_RE = `${DISTANCE}\\s*${DISTANCE_UNIT}(\\s+and\\s+a\\s+half)?`;

export function toMiles(amount: string, unit: string, andAHalf = false): number | null {
  const a = amount.trim().toLowerCase();
  let n: number | null;
  if (/three\s+quarters/.test(a)) n = 0.75;
  else if (/quarter/.test(a)) n = 0.25;
  else if (/half/.test(a)) n = 0.5;
  else if (/\//.test(a)) {
    const [x, y] = a.split('/').map((p) => Number(p.trim()));
    n = y ? x! / y : null;
  } else n = parseCount(a);
  if (n === null) return null;
  if (andAHalf) n += 0.5;
  const u = unit.toLowerCase();
  if (/^k/.test(u)) return n * 0.621;
  if (/^bl/.test(u)) return n * 0.1;
  if (/^f/.test(u)) return n / 5280;
  if (/^y/.test(u)) return n / 1760;
  if (/^met/.test(u)) return n / 1609;
  return n;
}
