/**
 * Facts every rule shares: where the job is (state, regional price factor, hurricane tier, ENERGY STAR
 * zone), the total and the sales tax in it, the counts and the units to price.
 */
import { parseAmount } from '@shared/money.js';
import { STATE_AND_ZIP } from '@shared/zip.js';
import { locate } from '../location.js';
import type { QuoteFacts, QuoteInput } from '../types.js';
import { QuoteText } from './quote-text.js';
import { parseQuantities, pricedUnits } from './units.js';

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+\.\d{2})`;
const TAX_LINE = new RegExp(
  String.raw`\b(?:sales\s+)?tax\b\s*(?:\(\s*[\d.]+\s*%[^)]{0,20}?\s*)?[^$\d%]{0,12}\$?\s?${AMOUNT}`,
  'i',
);
const TAX_INCLUDED = new RegExp(String.raw`\$\s?${AMOUNT}\s+(?:in\s+)?(?:sales\s+)?tax\b`, 'i');

/** How the units go in: full-frame (tear-out to the rough opening) or insert (retrofit into the old frame). */
export const FULL_FRAME_INSTALL =
  /\bfull[-\s]frame\b|\btear[-\s]out\b|\bnew[-\s]construction\b|\bto the studs\b|\brough opening\b/i;
export const INSERT_INSTALL = /\binsert\b|\bpocket\b|\bretrofit\b/i;

/** A positive amount as stored or printed ("4250.00", "$12,480.50") in cents; null when there is none. */
export function toCents(amount: string | null | undefined): number | null {
  const value = parseAmount(amount);
  return value !== null && value > 0 ? Math.round(value * 100) : null;
}

/** Sales tax printed in the quote, in cents; 0 when none (or when the figure is implausible). */
export function salesTaxCents(text: QuoteText, totalCents: number | null): number {
  for (const re of [TAX_INCLUDED, TAX_LINE]) {
    for (const m of text.matches(re)) {
      if (/\b(?:no|exempt|not\s+included)\b/i.test(m.text)) continue;
      const cents = toCents(m.groups[0]);
      if (cents && totalCents && cents < totalCents * 0.2) return cents;
    }
  }
  return 0;
}

function statedState(projectAddress: string | null): string | null {
  // "Sarasota, FL 34231", or "Pittsburgh, PA" when the ZIP could not be read.
  const text = projectAddress ?? '';
  return STATE_AND_ZIP.exec(text)?.[1] ?? /,\s*([A-Z]{2})\s*$/.exec(text)?.[1] ?? null;
}

export function readFacts(input: QuoteInput, text = new QuoteText(input.text)): QuoteFacts {
  const totalCents = toCents(input.fields.totalCost);
  const counts = parseQuantities(input.fields.quantities);
  return {
    location: locate(input.fields.zipCode, statedState(input.fields.projectAddress)),
    totalCents,
    salesTaxCents: salesTaxCents(text, totalCents),
    windows: counts.windows,
    doors: counts.doors,
    units: pricedUnits(input.items, counts, text),
    countsConfirmed: counts.windows !== null && counts.doors !== null,
    install: text.has(FULL_FRAME_INSTALL) ? 'full_frame' : text.has(INSERT_INSTALL) ? 'insert' : null,
    lines: text.lines,
  };
}
