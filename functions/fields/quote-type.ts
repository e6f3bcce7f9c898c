/**
 * Is this a contractor quote at all, and for which trade: windows, doors, both, or roofing / HVAC /
 * plumbing / other. A letter that mentions windows (a lease renewal, a newsletter) is not a quote.
 */
import type { QuoteType } from './quote-fields.js';

export interface TypeResult {
  isQuote: boolean;
  quoteType: QuoteType | null;
  reason: string;
}

/** Words of a priced offer: what makes a document a quote. */
const QUOTE_SIGNALS: RegExp[] = [
  /\b(?:estimate|proposal|quote|quotation|bid|contract)\b(?:\s*(?:#|no\.?|number))?/i,
  /\b(?:qty|quantity)\b.*\b(?:rate|price|amount)\b|\b(?:unit\s+price|line\s+total)\b/i,
  /\b(?:sub[\s-]?total|grand\s+total|total\s+(?:investment|price|cost|amount)|contract\s+(?:total|price)|for\s+the\s+sum\s+of)\b/i,
  /\b(?:we\s+(?:propose|hereby\s+submit)|scope\s+of\s+work|furnish\s+(?:all\s+)?(?:labor|material))/i,
  /\b(?:accepted\s+by|acceptance\s+of\s+proposal|customer\s+(?:signature|initials)|authorized\s+signature|valid\s+for\s+\d+\s+days)\b/i,
  /\b(?:deposit|down\s+payment|payment\s+(?:terms|schedule))\b/i,
  /\b(?:warranty|workmanship|permit)\b/i,
];

/** Words of other documents that may mention windows or money. */
const NOT_QUOTE_SIGNALS: RegExp[] = [
  /\blease\b|\brent(?:al)?\b|\btenant\b|\blandlord\b|\bresident\b|\bunit\s+\d+[a-z]?\b/i,
  /\bnewsletter\b|\bnotice\s+of\b|\bno\s+action\s+is\s+needed\b|\bpolicy\s+(?:number|renewal)\b|\bstatement\s+date\b/i,
  /\bpaid\s+in\s+full\b|\breceipt\b|\bthank\s+you\s+for\s+your\s+payment\b/i,
];

const TRADES: { type: Exclude<QuoteType, 'windows' | 'doors' | 'windows_doors' | 'other'>; re: RegExp }[] = [
  {
    type: 'roofing',
    re: /\b(?:roof(?:ing|er|s)?|shingles?|underlayment|ridge\s+(?:vent|cap)|drip\s+edge|tear[-\s]?off|decking|ice\s*(?:&|and)\s*water|squares?|soffit|fascia|valleys?|gutters?)\b/gi,
  },
  {
    type: 'hvac',
    re: /\b(?:hvac|furnace|air\s+condition(?:er|ing)|a\/c|heat\s+pump|seer2?|btu|tonnage|\d(?:\.\d)?\s*ton|ductwork|ducts?|condenser|air\s+handler|evaporator\s+coil|thermostat|mini[-\s]?split|boiler|refrigerant)\b/gi,
  },
  {
    type: 'plumbing',
    re: /\b(?:plumb(?:ing|er)|water\s+heater|tankless|pipes?|piping|re-?pipe|faucets?|toilets?|sinks?|drains?|sewer|shower\s+valve|pex|sump\s+pump|water\s+softener|fixtures?|backflow)\b/gi,
  },
];

const WINDOW_DOOR_VOCAB = /\b(?:windows?|doors?|double[-\s]?hung|casements?|sliders?|patio|entry|glazing|low-?e|sash)\b/gi;

function count(re: RegExp, text: string): number {
  return [...text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))].length;
}

export function classifyQuote(text: string, windows: number | null, doors: number | null): TypeResult {
  if (text.trim() === '') return { isQuote: false, quoteType: null, reason: 'no text' };
  const quoteScore = QUOTE_SIGNALS.filter((re) => re.test(text)).length;
  const notQuoteScore = NOT_QUOTE_SIGNALS.filter((re) => re.test(text)).length;
  const hasMoney = /\$\s?\d/.test(text);
  const units = (windows ?? 0) + (doors ?? 0);
  const windowDoorWords = count(WINDOW_DOOR_VOCAB, text);
  const trade = TRADES.map((t) => ({ type: t.type, n: count(t.re, text) })).sort((a, b) => b.n - a.n)[0]!;
  // One quote word is enough when the priced work is plainly windows, doors or another trade.
  const priceForWork = quoteScore >= 1 && notQuoteScore === 0 && (units > 0 || windowDoorWords >= 2 || trade.n >= 3);
  if ((quoteScore < 2 && !priceForWork) || !hasMoney || notQuoteScore >= quoteScore) {
    return { isQuote: false, quoteType: 'other', reason: `not a quote (quote signals ${quoteScore}, other-document signals ${notQuoteScore})` };
  }
  if (units > 0 && trade.n < Math.max(6, windowDoorWords)) {
    if ((windows ?? 0) > 0 && (doors ?? 0) > 0) return { isQuote: true, quoteType: 'windows_doors', reason: 'window and door units' };
    if ((windows ?? 0) > 0) return { isQuote: true, quoteType: 'windows', reason: 'window units' };
    return { isQuote: true, quoteType: 'doors', reason: 'door units' };
  }
  if (trade.n >= 3 && trade.n > windowDoorWords / 2) return { isQuote: true, quoteType: trade.type, reason: `${trade.type} vocabulary` };
  // Unit counts unknown, but the quote is clearly about windows and/or doors.
  const w = count(/\b(?:windows?|double[-\s]?hung|casements?|single[-\s]?hung)\b/gi, text);
  const d = count(/\bdoors?\b/gi, text);
  if (w + d >= 3) {
    if (w >= 2 && d >= 2) return { isQuote: true, quoteType: 'windows_doors', reason: 'window and door vocabulary' };
    return { isQuote: true, quoteType: w >= d ? 'windows' : 'doors', reason: 'window/door vocabulary' };
  }
  return { isQuote: true, quoteType: 'other', reason: 'no windows, doors, roofing, HVAC or plumbing work found' };
}
