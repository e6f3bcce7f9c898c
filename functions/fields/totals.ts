/**
 * The total the homeowner pays, as a scored candidate: every amount of the quote is weighed by what
 * labels it (a total, a subtotal, a deposit, a monthly payment …), where it sits (a table column, the
 * fine print, the chosen option), how it is printed, and whether the quote's own arithmetic agrees
 * with it (subtotal + tax − discounts, the item lines, deposit + balance, the amount in words). The
 * best value is taken only when it clearly wins; otherwise the total stays empty for the chat to ask.
 */
import type { DocumentModel, Line } from '../document/model.js';
import { readAmounts, type AmountReading } from './amounts.js';
import {
  decide,
  evidenceOf,
  rank,
  signal,
  type Candidate,
  type Decision,
  type Ranked,
  type Signal,
} from './candidates.js';
import { centsToDecimal, displayCents } from '@shared/money.js';
import { findWrittenAmounts } from './money.js';
import { arithmetic, inWords, writtenAmounts } from './total-arithmetic.js';
import type { Options } from './options.js';
import { findSections, type Sections } from './sections.js';
import { THRESHOLDS } from './signals.js';

export interface TotalResult extends Decision<string> {
  cents: number | null;
  /** The label the total was read from, as printed. */
  label: string | null;
  readings: AmountReading[];
  /** The same values with their readings and signals, for the learned scorer. */
  groups: Ranked<number>[];
}

/** Below this nothing is a replacement job's total. */
export const MIN_TOTAL_CENTS = 100_00;
/** Cents of slack in the quote's own arithmetic (rounding). */
const ROUNDING = 2;
/** OCR digits read with less confidence than this need something that confirms them. */
const MIN_OCR_CONFIDENCE = 70;

const ROLE_SIGNAL = {
  subtotal: 'subtotalLabel',
  deposit: 'depositLabel',
  balance: 'balanceLabel',
  tax: 'taxLabel',
  discount: 'discountLabel',
  financing: 'financingLabel',
  unit: 'unitPrice',
  list: 'listPrice',
  line: 'lineAmount',
  fee: 'feeOrPenalty',
  optional: 'optionalItem',
} as const;

function readingSignals(r: AmountReading): Signal[] {
  const s: Signal[] = [];
  if (r.role === 'total') {
    s.push(signal(r.tier >= 3 ? 'totalLabelSpecific' : r.tier === 2 ? 'totalLabel' : 'priceLabel', r.label));
    if (r.final) s.push(signal('finalPrice', r.label));
  } else if (r.role !== 'none') {
    s.push(signal(ROLE_SIGNAL[r.role], r.label || undefined));
  }
  if (r.negative && r.role !== 'discount') s.push(signal('discountLabel', 'printed negative'));
  if (r.inTerms) s.push(signal('inTerms'));
  if (r.big) s.push(signal('bigType'));
  if (r.inChosenOption && (r.role === 'total' || r.role === 'none' || r.role === 'line'))
    s.push(signal('chosenOption'));
  return s;
}

/** Why the best total fell short, in the homeowner's terms. */
function doubt(winner: Ranked<number>, ranked: Ranked<number>[]): string | null {
  const figures = ranked.find(
    (r) => r.signals.some((s) => s.name === 'wordsDisagree') && r.signals.some((s) => s.weight >= 4),
  );
  if (figures) {
    const words = figures.signals.find((s) => s.name === 'wordsDisagree')!.detail;
    return `the total in figures (${displayCents(figures.value)}) differs from the amount written in words (${words})`;
  }
  const x = displayCents(winner.value);
  const has = (name: string) => winner.signals.find((s) => s.name === name);
  if (has('breaksArithmetic'))
    return `the total ${x} does not match subtotal + tax (${has('breaksArithmetic')!.detail?.replace(/^.*= /, '')})`;
  if (has('smallerThanALine'))
    return `the total ${x} is smaller than a single line of the quote (${has('smallerThanALine')!.detail})`;
  if (has('hardToRead'))
    return `the total ${x} was hard to read (OCR confidence ${Math.round(winner.best.readConfidence)}%)`;
  if (has('linesDisagree')) return `the total ${x} does not match the item lines (${has('linesDisagree')!.detail})`;
  if (!winner.signals.some((s) => s.weight > 0 && s.name !== 'largestAmount' && s.name !== 'bigType'))
    return 'no line of the quote is marked as the total';
  return null;
}

/** The label a total was read from, as printed. */
export function totalLabel(value: Ranked<number>): string | null {
  return value.best.signals.find((s) => s.detail && /Label|finalPrice/.test(s.name))?.detail ?? null;
}

const near = (a: number, b: number) => Math.abs(a - b) <= ROUNDING;

/** Two amounts that differ in one or two digits: "8,004.75" and "8,084.75", "4,631.04" and "6,431.04". */
export function digitSlip(a: number, b: number): boolean {
  const x = String(Math.abs(Math.round(a)));
  const y = String(Math.abs(Math.round(b)));
  if (x.length !== y.length) return false;
  let differ = 0;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) differ++;
  return differ >= 1 && differ <= 2;
}

export function findTotal(
  model: DocumentModel,
  options: Options,
  sections: Sections = findSections(model),
): TotalResult {
  const readings = readAmounts(model, options, sections);
  const empty = (uncertain: string): TotalResult => ({
    value: null,
    cents: null,
    label: null,
    confidence: 0,
    evidence: null,
    signals: [],
    uncertain,
    readings,
    groups: [],
  });
  if (options.blocks.length > 1 && !options.selected) {
    return empty(
      `the quote offers ${options.blocks.length} options (${options.blocks.map((b) => b.name).join(' / ')}) and none is marked as chosen`,
    );
  }
  const written = writtenAmounts(model);
  const sums = arithmetic(model, readings);
  const lastTotal = readings.filter((r) => r.role === 'total' && r.tier >= 2 && !r.inTerms).at(-1)?.cents;
  // A single price with nothing larger beside it that is not a total is what the homeowner pays.
  const plain = readings.filter(
    (r) => (r.role === 'none' || r.role === 'total' || r.role === 'line') && r.cents >= MIN_TOTAL_CENTS && !r.inTerms,
  );
  const onlyValue = new Set(plain.map((r) => r.cents)).size === 1 ? plain[0]!.cents : null;
  const onlyPrice =
    onlyValue !== null &&
    !readings.some(
      (r) => r.cents > onlyValue && !plain.includes(r) && r.role !== 'financing' && r.role !== 'list' && !r.inTerms,
    )
      ? onlyValue
      : null;
  const writtenTotals = written.filter((w) => w.centsKnown && w.cents >= MIN_TOTAL_CENTS);
  const biggest = Math.max(
    0,
    ...readings
      .filter((r) => r.role !== 'list' && r.role !== 'financing' && r.role !== 'fee' && !r.inTerms)
      .map((r) => r.cents),
  );

  const candidates: Candidate<number>[] = readings
    .filter((r) => r.cents >= MIN_TOTAL_CENTS)
    .map((r) => ({
      value: r.cents,
      key: String(r.cents),
      signals: readingSignals(r),
      evidence: evidenceOf(r.line),
      readConfidence: r.confidence,
      place: { line: r.line, start: r.start, end: r.end },
    }));

  // From a photo, a figure whose decimal point was lost ("TOTAL $47291" for $472.91): where the page's sums
  // confirm the amount a hundredth its size, that amount is the candidate and the figure as read is none.
  const printed = (r: { line: Line; start: number; end: number }) => r.line.text.slice(r.start, r.end).trim();
  /** A figure printed as five or more digits alone: "$47291". */
  const bareDigits = (c: Candidate<number>) => Boolean(c.place) && /^\$?\s?\d{5,}$/.test(printed(c.place!));
  const confirmedBySums = (cents: number) =>
    (sums.expected !== null && near(cents, sums.expected)) ||
    sums.lineSums.some((sum) => near(cents, sum)) ||
    sums.deposits.some((d) => sums.balances.some((b) => near(d + b, cents)));
  const pointLost = model.ocr
    ? readings.filter(
        (r) =>
          r.cents >= MIN_TOTAL_CENTS * 100 &&
          /^\$\s?\d{4,}$/.test(printed(r)) &&
          !confirmedBySums(r.cents) &&
          confirmedBySums(r.cents / 100),
      )
    : [];
  for (const r of pointLost)
    candidates.push({
      value: r.cents / 100,
      key: String(r.cents / 100),
      signals: [...readingSignals(r), signal('pointRestored', printed(r))],
      evidence: evidenceOf(r.line),
      readConfidence: r.confidence,
      place: { line: r.line, start: r.start, end: r.end },
    });

  const valueSignals = (cents: number, found: Candidate<number>[]): Signal[] => {
    const s: Signal[] = [];
    if (pointLost.some((r) => r.cents === cents)) s.push(signal('pointLost', displayCents(cents / 100)));
    else if (model.ocr && !confirmedBySums(cents) && found.some(bareDigits)) s.push(signal('separatorsLost'));
    const words = inWords(written, cents);
    const addsUp = sums.expected !== null && near(cents, sums.expected);
    const linesAddUp = sums.lineSums.some((sum) => near(cents, sum)) && sums.biggestLine < cents;
    const depositBalance = sums.deposits.some((d) => sums.balances.some((b) => near(d + b, cents)));
    const share = sums.deposits.some((d) => sums.depositPercents.some((p) => Math.abs((cents * p) / 100 - d) <= 100));
    if (words) s.push(signal('amountInWords'));
    if (addsUp) s.push(signal('addsUp'));
    if (linesAddUp) s.push(signal('sumOfLines'));
    if (depositBalance) s.push(signal('depositPlusBalance'));
    if (share) s.push(signal('depositShare'));
    if (cents === biggest) s.push(signal('largestAmount'));
    if (cents === lastTotal) s.push(signal('lastTotal'));
    if (
      cents === onlyPrice &&
      !writtenTotals.some((w) => w.cents !== cents) &&
      found.some((f) => f.signals.every((x) => x.weight >= 0))
    )
      s.push(signal('onlyPrice'));
    if (!words && writtenTotals.length > 0) s.push(signal('wordsDisagree', displayCents(writtenTotals[0]!.cents)));
    // (Unless the deposit and balance or the subtotal and tax add up to it: then the bigger "line" is a misread or no price.)
    if (!words && !depositBalance && !addsUp && cents + sums.discountSum + ROUNDING < sums.biggestLine)
      s.push(signal('smallerThanALine', displayCents(sums.biggestLine)));
    // A total that contradicts the printed subtotal + tax: a misread digit, or not the total.
    const subtotalItself = found.some((f) => f.signals.some((x) => x.name === 'subtotalLabel'));
    if (sums.expected !== null && !addsUp && !subtotalItself && !words) {
      const off = Math.abs(cents - sums.expected) / Math.max(sums.expected, 1);
      // From a photo, a sum off by a digit or two is a misread figure; one off by anything else is a tax,
      // discount or subtotal line read poorly or not at all, which says nothing against this total.
      if (model.ocr ? digitSlip(cents, sums.expected) : off > 0.1)
        s.push(signal('breaksArithmetic', `subtotal + tax = ${displayCents(sums.expected)}`));
    }
    // The price before tax: another total-like amount is this one plus the printed tax ("Your price" + tax = "Total investment").
    if (sums.taxSum > 0 && readings.some((r) => r.role === 'total' && !r.inTerms && near(r.cents, cents + sums.taxSum)))
      s.push(signal('beforeTax', displayCents(cents + sums.taxSum)));
    const confirmed = words || addsUp || linesAddUp || depositBalance || found.length >= 2;
    if (model.ocr && !confirmed && Math.max(...found.map((f) => f.readConfidence)) < MIN_OCR_CONFIDENCE)
      s.push(signal('hardToRead'));
    // Item lines adding up to nearly the figure but not quite: a digit of one or the other was misread. (Lines
    // adding up to something far off are columns a photo mixed up, and say nothing about the total.)
    const nearly = sums.lineSums.some((sum) => sum / cents > 0.8 && sum / cents < 1.25);
    if (model.ocr && !confirmed && sums.lineCount >= 2 && nearly && !sums.lineSums.some((sum) => near(cents, sum)))
      s.push(signal('linesDisagree', displayCents(sums.lineSums[0]!)));
    return s;
  };

  const ranked = rank(candidates, { repeat: 'repeatedAmount', maxRepeats: 2, extra: valueSignals });
  // Amounts only written in words ("the sum of Ten thousand … dollars") are candidates too.
  for (const w of written) {
    if (!w.centsKnown || ranked.some((r) => r.value === w.cents)) continue;
    const line = model.lines.find((l) => findWrittenAmounts(l.text).length) ?? model.lines[0];
    if (!line) continue;
    const c: Candidate<number> = {
      value: w.cents,
      key: String(w.cents),
      signals: [],
      evidence: evidenceOf(line),
      readConfidence: line.confidence,
    };
    ranked.push(...rank([c], { extra: valueSignals }));
  }
  ranked.sort((a, b) => b.score - a.score);
  const decision = decide(ranked, { ...THRESHOLDS.totalCost, show: displayCents, what: 'total', doubt });
  if (decision.value === null) return { ...decision, value: null, cents: null, label: null, readings, groups: ranked };
  const cents = decision.value;
  const label = totalLabel(ranked[0]!);
  return { ...decision, value: centsToDecimal(cents), cents, label, readings, groups: ranked };
}
