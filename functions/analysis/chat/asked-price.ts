/**
 * Prices a homeowner names in a price question ("$2,100 for our two smallest windows", "about $1,000 a
 * window", "$1,000 to $1,700 per window", "eleven windows for two grand"), read per window or door and
 * held against the same local band the quote's price verdict uses; and "what should ten windows cost?"
 * answered with that band for that many. The figures are only compared: they never become this quote's
 * (interpret-reply.ts decides what a message changes). Add-on and discount figures ("$36 a window for
 * the lead work", "$75 off each window", "$200 a month") are not window prices and are left alone.
 */
import { displayDollars } from '@shared/money.js';
import { parseCount } from '@shared/number-words.js';
import type { PriceRange, PricingBasis } from '@shared/types.js';
import { windowTypeIn } from '../facts/units.js';
import type { PriceBand, PricingKnowledge, WindowUnitType } from '../knowledge/types.js';
import { plural } from './answer-text.js';
import { COUNT, digitsForSpelledAmounts, MONEY, parseMoney } from './reply-numbers.js';

export interface AskedPrice {
  /** Dollars per window or door. */
  each: number;
  kind: 'window' | 'door';
  /** The type of window the question names with the price ("$350 for a basement hopper"), if it names one. */
  style?: WindowUnitType;
  /** The count and total it was worked out from ("$2,100 for 2 windows"), when it was. */
  count?: number;
  total?: number;
  /** The price of the unit alone, before fitting ("a door at the store for $170", "$44 before installation"). */
  alone?: boolean;
}

/** Other currencies' names after an amount, and the countries' letters before a dollar sign. */
const CURRENCY_WORDS = '(?:k\\s+)?(?:pounds?|quid|euros?|gbp|eur|aud|nzd|cad)\\b';
const OTHER_DOLLAR = '\\b(?:A|AU|NZ|C|CA)';

/** A price in another currency ("£600", "€1,200", "A$900", "1,500 pounds"): the local bands are US dollars. */
const FOREIGN_MONEY = new RegExp(`(?:[£€]|${OTHER_DOLLAR}\\$)\\s?\\d|\\b\\d[\\d,.]*\\s?${CURRENCY_WORDS}`, 'i');
const SIGN_BEFORE = new RegExp(`(?:[£€]\\s?|${OTHER_DOLLAR})$`);
const WORDS_AFTER = new RegExp(`^\\s?${CURRENCY_WORDS}`, 'i');

/** Whether the amount at text[at, end) is written in another currency. */
function inForeignCurrency(text: string, at: number, end: number): boolean {
  const before = text.slice(Math.max(0, at - 3), at);
  const sign = SIGN_BEFORE.exec(before);
  // "A$900": the letters count only before a dollar sign; "£" and "€" on their own.
  const signed = sign !== null && (/[£€]/.test(sign[0]) || text[at] === '$');
  return signed || WORDS_AFTER.test(text.slice(end, end + 12));
}

/** A clause naming one of these prices something other than a window or door: an add-on, a discount, a payment. */
const NOT_A_UNIT_PRICE =
  /\b(?:lead|rrp|disposal|dispos(?:e|ing)|removal|haul|permits?|trim|capping|wrap|screens?|grids?|upgrades?|argon|krypton|labou?r|deposit|down\s+payment|discount|off|save|savings|rebates?|credits?|tax|financ\w*|interest|loans?|month(?:ly)?|fees?|surcharge|insurance|premium|bills?|per\s+(?:hour|day|sq(?:uare)?\s*f(?:oo|ee)?t|foot|linear))\b/i;

/** A clause pricing the unit without its fitting: bought at a store, off the shelf, supply only, before installation. */
const UNIT_ALONE =
  /\b(?:buy|bought|buying|pick(?:ed)?\s+up|purchas\w*)\b[^.?!]{0,40}\b(?:at|from|in)\s+(?:lowe'?s|home\s*depot|menards|b\s?&\s?q|wickes|bunnings|ikea|costco|(?:a|the)\s+(?:store|shop|hardware\s+store|big[-\s]box(?:\s+store)?|home\s+(?:center|centre)|builders?'?\s+merchants?|lumber\s*yard))\b|\boff\s+the\s+shelf\b|\b(?:before|without|excluding|not\s+including|plus)\s+(?:the\s+)?(?:installation|install|fitting)\b|\b(?:supply|materials?)[-\s]only\b/i;

/** Whether the words beside a price, within its own comma-separated part of the sentence, price the unit alone. */
function pricedAlone(text: string, start: number, end: number): boolean {
  const before =
    text
      .slice(0, start)
      .split(/[.;?!,]/)
      .pop() ?? '';
  const after = text.slice(end).split(/[.;?!,]/)[0] ?? '';
  return UNIT_ALONE.test(`${before}${text.slice(start, end)}${after.slice(0, 30)}`);
}

const UNIT = '(windows?|doors?)';
/** Up to so many words between a count and its window word: "two smallest windows", "one 76 x 37 PGT impact single hung window". */
const WORDS_BETWEEN = '(?:[\\w"\'.-]+\\s+){0,7}?';
/** A count, or "a"/"one" before a single unit: "$9,000 for a sliding door". */
const COUNT_OR_A = `(?:${COUNT}|an?|single)`;
const PER = `(?:per|a|an|each|every|for\\s+each|for\\s+every|/)`;

/** Money written the ways a question writes it, scaled words turned into digits ("two grand" → "2 grand"). */
function prepared(question: string): string {
  return digitsForSpelledAmounts(question)
    .replace(/\b(?:a|one)\s+thousand\b/gi, '1000')
    .replace(new RegExp(`\\b(${COUNT})\\s+(grand|k)\\b`, 'gi'), (_, n: string, scale: string) => {
      const count = parseCount(n);
      return count === null ? `${n} ${scale}` : `${count} ${scale}`;
    });
}

const kindOf = (word: string): 'window' | 'door' => (/^door/i.test(word) ? 'door' : 'window');

/** The clause around a position: add-on words there mean the figure is not a unit price. */
function clauseAround(text: string, start: number, end: number): string {
  const before =
    text
      .slice(0, start)
      .split(/[.;?!]|,\s+(?:and|but)\b/)
      .pop() ?? '';
  const after = text.slice(end).split(/[.;?!]/)[0] ?? '';
  return `${before}${text.slice(start, end)}${after.slice(0, 40)}`;
}

const dollarsOf = (s: string) => (parseMoney(s) ?? 0) / 100;
/** The top of a range: money, or a bare figure whose dollar sign the range's start carries ("$500-600"). */
const rangeEnd = (s: string) => (parseMoney(s) === null ? Number(s) : dollarsOf(s));

/** After a figure, more units joined to it: "$12,500 for 10 windows and 2 doors" prices a mix, not a window. */
const MORE_UNITS = new RegExp(`^\\s+(?:and|\\+|&)\\s+(?:${COUNT_OR_A})\\s+${WORDS_BETWEEN}${UNIT}`, 'i');

/** The ways a question names a unit price, each with how it reads its match. */
const PRICE_PATTERNS: [RegExp, (m: RegExpMatchArray) => (AskedPrice | null)[]][] = [
  // "$1,000 to $1,700 per window", "$500-600 a window" (the range's dollar sign written once)
  [
    new RegExp(
      `(${MONEY})\\s*(?:to|-|–|and)\\s*(${MONEY}|\\d{2,3}(?:\\.\\d{2})?)\\s+${PER}\\s+${WORDS_BETWEEN}${UNIT}\\b`,
      'gi',
    ),
    (m) => [dollarsOf(m[1]!), rangeEnd(m[2]!)].map((each) => ({ each, kind: kindOf(m[3]!) })),
  ],
  // "$800 for one … window", "$2,100 for our two smallest windows", "$13,000 to replace 12 windows"
  [
    new RegExp(
      `(${MONEY})\\s+(?:(?:reasonable|fair|ok|okay|normal|too\\s+much|a\\s+lot|right)\\s+)?(?:for|to\\s+(?:replace|install|do|put\\s+in)|for\\s+(?:replacing|installing|putting\\s+in))\\s+(?:(?:all|our|my|the|just|only|both|of)\\s+)*(${COUNT_OR_A})\\s+${WORDS_BETWEEN}${UNIT}\\b`,
      'gi',
    ),
    (m) => [perUnit(dollarsOf(m[1]!), m[2]!, m[3]!)],
  ],
  // "$1,000 per window", "$350 for each picture window", "$500 a window"
  [
    new RegExp(`(${MONEY})\\s+${PER}\\s+${WORDS_BETWEEN}${UNIT}\\b`, 'gi'),
    (m) => [{ each: dollarsOf(m[1]!), kind: kindOf(m[2]!) }],
  ],
  // "eleven windows for 2 grand", "12 windows came to $13,000", "8 windows at $950 each"
  [
    new RegExp(
      `\\b(${COUNT})\\s+${WORDS_BETWEEN}${UNIT}\\s+(?:for|at|cost|costs|came\\s+to|comes\\s+to|was|were|is|are|quoted\\s+at|priced\\s+at)\\s+(?:about|around|roughly|only|just|over|under|almost|nearly)?\\s*(${MONEY})(\\s+(?:each|apiece|a\\s+piece))?`,
      'gi',
    ),
    (m) => [m[4] ? { each: dollarsOf(m[3]!), kind: kindOf(m[2]!) } : perUnit(dollarsOf(m[3]!), m[1]!, m[2]!)],
  ],
  // "a new front door at Home Depot for about $2,365", "one window from the store for $170"
  [
    new RegExp(
      `\\b(?:an?|one|single)\\s+${WORDS_BETWEEN}(window|door)\\s+(?:(?:at|from)\\s+(?:\\S+\\s+){1,3}?)?(?:for|costing|priced\\s+at)\\s+(?:about|around|roughly|only|just|over|under|almost|nearly)?\\s*(${MONEY})`,
      'gi',
    ),
    (m) => [{ each: dollarsOf(m[2]!), kind: kindOf(m[1]!) }],
  ],
  // "a $250 storm door", "a $900 window" (not "a $12,000 window replacement")
  [
    new RegExp(
      `\\b(?:an?|one|single)\\s+(${MONEY})\\s+(?:[\\w-]+\\s+){0,2}?(window|door)\\b(?!\\s+(?:jobs?|replacements?|projects?|quotes?|estimates?|contracts?|compan(?:y|ies)|install\\w*|orders?|packages?|upgrades?|work)\\b)`,
      'gi',
    ),
    (m) => [{ each: dollarsOf(m[1]!), kind: kindOf(m[2]!) }],
  ],
  // "windows at $950 each"
  [
    new RegExp(
      `\\b${UNIT}\\s+(?:at|for|cost|costs)\\s+(?:about|around|roughly)?\\s*(${MONEY})\\s+(?:each|apiece)`,
      'gi',
    ),
    (m) => [{ each: dollarsOf(m[2]!), kind: kindOf(m[1]!) }],
  ],
];

/** Every window or door price the question names, per unit; empty when it names none. */
export function askedPrices(question: string): AskedPrice[] {
  const text = prepared(question);
  const found: { at: number; end: number; prices: AskedPrice[] }[] = [];
  for (const [re, read] of PRICE_PATTERNS)
    for (const m of text.matchAll(re)) {
      const style = windowTypeIn(m[0]);
      const prices = read(m)
        .filter((p): p is AskedPrice => p !== null && p.each > 0)
        .map((p) => (style && p.kind === 'window' ? { ...p, style } : p));
      const [at, end] = [m.index!, m.index! + m[0].length];
      if (!prices.length || found.some((f) => at < f.end && f.at < end)) continue;
      if (inForeignCurrency(text, at, end)) continue;
      const clause = clauseAround(text, at, end);
      if (NOT_A_UNIT_PRICE.test(clause) || MORE_UNITS.test(text.slice(end))) continue;
      found.push({ at, end, prices: pricedAlone(text, at, end) ? prices.map((p) => ({ ...p, alone: true })) : prices });
    }
  // A price named twice ("$350 each … is $350 a window reasonable?") is one price.
  const prices = found.sort((a, b) => a.at - b.at).flatMap((f) => f.prices);
  // Where one mention names the type of window, the price is that type's.
  const key = (p: AskedPrice) => `${p.kind} ${p.each} ${p.count ?? ''}`;
  return prices
    .filter((p, i) => prices.findIndex((q) => key(q) === key(p)) === i)
    .map((p) => prices.find((q) => key(q) === key(p) && q.style) ?? p);
}

function perUnit(total: number, countWord: string, unit: string): AskedPrice | null {
  const count = parseCount(countWord);
  if (count === null || count < 1 || count > 200) return null;
  return { each: total / count, kind: kindOf(unit), count, total };
}

/**
 * "What should ten windows cost?": a count the question asks the price of. Other figures may stand
 * beside it ("I'd spend 5k, not 35k: what should ten windows cost?"); askedPriceText asks this only of a
 * question that names no window price.
 */
export function askedCount(question: string): { count: number; kind: 'window' | 'door' } | null {
  const text = prepared(question);
  const m =
    new RegExp(
      `\\b(?:cost|price|pay|spend|budget|charge)\\b[^.?!]{0,30}?\\b(${COUNT})\\s+${WORDS_BETWEEN}${UNIT}\\b`,
      'i',
    ).exec(text) ??
    new RegExp(
      `\\b(${COUNT})\\s+${WORDS_BETWEEN}${UNIT}\\b[^.?!]{0,30}?\\b(?:cost|costs|run|price|priced|be)\\b`,
      'i',
    ).exec(text);
  if (!m || !/\b(?:how\s+much|what|cost|price|budget|realistic)/i.test(text)) return null;
  const count = parseCount(m[1]!);
  return count && count > 1 && count <= 200 ? { count, kind: kindOf(m[2]!) } : null;
}

/** The installed price band of one window (or door) like this quote's: its mix lines of that kind, weighted by quantity. */
export function bandFor(basis: PricingBasis, kind: 'window' | 'door'): PriceRange | null {
  // A quote of one kind: the very band its price verdict states.
  if (basis.unit === kind) return basis.perOpening;
  const lines = basis.mix.filter((l) => /\bdoors?\b/i.test(l.label) === (kind === 'door'));
  const n = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (!n) return null;
  const mean = (k: keyof PriceRange) => lines.reduce((sum, l) => sum + l.each[k] * l.quantity, 0) / n;
  return { low: mean('low'), typical: mean('typical'), high: mean('high') };
}

/**
 * How a price per unit stands against a band: "within the fair range", "on the high side: …"; a price of
 * the unit alone is not held against installed prices.
 */
export function priceVerdict(
  each: number,
  band: PriceRange,
  thresholds: PricingKnowledge['thresholds'],
  /** Set for a price of the unit alone: the kind of unit it prices. */
  aloneKind?: 'window' | 'door',
): string {
  if (aloneKind)
    return `the price of the ${aloneKind} alone, before it is fitted, so it is not comparable with installed prices`;
  const r = each / band.typical;
  return r < thresholds.lowball
    ? 'well below what such a unit usually costs installed: ask what it leaves out (installation, removal, trim, permits) and which product it is'
    : r <= thresholds.goodMax
      ? 'within the fair range'
      : r <= thresholds.averageMax
        ? 'on the high side: worth comparing with two or three other quotes'
        : 'well above the usual range, even for premium products';
}

function judged(p: AskedPrice, band: PriceRange, thresholds: PricingKnowledge['thresholds']): string {
  const from =
    p.count && p.count > 1 && p.total ? ` (${displayDollars(p.total, 'never')} for ${plural(p.count, p.kind)})` : '';
  return `**${dollars(p.each)} per ${p.kind}**${from} is ${priceVerdict(p.each, band, thresholds, p.alone ? p.kind : undefined)}`;
}

export const dollars = (d: number) => displayDollars(Math.round(d), 'never');
export const bandText = (band: PriceRange, n = 1) =>
  `about **${dollars(band.low * n)}–${dollars(band.high * n)}** installed, typically ${dollars(band.typical * n)}`;

/**
 * The band a named type of window or door is held against: the quote's own line of that type where it
 * has one (its options and region applied), else the type's plain band (vinyl, double-pane for a window)
 * in the quote's region (the national band when the quote has no priced basis).
 */
export function styleBand(
  basis: PricingBasis | null | undefined,
  band: PriceBand,
): { band: PriceRange; ours: boolean } {
  const line = basis?.mix.find((l) => l.label === band.label);
  if (line) return { band: line.each, ours: true };
  const f = basis?.regionFactor ?? 1;
  return { band: { low: band.low * f, typical: band.typical * f, high: band.high * f }, ours: false };
}

/**
 * The prices a question names, each against the band for units of its kind like this quote's, in its
 * state (or, for a type of window the question names, that type's band); or the band for the count it
 * asks the price of. Null when it names neither, or when the quote has no unit of that kind to benchmark
 * against.
 */
export function askedPriceText(
  question: string,
  basis: PricingBasis | null | undefined,
  pricing: Pick<PricingKnowledge, 'thresholds' | 'windows'>,
): string | null {
  if (!basis) return null;
  const where = basis.stateName ? ` in ${basis.stateName}` : '';
  const likeOurs = `like the ones on your quote${where}`;
  const caveat = "Size, style and options move a unit's price, so compare like with like.";
  const prices = askedPrices(question).slice(0, 3);
  if (prices.length) {
    const sentences: string[] = [];
    const judge = (ofKind: AskedPrice[], band: PriceRange, what: string) =>
      sentences.push(
        `${ofKind.map((p) => judged(p, band, pricing.thresholds)).join('; ')}. For one ${what}, the fair price is ${bandText(band)}.`,
      );
    for (const style of [...new Set(prices.flatMap((p) => (p.style ? [p.style] : [])))]) {
      const { band, ours } = styleBand(basis, pricing.windows[style]);
      const label = pricing.windows[style].label;
      judge(
        prices.filter((p) => p.style === style),
        band,
        ours ? `${label} ${likeOurs}` : `${label}${where} (a plain vinyl, double-pane unit)`,
      );
    }
    for (const kind of ['window', 'door'] as const) {
      const ofKind = prices.filter((p) => p.kind === kind && !p.style);
      const band = ofKind.length ? bandFor(basis, kind) : null;
      if (band) judge(ofKind, band, `${kind} ${likeOurs}`);
    }
    return sentences.length ? `${sentences.join(' ')} ${caveat}` : null;
  }
  if (FOREIGN_MONEY.test(question))
    return "The prices you name are not in US dollars, and the fair ranges I hold are US prices by ZIP code, so I can't judge them: compare them with other written quotes from your own area.";
  const asked = askedCount(question);
  const band = asked && bandFor(basis, asked.kind);
  if (!asked || !band) return null;
  return `For ${plural(asked.count, asked.kind)} ${likeOurs}, expect ${bandText(band, asked.count)} (${dollars(band.low)}–${dollars(band.high)} each). ${caveat}`;
}
