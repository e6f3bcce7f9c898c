import type { QuoteFields } from '../fields/quote-fields.js';

/** Quote types the product checks today (spec section 1); the rest are "coming soon". */
export const SUPPORTED_QUOTE_TYPES = ['windows', 'doors', 'windows_doors'] as const;

const COMING_SOON_NAMES: Record<string, string> = {
  roofing: 'Roofing',
  hvac: 'HVAC',
  plumbing: 'Plumbing',
};

/** The homeowner's file is a quote we do not check (yet), or not a quote: not worth a retry, and no credit is spent. */
export class UnsupportedQuoteError extends Error {
  override name = 'UnsupportedQuoteError';
}

/** Throws with a message for the homeowner when the document is not a windows or doors quote. */
export function assertSupportedQuote(fields: Pick<QuoteFields, 'isQuote' | 'quoteType'>): void {
  if (!fields.isQuote || !fields.quoteType) {
    throw new UnsupportedQuoteError(
      'This document does not look like a contractor quote. QuoteCheck checks windows and doors replacement quotes: please upload the quote itself.',
    );
  }
  if ((SUPPORTED_QUOTE_TYPES as readonly string[]).includes(fields.quoteType)) return;
  const name = COMING_SOON_NAMES[fields.quoteType];
  throw new UnsupportedQuoteError(
    name
      ? `${name} quotes are coming soon. QuoteCheck checks windows and doors quotes today; no credit was used.`
      : 'This quote is not for windows or doors. Other kinds of quotes are coming soon; no credit was used.',
  );
}
