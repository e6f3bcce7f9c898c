/**
 * The price rows: the total, the price per opening before tax, and the price per window and per door,
 * each set against the local fair range the pricing item uses.
 */
import type { CompareCell, CompareRow, CompareTone } from '@shared/compare.js';
import { displayCents, displayDollars } from '@shared/money.js';
import { editNote } from './edit-notes.js';
import type { PriceBandPerUnit, QuoteProfile } from './quote-profile.js';
import { evidenceOf, NOT_STATED, rowsOf, toneOf } from './row-cells.js';

function rangeNote(band: PriceBandPerUnit, p: QuoteProfile): string {
  return `Fair range ${displayDollars(band.low, 'never')}–${displayDollars(band.high, 'never')} (typical ${displayDollars(band.typical, 'never')}) in ${p.stateName ?? 'your area'}`;
}

/** A price per unit against its fair band: within it good, above it average (bad past the pricing item's "poor" ratio), below it a question. */
function bandTone(perUnit: number, band: PriceBandPerUnit, p: QuoteProfile): CompareTone {
  const { averageMax } = p.ctx.knowledge.pricing.thresholds;
  if (perUnit > band.typical * averageMax) return 'bad';
  if (perUnit > band.high) return 'average';
  if (perUnit < band.low) return 'average';
  return 'good';
}

/**
 * The price of the windows (or doors) of a quote. A windows-only quote's is its price per opening; a
 * quote with both gives one price for all, so it is split in proportion to the typical local prices.
 */
function kindPrice(p: QuoteProfile, kind: 'window' | 'door'): { perUnit: number; split: boolean } | null {
  const band = kind === 'window' ? p.windowBand : p.doorBand;
  const other = kind === 'window' ? p.doorBand : p.windowBand;
  if (!band || p.comparableCents === null) return null;
  const dollarsBeforeTax = p.comparableCents / 100;
  if (!other) return { perUnit: dollarsBeforeTax / band.units, split: false };
  const share = (band.typical * band.units) / (band.typical * band.units + other.typical * other.units);
  return { perUnit: (dollarsBeforeTax * share) / band.units, split: true };
}

function totalCell(p: QuoteProfile): CompareCell {
  const notes = [
    p.salesTaxCents ? `Includes ${displayCents(p.salesTaxCents)} sales tax` : undefined,
    editNote(p.record, 'totalCost'),
  ];
  const note = notes.filter(Boolean).join('. ') || undefined;
  return p.totalCents === null
    ? { ...NOT_STATED, value: 'Not shown', evidence: evidenceOf(p.results.get('pricing')?.evidence) }
    : { value: displayCents(p.totalCents), note, tone: 'neutral', evidence: evidenceOf(p.totalEvidence) };
}

function perOpeningCell(p: QuoteProfile): CompareCell {
  const pricing = p.results.get('pricing');
  if (p.comparableCents === null || !p.openings || !p.estimate)
    return {
      ...NOT_STATED,
      value: p.comparableCents === null ? 'No total' : 'Counts unknown',
      evidence: evidenceOf(pricing?.evidence),
    };
  const n = p.estimate.openings;
  const band = { low: p.estimate.low / n, typical: p.estimate.typical / n, high: p.estimate.high / n, units: n };
  return {
    value: displayDollars(p.comparableCents / 100 / p.openings, 'never'),
    note: rangeNote(band, p),
    tone: toneOf(pricing?.status),
    evidence: evidenceOf(pricing?.evidence),
  };
}

function kindCell(p: QuoteProfile, kind: 'window' | 'door'): CompareCell {
  const band = kind === 'window' ? p.windowBand : p.doorBand;
  if (!band) return { value: `No ${kind}s`, tone: 'neutral' };
  const price = kindPrice(p, kind);
  if (!price) return { ...NOT_STATED, value: 'No total', note: rangeNote(band, p) };
  return {
    value: `${price.split ? '≈ ' : ''}${displayDollars(price.perUnit, 'never')}`,
    note: `${rangeNote(band, p)}${price.split ? '; one price for windows and doors, split by typical prices' : ''}`,
    tone: bandTone(price.perUnit, band, p),
    evidence: evidenceOf(p.counts.filter((c) => c.kind === kind).flatMap((c) => c.evidence)),
  };
}

export function priceRows(profiles: QuoteProfile[]): CompareRow[] {
  // A row per kind of unit that some quote prices.
  const kinds = (['window', 'door'] as const).filter((kind) =>
    profiles.some((p) => (kind === 'window' ? p.windowBand : p.doorBand)),
  );
  return rowsOf('price', profiles, [
    { id: 'total', label: 'Total price', cell: totalCell },
    { id: 'perOpening', label: 'Price per opening (before tax)', cell: perOpeningCell },
    ...kinds.map((kind) => ({
      id: kind === 'window' ? 'perWindow' : 'perDoor',
      label: kind === 'window' ? 'Price per window' : 'Price per door',
      cell: (p: QuoteProfile) => kindCell(p, kind),
    })),
  ]);
}
