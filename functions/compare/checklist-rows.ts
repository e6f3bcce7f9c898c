/** The checklist rows: each item's verdict per quote, and the quality score. */
import { CATEGORIES, ratingLabel } from '@shared/checklist.js';
import type { CompareCell, CompareRow } from '@shared/compare.js';
import type { QuoteProfile } from './quote-profile.js';
import { evidenceOf, rowsOf, toneOf } from './row-cells.js';

function scoreCell(p: QuoteProfile): CompareCell {
  return p.score === null
    ? { value: 'Pending', tone: 'unknown' }
    : { value: `${p.score}/100`, tone: p.score >= 80 ? 'good' : p.score >= 60 ? 'average' : 'bad' };
}

export function checklistRows(profiles: QuoteProfile[]): CompareRow[] {
  return rowsOf('checklist', profiles, [
    ...CATEGORIES.map((category) => ({
      id: `verdict:${category.short}`,
      label: category.title,
      cell: (p: QuoteProfile): CompareCell => {
        const r = p.results.get(category.short);
        if (!r) return { value: 'Not analysed', tone: 'unknown' };
        return {
          value: r.status === 'not_applicable' ? 'Not applicable' : ratingLabel(r.status),
          tone: toneOf(r.status),
          evidence: evidenceOf(r.evidence),
        };
      },
    })),
    { id: 'score', label: 'Quality score', cell: scoreCell },
  ]);
}
