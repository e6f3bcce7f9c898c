/**
 * Is this a contractor quote at all, and for which trade: windows, doors, both, or roofing / HVAC /
 * plumbing / other. A document is refused only on evidence: another kind of document (a lease, a
 * recipe, a utility bill, a notice) or another trade's work. A document that speaks of windows or
 * doors and of a price or an estimate is processed, with empty fields where the reading is poor. The
 * contractor's own name never decides the type ("… Window & Door Co." may quote windows only).
 */
import { namePattern } from './patterns.js';
import type { QuoteType } from './quote-fields.js';

export interface TypeResult {
  isQuote: boolean;
  quoteType: QuoteType | null;
  reason: string;
}

export interface TypeInput {
  text: string;
  windows: number | null;
  doors: number | null;
  /** The contractor's name and letterhead lines: left out of the vocabulary counts. */
  vendor?: string | null;
  /** Kinds of unit seen as item lines or stated counts, even where their number was left unsure. */
  seen?: { windows: boolean; doors: boolean };
}

/** Words of a priced offer for work. */
const QUOTE_SIGNALS: RegExp[] = [
  /\b(?:estimate|proposal|quote|quotation|bid|contract|agreement|invoice|work\s+order|sales\s+order|purchase\s+order)\b/i,
  /\b(?:qty|quantity)\b|\b(?:unit\s+price|line\s+total|amount|pric(?:e|es|ed|ing)|cost)\b/i,
  /\b(?:sub[\s-]?total|total|contract\s+(?:total|price)|for\s+the\s+sum\s+of|investment|balance)\b/i,
  /\b(?:we\s+(?:propose|hereby\s+submit|will\s+(?:install|replace|furnish))|scope\s+of\s+work|furnish\s+(?:all\s+)?(?:labor|material)|install(?:ation)?|replace(?:ment)?)\b/i,
  /\b(?:accepted\s+by|acceptance|customer\s+(?:signature|initials)|authorized\s+signature|valid\s+for\s+\d+\s+days|sign(?:ature)?\s+below)\b/i,
  /\b(?:deposit|down\s+payment|payment\s+(?:terms|schedule)|due\s+(?:at|upon|on))\b/i,
  /\b(?:warranty|workmanship|permit)\b/i,
];

/** Other kinds of documents, by what only they say. Each is positive evidence that this is not a quote. */
const OTHER_DOCUMENTS: { what: string; re: RegExp; strong: boolean }[] = [
  {
    what: 'a lease or rental notice',
    re: /\blease\b.*\b(?:renew|term|ends|expires)|\bmonthly\s+rent\b|\blandlord\b|\bdear\s+(?:resident|tenant)\b/is,
    strong: true,
  },
  {
    what: 'a recipe',
    re: /\b(?:ingredients|preheat|oven|tablespoons?|teaspoons?|tbsp|tsp|whisk|bake\s+(?:for|at|until))\b/i,
    strong: true,
  },
  {
    what: 'a utility bill',
    re: /\b(?:kwh|meter\s+reading|billing\s+period|service\s+period|usage\s+history|therms)\b/i,
    strong: true,
  },
  {
    what: 'a newsletter or notice',
    re: /\bnewsletter\b|\bno\s+action\s+is\s+(?:needed|required)\b|\bnotice\s+to\s+(?:all\s+)?(?:residents|owners|members)\b|\bannual\s+meeting\b/i,
    strong: false,
  },
  {
    what: 'an insurance or bank document',
    re: /\bpolicy\s+(?:number|period|renewal)\b|\bpremium\s+due\b|\bstatement\s+(?:date|period)\b|\baccount\s+summary\b/i,
    strong: false,
  },
];

const TRADES: { type: Exclude<QuoteType, 'windows' | 'doors' | 'windows_doors' | 'other'>; re: RegExp }[] = [
  {
    type: 'roofing',
    re: /\b(?:roof(?:ing|er|s)?|shingles?|underlayment|ridge\s+(?:vent|cap)|drip\s+edge|tear[-\s]?off|decking|ice\s*(?:&|and)\s*water|squares?|soffit|fascia|valleys?|gutters?|downspouts?)\b/gi,
  },
  {
    type: 'hvac',
    re: /\b(?:hvac|furnace|air\s+condition(?:er|ing)|a\/c|heat\s+pump|seer2?|btu|tonnage|\d(?:\.\d)?\s*ton|ductwork|ducts?|condenser|air\s+handler|evaporator\s+coil|thermostat|mini[-\s]?split|boiler|refrigerant)\b/gi,
  },
  {
    type: 'plumbing',
    re: /\b(?:plumb(?:ing|er)|water\s+heater|tankless|pipes?|piping|re-?pipe|faucets?|toilets?|sinks?|drains?|sewer|shower\s+valve|pex|sump\s+pump|water\s+softener|backflow)\b/gi,
  },
];

const WINDOW_WORDS =
  /\b(?:windows?|double[-\s]?hungs?|single[-\s]?hungs?|casements?|awnings?|sliders?|picture\s+windows?|glazing|low-?e|sash|transoms?|skylights?)\b/gi;
const DOOR_WORDS = /\b(?:doors?|patio\s+slider|sgd|doorwall)\b/gi;
/** Work on windows that is not replacing them: cleaning, tinting, screens. */
const OTHER_WINDOW_WORK =
  /\b(?:window\s+(?:cleaning|washing|tint(?:ing)?|film|treatments?|coverings?|blinds)|(?:clean|wash)(?:ing)?\s+(?:of\s+)?(?:all\s+)?(?:interior\s+and\s+exterior\s+|exterior\s+|interior\s+)?windows|squeegee|gutter\s+cleaning|pressure\s+wash(?:ing)?)\b/gi;
/** Window or door words that do not describe a unit being installed ("repair the entry door", "door hardware"). */
const NOT_A_UNIT =
  /\b(?:repair|adjust|re-?hang|weather[-\s]?strip(?:ping)?|hardware|lock(?:set)?|knob|hinges?|closer|sweep)\b[^.\n]{0,30}\bdoors?\b|\bdoors?\b[^.\n]{0,20}\b(?:repair|adjustment|hardware|lock|knob|hinges?|closer|sweep)\b/gi;

function count(re: RegExp, text: string): number {
  return [...text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))].length;
}

/** The text without the contractor's name, so "… Window & Door Co." adds no window or door word. */
function withoutVendor(text: string, vendor: string | null | undefined): string {
  if (!vendor) return text;
  return text.replace(new RegExp(namePattern(vendor), 'gi'), ' ');
}

export function classifyQuote(input: TypeInput): TypeResult {
  const { text, windows, doors } = input;
  if (text.trim() === '') return { isQuote: false, quoteType: null, reason: 'no text' };
  const own = withoutVendor(text, input.vendor);
  const quoteScore = QUOTE_SIGNALS.filter((re) => re.test(own)).length;
  const hasMoney = /\$\s?\d|\b\d{1,3}(?:,\d{3})+\.\d{2}\b/.test(own);
  const units = (windows ?? 0) + (doors ?? 0);
  const windowWords = count(WINDOW_WORDS, own);
  const doorWords = Math.max(0, count(DOOR_WORDS, own) - count(NOT_A_UNIT, own));
  const otherWindowWork = count(OTHER_WINDOW_WORK, own);
  const trade = TRADES.map((t) => ({ type: t.type, n: count(t.re, own) })).sort((a, b) => b.n - a.n)[0]!;
  const otherDocuments = OTHER_DOCUMENTS.filter((d) => d.re.test(own));

  // Another kind of document: refused on what it says, unless it plainly prices window or door units, or
  // reads as a quote for them throughout (a rental property's quote mentions its tenant).
  const seenUnits = units > 0 || Boolean(input.seen?.windows || input.seen?.doors);
  const readsAsQuote = quoteScore >= 4 && hasMoney && windowWords + doorWords >= 3;
  if (
    otherDocuments.length &&
    !seenUnits &&
    !readsAsQuote &&
    (otherDocuments.some((d) => d.strong) || otherDocuments.length >= 2 || quoteScore < 3)
  ) {
    return {
      isQuote: false,
      quoteType: 'other',
      reason: `not a quote: reads as ${otherDocuments.map((d) => d.what).join(' and ')}`,
    };
  }
  // Nothing priced and nothing of an offer: not a quote.
  if (!hasMoney && quoteScore < 2 && units === 0) {
    return {
      isQuote: false,
      quoteType: 'other',
      reason: 'not a quote: no price and no estimate, proposal or contract wording',
    };
  }
  const windowDoorWords = windowWords + doorWords;
  // Another trade's quote: its vocabulary outweighs the window and door words, and no unit is priced.
  if (units === 0 && trade.n >= 3 && trade.n > windowDoorWords) {
    return {
      isQuote: true,
      quoteType: trade.type,
      reason: `${trade.type} vocabulary (${trade.n} terms against ${windowDoorWords} window/door terms)`,
    };
  }
  // Window work that is not replacement (cleaning, tinting): another service.
  if (units === 0 && otherWindowWork >= 1 && otherWindowWork * 2 >= windowWords) {
    return { isQuote: true, quoteType: 'other', reason: 'window cleaning or treatment, not replacement' };
  }
  if (units > 0) {
    // A kind whose count was left unsure still counts if its units were seen.
    const hasWindows = (windows ?? 0) > 0 || (windows === null && Boolean(input.seen?.windows));
    const hasDoors = (doors ?? 0) > 0 || (doors === null && Boolean(input.seen?.doors));
    if (hasWindows && hasDoors) return { isQuote: true, quoteType: 'windows_doors', reason: 'window and door units' };
    if (hasWindows) return { isQuote: true, quoteType: 'windows', reason: 'window units' };
    return { isQuote: true, quoteType: 'doors', reason: 'door units' };
  }
  // Counts unknown, but item lines or stated counts were seen: both kinds seen, or one kind seen and the
  // other hardly named ("Low-E glass" in a door quote names no window), decide.
  if (input.seen && (input.seen.windows || input.seen.doors)) {
    const { windows: w, doors: d } = input.seen;
    const named = (re: RegExp) => count(re, own);
    if (w && d)
      return { isQuote: true, quoteType: 'windows_doors', reason: 'window and door units seen (their counts unsure)' };
    if (d && named(/\bwindows?\b/i) < 2)
      return { isQuote: true, quoteType: 'doors', reason: 'door units seen, windows hardly named' };
    if (w && Math.max(0, named(/\bdoors?\b/i) - count(NOT_A_UNIT, own)) < 2)
      return { isQuote: true, quoteType: 'windows', reason: 'window units seen, doors hardly named' };
  }
  // Counts unknown: the vocabulary of the work (the contractor's name left out) decides.
  if (windowDoorWords >= 1) {
    if (windowWords >= 2 && doorWords >= 2)
      return { isQuote: true, quoteType: 'windows_doors', reason: 'window and door vocabulary' };
    return {
      isQuote: true,
      quoteType: windowWords >= doorWords ? 'windows' : 'doors',
      reason: 'window/door vocabulary',
    };
  }
  if (trade.n >= 2) return { isQuote: true, quoteType: trade.type, reason: `${trade.type} vocabulary` };
  return { isQuote: true, quoteType: 'other', reason: 'no windows, doors, roofing, HVAC or plumbing work found' };
}
