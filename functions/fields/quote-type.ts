/**
 * Is this a contractor quote at all, and for which trade: windows, doors, both, or roofing / HVAC /
 * plumbing / other. A document is refused only on evidence: another kind of document (a lease, a
 * recipe, a utility bill, a notice) or another trade's work. A document that speaks of windows or
 * doors and of a price or an estimate is processed, with empty fields where the reading is poor. The
 * contractor's own name never decides the type ("… Window & Door Co." may quote windows only).
 */
import { classifyDoctype, doctypeModel, type DoctypeCall, type Thresholds } from './learned/doctype.js';
import type { DoctypeInput } from './learned/doctype-features.js';
import { namePattern } from './patterns.js';
import type { QuoteType } from './quote-fields.js';
import {
  count,
  DOOR_WORDS,
  NOT_A_UNIT,
  OTHER_DOCUMENTS,
  OTHER_WINDOW_WORK,
  QUOTE_SIGNALS,
  TRADES,
  unitWords,
  WINDOW_WORDS,
} from './doc-vocabulary.js';

export interface TypeResult {
  isQuote: boolean;
  quoteType: QuoteType | null;
  reason: string;
}

/** The document's text and lines, the contractor's name, and what the count reader found. */
export type TypeInput = DoctypeInput;

/** The text without the contractor's name, so "… Window & Door Co." adds no window or door word. */
function withoutVendor(text: string, vendor: string | null | undefined): string {
  if (!vendor) return text;
  return text.replace(new RegExp(namePattern(vendor), 'gi'), ' ');
}

/** The hand-written rules: the baseline the learned classifier is measured against, and its fallback for the type. */
export function classifyByRules(input: TypeInput): TypeResult {
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
  // Counts unknown: the vocabulary of the work (the contractor's name left out) decides, less the words
  // that sell no unit ("the patio door stays", "trim around the windows").
  if (windowDoorWords >= 1) {
    const sold = unitWords(own);
    if (sold.windows >= 2 && sold.doors >= 2)
      return { isQuote: true, quoteType: 'windows_doors', reason: 'window and door vocabulary' };
    return {
      isQuote: true,
      quoteType: sold.windows >= sold.doors ? 'windows' : 'doors',
      reason: 'window/door vocabulary',
    };
  }
  if (trade.n >= 2) return { isQuote: true, quoteType: trade.type, reason: `${trade.type} vocabulary` };
  return { isQuote: true, quoteType: 'other', reason: 'no windows, doors, roofing, HVAC or plumbing work found' };
}

const WINDOW_DOOR_TYPES: (QuoteType | null)[] = ['windows', 'doors', 'windows_doors'];
const REFUSED_AS: Record<Exclude<DoctypeCall['refusal'], 'not_quote'>, QuoteType> = {
  roofing: 'roofing',
  hvac: 'hvac',
  plumbing: 'plumbing',
  other_trade: 'other',
};

const percent = (p: number) => `${Math.round(p * 100)}% sure`;

/**
 * The learned call, decided. A refusal by the rules (which refuse only on evidence) stands unless the
 * model is surer that this is a windows/doors quote than it was of any real quote out of fold. The
 * model refuses on its own only when sure and given evidence. Otherwise the document is a
 * windows/doors quote, typed by the rules (the units the count reader found, else the window and door
 * words) or, where the rules named no such type, by the model.
 */
export function decideType(input: TypeInput, rules: TypeResult, call: DoctypeCall, thresholds: Thresholds): TypeResult {
  const rulesRefuse = !WINDOW_DOOR_TYPES.includes(rules.quoteType);
  if (rulesRefuse && call.refusing >= thresholds.veto)
    return { ...rules, reason: `${rules.reason} (model: ${percent(call.refusing)} not windows/doors)` };
  if (call.refused) {
    if (call.refusal === 'not_quote')
      return { isQuote: false, quoteType: 'other', reason: `not a quote (${percent(call.refusing)})` };
    return {
      isQuote: true,
      quoteType: REFUSED_AS[call.refusal],
      reason: `another trade's quote (${percent(call.refusing)})`,
    };
  }
  const quoteType = rulesRefuse ? call.windowDoor : rules.quoteType;
  const why = rulesRefuse
    ? `windows/doors words (${percent(1 - call.refusing)}); the rules read ${rules.quoteType ?? 'no type'}`
    : rules.reason;
  return {
    isQuote: true,
    quoteType,
    reason: call.unsure ? `${why}; read as a windows/doors quote for want of evidence of anything else` : why,
  };
}

export function classifyQuote(input: TypeInput): TypeResult {
  const rules = classifyByRules(input);
  if (input.text.trim() === '') return rules;
  const { thresholds } = doctypeModel();
  return decideType(input, rules, classifyDoctype(input), thresholds);
}
