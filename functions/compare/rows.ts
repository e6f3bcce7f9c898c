/**
 * The comparison table: one row per fact, one cell per quote. Prices are set against the local fair
 * range the pricing item uses; the scope, product and terms rows show what each quote states, with the
 * checklist item's rating as the cell's tone and the quote lines as its evidence.
 */
import type { CompareRow } from '@shared/compare.js';
import { checklistRows } from './checklist-rows.js';
import { includedRows } from './included-rows.js';
import { priceRows } from './price-rows.js';
import { productRows } from './product-rows.js';
import type { QuoteProfile } from './quote-profile.js';
import { scopeRows } from './scope-rows.js';
import { termsRows } from './terms-rows.js';

export function compareRows(profiles: QuoteProfile[]): CompareRow[] {
  return [
    ...priceRows(profiles),
    ...scopeRows(profiles),
    ...productRows(profiles),
    ...includedRows(profiles),
    ...termsRows(profiles),
    ...checklistRows(profiles),
  ];
}
