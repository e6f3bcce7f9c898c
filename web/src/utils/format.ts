/** Display formatting for money, numbers and dates. Pure, locale fixed to en-US. */

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollarsTwoDecimals = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const dollarsWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Reads an amount typed or stored as text ("$12,450.00", "12450"); null when it is not a number. */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!cleaned || !/^-?\d*\.?\d+$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return Number.isFinite(amount) ? amount : null;
}

/** 12345 → "12,345". */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** Dollars with thousands separators and always two decimals: 1234.5 → "$1,234.50". */
export function formatDollars(value: string | number | null | undefined, fallback = 'N/A'): string {
  const amount = parseAmount(value);
  return amount === null ? fallback : dollarsTwoDecimals.format(amount);
}

/** Cents as dollars with two decimals: 1050 → "$10.50". */
export function formatCents(cents: number | null | undefined, fallback = 'N/A'): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return fallback;
  return dollarsTwoDecimals.format(cents / 100);
}

/**
 * A quote's price with thousands separators, cents only when there are any:
 * "12450" → "$12,450", "12450.5" → "$12,450.50".
 */
export function formatPrice(value: string | number | null | undefined, fallback = 'N/A'): string {
  const amount = parseAmount(value);
  if (amount === null) return fallback;
  return Number.isInteger(amount) ? dollarsWhole.format(amount) : dollarsTwoDecimals.format(amount);
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
