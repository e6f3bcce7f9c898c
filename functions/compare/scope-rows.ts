/** The scope rows: how many windows and doors, of which kinds, and the install method. */
import type { CompareCell, CompareRow } from '@shared/compare.js';
import type { QuoteProfile } from './quote-profile.js';
import { editNote } from './edit-notes.js';
import { evidenceOf, NOT_STATED, rowsOf } from './row-cells.js';

function countCell(p: QuoteProfile, n: number | null): CompareCell {
  const note = editNote(p.record, 'quantities');
  return n === null
    ? { ...NOT_STATED, value: 'Not stated', ...(note ? { note } : {}) }
    : { value: String(n), tone: 'neutral', ...(note ? { note } : {}) };
}

function kindCountCell(p: QuoteProfile, key: string): CompareCell {
  const c = p.counts.find((x) => x.key === key);
  return c
    ? { value: String(c.quantity), tone: 'neutral', evidence: evidenceOf(c.evidence) }
    : { value: '0', tone: 'neutral' };
}

function installCell(p: QuoteProfile): CompareCell {
  return p.install
    ? {
        value: p.install === 'insert' ? 'Insert (retrofit)' : 'Full-frame',
        tone: 'neutral',
        evidence: evidenceOf(p.installEvidence),
      }
    : { ...NOT_STATED };
}

export function scopeRows(profiles: QuoteProfile[]): CompareRow[] {
  // A row per kind of unit any quote itemises, windows first.
  const keys = new Map<string, string>();
  for (const kind of ['window', 'door'] as const) {
    for (const p of profiles)
      for (const c of p.counts) if (c.kind === kind && !keys.has(c.key)) keys.set(c.key, c.label);
  }
  return rowsOf('scope', profiles, [
    { id: 'windows', label: 'Windows', cell: (p) => countCell(p, p.windows) },
    { id: 'doors', label: 'Doors', cell: (p) => countCell(p, p.doors) },
    ...[...keys].map(([key, label]) => ({
      id: `count:${key}`,
      label,
      cell: (p: QuoteProfile) => kindCountCell(p, key),
    })),
    { id: 'install', label: 'Install method', cell: installCell },
  ]);
}
