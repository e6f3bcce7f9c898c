/**
 * What a quote's own figures say about its total: the amounts it writes out in words, and its
 * arithmetic (subtotal + tax − discounts, the sum of the item lines, deposits, balances and the deposit
 * share it states), for the total's candidates to be checked against.
 */
import type { DocumentModel } from '../document/model.js';
import type { AmountReading } from './amounts.js';
import { findWrittenAmounts, type WrittenAmount } from './money.js';

/** Sales tax above this share of the subtotal is not a tax line. */
const MAX_TAX_SHARE = 0.2;

/** Amounts written in words anywhere; they run over line breaks, so lines are read in pairs. */
export function writtenAmounts(model: DocumentModel): WrittenAmount[] {
  const found = new Map<string, WrittenAmount>();
  model.lines.forEach((l, i) => {
    const next = model.lines[i + 1];
    const joined = next && next.page === l.page ? `${l.text} ${next.text}` : l.text;
    for (const w of findWrittenAmounts(joined)) found.set(`${w.cents}|${w.centsKnown}`, w);
  });
  return [...found.values()];
}

/** Does an amount in figures say the same as one written in words (dollars only when the cents were unreadable)? */
export function inWords(written: WrittenAmount[], cents: number): boolean {
  return written.some((w) =>
    w.centsKnown ? w.cents === cents : cents % 100 === 0 && Math.floor(w.cents / 100) === cents / 100,
  );
}

export interface Arithmetic {
  /** subtotal + tax − discounts, when a subtotal is printed. */
  expected: number | null;
  /** The item lines, alone and with the printed tax and discounts. */
  lineSums: number[];
  /** How many lines carry an item amount. */
  lineCount: number;
  biggestLine: number;
  discountSum: number;
  /** The printed sales tax. */
  taxSum: number;
  deposits: number[];
  balances: number[];
  /** Deposit percentages stated in the text ("50% deposit"). */
  depositPercents: number[];
}

export function arithmetic(model: DocumentModel, readings: AmountReading[]): Arithmetic {
  // The subtotal the tax is added to: a plain "Subtotal" if there is one; several section or material
  // subtotals ("Materials subtotal", "Labor subtotal") with no plain one say nothing about the total.
  const subtotals = readings.filter((r) => r.role === 'subtotal' && r.cents > 0 && !r.inTerms);
  // ("Subtotal, dining room" is a section's: the line says what it sums.)
  const plainSubtotal = subtotals.filter(
    (r) =>
      /^\W*sub[\s-]?total\W*$/i.test(r.label) &&
      /^\W*sub[\s-]?total\W*$/i.test(r.line.text.replace(/[-−–(]?\$?\s?\d[\d,]*(?:\.\d{2})?\)?/g, ' ')),
  );
  const subtotal =
    plainSubtotal.at(-1) ?? (new Set(subtotals.map((r) => r.cents)).size === 1 ? subtotals[0] : undefined);
  const taxes = readings.filter(
    (r) => r.role === 'tax' && r.cents > 0 && !r.inTerms && r.cents < (subtotal?.cents ?? Infinity) * MAX_TAX_SHARE,
  );
  // Negative amounts take off the price, except payments already received ("Payments/Credits -$800").
  const discounts = readings.filter(
    (r) => (r.role === 'discount' || (r.negative && r.role !== 'tax' && r.role !== 'deposit')) && !r.inTerms,
  );
  const taxSum = [...new Set(taxes.map((t) => t.cents))].reduce((a, c) => a + c, 0);
  const discountSum = [...new Set(discounts.map((d) => Math.abs(d.cents)))].reduce((a, c) => a + c, 0);
  // Item lines: the biggest plain or line-column amount of each line that is not a total or fine print.
  const perLine = new Map<number, number>();
  for (const r of readings) {
    if ((r.role !== 'none' && r.role !== 'line') || r.cents <= 0 || r.inTerms) continue;
    perLine.set(r.line.index, Math.max(perLine.get(r.line.index) ?? 0, r.cents));
  }
  const lineSum = [...perLine.values()].reduce((a, b) => a + b, 0);
  const text = model.lines.map((l) => l.text).join('\n');
  const depositPercents = [
    ...[
      ...text.matchAll(
        /\b(\d{1,2}(?:\.\d+)?)\s?%\s*(?:deposit|down|due\s+(?:at|upon|on)\s+(?:signing|acceptance|order))/gi,
      ),
    ].map((m) => Number(m[1])),
    ...[...text.matchAll(/\b(?:1\/3|one[-\s]third)\s+(?:deposit|down|at\s+signing|due)/gi)].map(() => 100 / 3),
    ...[...text.matchAll(/\b(?:half|1\/2)\s+(?:deposit|down|up[-\s]?front|at\s+signing)/gi)].map(() => 50),
  ];
  return {
    taxSum,
    expected: subtotal ? subtotal.cents + taxSum - discountSum : null,
    lineSums: lineSum > 0 ? [lineSum, lineSum + taxSum - discountSum] : [],
    lineCount: perLine.size,
    biggestLine: Math.max(0, ...perLine.values()),
    discountSum,
    deposits: readings.filter((r) => r.role === 'deposit' && r.cents > 0).map((r) => r.cents),
    balances: readings.filter((r) => r.role === 'balance' && r.cents > 0).map((r) => r.cents),
    depositPercents,
  };
}
