/** Display formatting for money, numbers and dates. Pure, locale fixed to en-US. */
import { displayDollars, parseAmount } from '@shared/money';
import { quantitiesText } from '@shared/text';

export { parseAmount };

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 12345 → "12,345". */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** Dollars with thousands separators and always two decimals: 1234.5 → "$1,234.50". */
export function formatDollars(value: string | number | null | undefined, fallback = 'N/A'): string {
  const amount = parseAmount(value);
  return amount === null ? fallback : displayDollars(amount);
}

/** Cents as dollars with two decimals: 1050 → "$10.50". */
export function formatCents(cents: number | null | undefined, fallback = 'N/A'): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return fallback;
  return displayDollars(cents / 100);
}

/**
 * A quote's price with thousands separators, cents only when there are any:
 * "12450" → "$12,450", "12450.5" → "$12,450.50".
 */
export function formatPrice(value: string | number | null | undefined, fallback = 'N/A'): string {
  const amount = parseAmount(value);
  return amount === null ? fallback : displayDollars(amount, 'when-any');
}

/** A short date in the reader's time zone: "Nov 22, 2026". Invalid input gives the fallback. */
export function formatShortDate(value: string | number | Date | null | undefined, fallback = ''): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * How long ago a moment was, in words: "just now", "5 minutes ago", "yesterday", "3 months ago".
 * Invalid input gives the fallback.
 */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  now: number = Date.now(),
  fallback = '',
): string {
  if (value === null || value === undefined || value === '') return fallback;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return fallback;
  let amount = (time - now) / 1000;
  if (Math.abs(amount) < 45) return 'just now';
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return fallback;
}

/** Stored quantities as a homeowner reads them: "12 windows, 1 doors" (as older quotes were saved) → "12 windows, 1 door". */
export function formatQuantities(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const counts = /^\s*(\d+)\s+windows?,\s*(\d+)\s+doors?\s*$/i.exec(value);
  return counts ? quantitiesText(Number(counts[1]), Number(counts[2])) : value;
}
