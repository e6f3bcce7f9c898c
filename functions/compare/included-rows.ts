/** The rows of what each price includes: removal, disposal, permits, finish, repairs and lead-safe work. */
import type { CompareRow } from '@shared/compare.js';
import type { QuoteProfile } from './quote-profile.js';
import type { ScopeItemId } from './scope-coverage.js';
import { evidenceOf, rowsOf } from './row-cells.js';

export const SCOPE_ITEM_LABELS: Record<ScopeItemId, string> = {
  removal: 'Removal of the old units',
  disposal: 'Disposal and haul-away',
  permits: 'Permits and inspection',
  finish: 'Trim and finish',
  repairs: 'Structural repairs (rot)',
  leadSafe: 'Lead-safe work (pre-1978 homes)',
};

const COVERAGE_TONE = {
  included: 'good',
  partial: 'average',
  missing: 'bad',
  unknown: 'unknown',
  not_needed: 'neutral',
} as const;

export function includedRows(profiles: QuoteProfile[]): CompareRow[] {
  const items: ScopeItemId[] = ['removal', 'disposal', 'permits', 'finish', 'repairs'];
  if (profiles.some((p) => p.pre1978 === true || p.scope.leadSafe.coverage === 'included')) items.push('leadSafe');
  return rowsOf(
    'included',
    profiles,
    items.map((id) => ({
      id: `included:${id}`,
      label: SCOPE_ITEM_LABELS[id],
      cell: (p) => {
        const item = p.scope[id];
        return { value: item.value, tone: COVERAGE_TONE[item.coverage], evidence: evidenceOf(item.evidence) };
      },
    })),
  );
}
