/**
 * What the document classifier sees: the words (hashed unigrams and bigrams, headings apart from the
 * body), the vocabulary of each trade and of windows and doors (apart: the window and door words that
 * sell no unit), the words of an offer (estimate, proposal, total, signature…), the words of other
 * papers (lease, bill, notice) and of reports (inspection, energy audit, appraisal), the money printed,
 * and what the count reader found (window and door item lines, stated counts). The contractor's own
 * name is left out of everything, so "… Window & Door Co." says nothing about the work.
 */
import {
  count,
  OTHER_DOCUMENTS,
  OTHER_TRADES,
  PAPER_WORDS,
  QUOTE_SIGNALS,
  REPORT_WORDS,
  TRADES,
  unitWords,
} from '../doc-vocabulary.js';
import { findAmounts } from '../money.js';
import { namePattern } from '../patterns.js';
import { hashed, type Features } from './linear-model.js';

/** Bumped whenever a feature changes meaning. */
export const DOCTYPE_FEATURES_VERSION = 3;

export interface DoctypeLine {
  text: string;
  /** Set apart by size, weight or capitals: a title or a section heading. */
  heading: boolean;
}

export interface DoctypeInput {
  text: string;
  /** The lines with their heading flag; taken from `text` when absent. */
  lines?: DoctypeLine[];
  vendor?: string | null;
  windows: number | null;
  doors: number | null;
  seen?: { windows: boolean; doors: boolean };
  /** Window and door item lines the count reader found. */
  unitLines?: number;
}

const BUCKETS = { word: 2048, pair: 2048, heading: 512 };

/** A short line in capitals, or a line ending with a colon: a heading when no type size is known. */
function looksLikeHeading(text: string): boolean {
  const t = text.trim();
  if (!t || t.length > 48) return false;
  return (/[A-Z]/.test(t) && t === t.toUpperCase()) || /:$/.test(t);
}

export function linesOf(input: DoctypeInput): DoctypeLine[] {
  return input.lines ?? input.text.split('\n').map((text) => ({ text, heading: looksLikeHeading(text) }));
}

function withoutVendor(text: string, vendor: string | null | undefined): string {
  if (!vendor || vendor.length < 3) return text;
  return text.replace(new RegExp(namePattern(vendor), 'gi'), ' ');
}

function tokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z][a-z'-]*[a-z]|[a-z]/g) ?? [];
}

/** log(1 + n), so a long document does not outweigh a short one. */
const damp = (n: number) => Math.log1p(n);

/**
 * The words as hashed features, scaled so that each group (body words and pairs, heading words) has
 * unit length: a long document's many common words do not outweigh the few named features.
 */
function addWords(out: Features, lines: DoctypeLine[]): void {
  const body = new Set<string>();
  const headings = new Set<string>();
  for (const line of lines) {
    const words = tokens(line.text).filter((w) => w.length > 1);
    if (line.heading) {
      for (const w of words) headings.add(hashed('h', w, BUCKETS.heading));
      continue;
    }
    for (const w of words) body.add(hashed('w', w, BUCKETS.word));
    for (let i = 1; i < words.length; i++) body.add(hashed('b', `${words[i - 1]} ${words[i]}`, BUCKETS.pair));
  }
  for (const group of [body, headings]) for (const f of group) out[f] = 1 / Math.sqrt(group.size);
}

export function doctypeFeatures(input: DoctypeInput): Features {
  const lines = linesOf(input).map((l) => ({ ...l, text: withoutVendor(l.text, input.vendor) }));
  const own = lines.map((l) => l.text).join('\n');
  const out: Features = { bias: 1 };
  addWords(out, lines);

  const amounts = lines.reduce((n, l) => n + findAmounts(l.text).length, 0);
  out['money:count'] = damp(amounts);
  if (!amounts) out['money:none'] = 1;
  const signals = QUOTE_SIGNALS.map((re) => re.test(own));
  signals.forEach((hit, i) => hit && (out[`quote:${i}`] = 1));
  out['quote:score'] = signals.filter(Boolean).length / QUOTE_SIGNALS.length;
  for (const d of OTHER_DOCUMENTS) if (d.re.test(own)) out[`paper:${d.what}`] = 1;
  for (const r of REPORT_WORDS) if (r.re.test(own)) out[`report:${r.what}`] = 1;

  // Openings worked around, units left out and defects seen sell no unit: their words are counted apart.
  const { windows: windowWords, doors: doorWords, notSold } = unitWords(own);
  out['vocab:window'] = damp(windowWords);
  out['vocab:door'] = damp(doorWords);
  out['vocab:not-sold'] = damp(notSold);
  // A windows/doors quote names windows or doors; a paper that names neither is something else.
  if (!windowWords && !doorWords) out['vocab:none'] = 1;
  let tradeWords = 0;
  for (const t of TRADES) {
    const n = count(t.re, own);
    tradeWords += n;
    out[`trade:${t.type}`] = damp(n);
  }
  for (const t of OTHER_TRADES) {
    const n = count(t.re, own);
    tradeWords += n;
    out[`trade:${t.trade}`] = damp(n);
  }
  out['trade:share'] = tradeWords / (tradeWords + windowWords + doorWords + 1);

  const windows = input.windows ?? 0;
  const doors = input.doors ?? 0;
  out['items:windows'] = damp(windows);
  out['items:doors'] = damp(doors);
  out['items:lines'] = damp(input.unitLines ?? 0);
  if (input.seen?.windows) out['items:seen-windows'] = 1;
  if (input.seen?.doors) out['items:seen-doors'] = 1;
  if (!windows && !doors && !input.seen?.windows && !input.seen?.doors) out['items:none'] = 1;
  out['length:lines'] = damp(lines.filter((l) => l.text.trim()).length) / 5;
  return out;
}

/**
 * Evidence a refusal may rest on: the most words of any one other trade, the window and door words
 * that may sell a unit (the contractor's name left out; not openings worked around, units left out or
 * defects seen), another paper's or a report's words, the offer signals and the money printed.
 */
export function refusalEvidence(input: DoctypeInput): {
  tradeWords: number;
  windowDoorWords: number;
  paperWords: number;
  offerWords: number;
  money: number;
} {
  const own = withoutVendor(input.text, input.vendor);
  const tradeWords = [...TRADES.map((t) => t.re), ...OTHER_TRADES.map((t) => t.re)].reduce(
    (m, re) => Math.max(m, count(re, own)),
    0,
  );
  const units = unitWords(own);
  return {
    tradeWords,
    windowDoorWords: units.windows + units.doors,
    paperWords: OTHER_DOCUMENTS.filter((d) => d.re.test(own)).length + PAPER_WORDS.filter((re) => re.test(own)).length,
    offerWords: QUOTE_SIGNALS.filter((re) => re.test(own)).length,
    money: own.split('\n').reduce((n, l) => n + findAmounts(l).length, 0),
  };
}
