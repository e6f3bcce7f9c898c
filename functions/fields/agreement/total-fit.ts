/**
 * Whether a total fits the quote's own arithmetic: subtotal + tax − discounts, a deposit plus the
 * balance, a stated deposit share of the total. A quote that prints none of these says nothing either
 * way. The sum of the item lines is not used: optional lines, allowances and alternatives sit among
 * them too often for a total to be refused on their account.
 */
import type { DocumentModel } from '../../document/model.js';
import { readAmounts } from '../amounts.js';
import { findOptions } from '../options.js';
import { findSections } from '../sections.js';
import { arithmetic } from '../total-arithmetic.js';

/** Cents two readings of one sum may differ by (rounding of tax and percentages). */
const ROUNDING = 2;

/** true: the total fits; false: the quote's arithmetic gives other totals; null: the quote has no arithmetic. */
export type TotalFit = (cents: number) => boolean | null;

export function totalFit(model: DocumentModel): TotalFit {
  const sums = arithmetic(model, readAmounts(model, findOptions(model.lines), findSections(model)));
  const totals = [
    ...(sums.expected !== null ? [sums.expected] : []),
    ...sums.deposits.flatMap((d) => sums.balances.map((b) => d + b)),
  ];
  const shares = sums.depositPercents.flatMap((p) => sums.deposits.map((d) => ({ p, d })));
  if (!totals.length && !shares.length) return () => null;
  return (cents) =>
    totals.some((t) => Math.abs(t - cents) <= ROUNDING) ||
    shares.some(({ p, d }) => Math.abs((cents * p) / 100 - d) <= Math.max(ROUNDING, cents * 0.005));
}
