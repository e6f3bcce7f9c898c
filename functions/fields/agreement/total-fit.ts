/**
 * Whether a total fits the quote's own arithmetic: subtotal + tax − discounts, the subtotal and one more
 * printed amount (a tax, a fee or a discount line the amounts reader did not label), a deposit plus the
 * balance, a stated deposit share of the total printed as an amount. A quote that prints a subtotal or
 * a deposit and its balance refuses a total none of these reaches; one that prints neither says nothing
 * either way. The sum of the item lines is not used: optional lines, allowances and alternatives sit
 * among them too often for a total to be refused on their account.
 */
import type { DocumentModel } from '../../document/model.js';
import { readAmounts } from '../amounts.js';
import { findAmounts } from '../money.js';
import { findOptions } from '../options.js';
import { findSections } from '../sections.js';
import { arithmetic } from '../total-arithmetic.js';

/** Cents two readings of one sum may differ by (rounding of tax and percentages). */
const ROUNDING = 2;
/** What may stand between a subtotal and the total: tax, fees, discounts of at most this share. */
const MAX_ADDED_SHARE = 0.2;

/** true: the total fits; false: the quote's arithmetic gives other totals; null: the quote has no arithmetic. */
export type TotalFit = (cents: number) => boolean | null;

export function totalFit(model: DocumentModel): TotalFit {
  const readings = readAmounts(model, findOptions(model.lines), findSections(model));
  const sums = arithmetic(model, readings);
  const printed = [...new Set(model.lines.flatMap((l) => findAmounts(l.text).map((a) => a.cents)))];
  const near = (a: number, b: number) => Math.abs(a - b) <= ROUNDING;
  const isPrinted = (cents: number) => printed.some((p) => near(p, cents));
  const subtotals = [...new Set(readings.filter((r) => r.role === 'subtotal' && r.cents > 0).map((r) => r.cents))];
  const depositAndBalance = sums.deposits.flatMap((d) => sums.balances.map((b) => d + b));
  const checkable = subtotals.length > 0 || depositAndBalance.length > 0;
  return (cents) => {
    if (sums.expected !== null && near(sums.expected, cents)) return true;
    if (depositAndBalance.some((t) => near(t, cents))) return true;
    if (sums.depositPercents.some((p) => isPrinted(Math.round((cents * p) / 100)))) return true;
    for (const s of subtotals) {
      const added = Math.abs(cents - s);
      if (added > ROUNDING && added <= s * MAX_ADDED_SHARE && isPrinted(added)) return true;
      // The subtotal is the total only when nothing printed above it adds up from it.
      const above = printed.some((t) => t > s + ROUNDING && t - s <= s * MAX_ADDED_SHARE && isPrinted(t - s));
      if (near(cents, s) && !above) return true;
    }
    return checkable ? false : null;
  };
}
