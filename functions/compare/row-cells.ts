/** What every row of the comparison table is made of: one cell per quote, its tone and its evidence. */
import type { CompareCell, CompareRow, CompareRowGroup, CompareTone } from '@shared/compare.js';
import type { QuoteProfile } from './quote-profile.js';

/** A row of the table: its id and label, and the cell each quote gets. */
export interface RowSpec {
  id: string;
  label: string;
  cell: (p: QuoteProfile) => CompareCell;
}

export function toneOf(status: string | undefined): CompareTone {
  switch (status) {
    case 'good':
      return 'good';
    case 'average':
      return 'average';
    case 'bad':
      return 'bad';
    case 'not_applicable':
      return 'neutral';
    default:
      return 'unknown';
  }
}

export const NOT_STATED: Omit<CompareCell, 'evidence'> = { value: 'Not stated', tone: 'unknown' };

export function evidenceOf(lines: string[] | undefined): string[] | undefined {
  const kept = (lines ?? []).filter(Boolean).slice(0, 3);
  return kept.length ? kept : undefined;
}

/** The rows of one group, in order, each with its cells for the quotes; a row differs when its cells do. */
export function rowsOf(group: CompareRowGroup, profiles: QuoteProfile[], specs: RowSpec[]): CompareRow[] {
  return specs.map(({ id, label, cell }) => {
    const cells = profiles.map(cell);
    const values = cells.map((c) => `${c.value}|${c.note ?? ''}`);
    return { id, group, label, cells, differs: new Set(values).size > 1 };
  });
}
