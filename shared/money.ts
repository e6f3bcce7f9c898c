/**
 * Money as the app reads and shows it: amounts typed or stored as text ("$12,450.00", "12450") read as
 * numbers, and dollars shown in en-US with Intl.NumberFormat ("$12,450.00", "$12,450"). The functions
 * and the web use the same code, so a figure reads the same in the chat, the checklist and the page.
 */

/** How a formatted amount shows its cents: always ("$12,450.00"), only when there are any ("$12,450"), or never (rounded to the dollar). */
export type CentsShown = 'always' | 'when-any' | 'never';

const USD = { style: 'currency', currency: 'USD' } as const;
/**
 * The formatters are made on first use: making one loads the locale data (about 15 ms the first time in
 * a fresh Node process), which a module that only imports this one, for parsing, should not pay.
 */
let formats: { withCents: Intl.NumberFormat; wholeDollars: Intl.NumberFormat } | undefined;
function usd() {
  return (formats ??= {
    withCents: new Intl.NumberFormat('en-US', { ...USD, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    wholeDollars: new Intl.NumberFormat('en-US', { ...USD, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  });
}

/**
 * Dollars with thousands separators: 12450.5 → "$12,450.50"; with `'when-any'` 12450 → "$12,450" and
 * 12450.5 → "$12,450.50"; with `'never'` rounded to the dollar (halves up), 12450.5 → "$12,451".
 * A negative amount reads "-$500.00".
 */
export function displayDollars(dollars: number, cents: CentsShown = 'always'): string {
  const { withCents, wholeDollars } = usd();
  if (cents === 'never') return wholeDollars.format(Math.round(dollars));
  if (cents === 'when-any' && Number.isInteger(dollars)) return wholeDollars.format(dollars);
  return withCents.format(dollars);
}

/**
 * The same from cents: 1248050 → "$12,480.50". With cents always shown, the amount is first rounded to
 * the cent ("-" before the dollar sign when it is negative).
 */
export function displayCents(cents: number, shown: CentsShown = 'always'): string {
  if (shown !== 'always') return displayDollars(cents / 100, shown);
  const text = usd().withCents.format(Math.round(Math.abs(cents)) / 100);
  return cents < 0 ? `-${text}` : text;
}

/** "12480.50": cents as the plain decimal text a quote's total is stored as (no "$", no separators). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount typed or stored as text: "$12,450.00" → 12450, " 99.5 " → 99.5, "-20" → -20 (dollar signs,
 * thousands separators and spaces are dropped); a finite number as it is. Null when it is not an amount.
 */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!cleaned || !/^-?\d*\.?\d+$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return Number.isFinite(amount) ? amount : null;
}

/** The same in whole cents: "$12,450.50" → 1245050; null when it is not an amount. */
export function parseCents(value: string | number | null | undefined): number | null {
  const amount = parseAmount(value);
  return amount === null ? null : Math.round(amount * 100);
}
