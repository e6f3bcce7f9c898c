import type { QuoteFacts } from '../types.js';

/**
 * The quote's window and door counts (read, or summed from its priced lines) and its price per
 * unit before sales tax; what every price answer, in any language, rests on.
 */
export function unitPrice(facts: QuoteFacts): {
  windows: number | null;
  doors: number | null;
  units: number;
  perUnitCents: number | null;
} {
  const sum = (kind: 'window' | 'door') =>
    facts.units.filter((u) => u.kind === kind).reduce((n, u) => n + u.quantity, 0) || null;
  const windows = facts.windows ?? sum('window');
  const doors = facts.doors ?? sum('door');
  const units = (windows ?? 0) + (doors ?? 0);
  const perUnitCents = facts.totalCents !== null && units > 0 ? (facts.totalCents - facts.salesTaxCents) / units : null;
  return { windows, doors, units, perUnitCents };
}
