import { describe, expect, it } from 'vitest';
import type { CompareResponse } from '@shared/compare.js';
import { compareQuotes } from './compare-quotes.js';
import { SUNCOAST } from './testing/sample-quotes.js';
import { storedQuote, TODAY } from './testing/stored-quote.js';

const cellsOf = (c: CompareResponse, id: string) => c.rows.find((r) => r.id === id)!.cells;
const EDITED_AT = '2026-11-20T09:30:00.000Z';
/** A quote that says nothing of its glass. */
const SILENT_GLASS = `Bayside Windows LLC
1200 Harbor Blvd, Sarasota, FL 34236
ESTIMATE
Job address: Sarasota, FL 34231
Qty  Description  Amount
8  Single hung window, vinyl, impact-resistant, DP +50/-50, FL# 12345  $8,800.00
TOTAL  $8,800.00`;

describe('the comparison uses what the homeowner changed and said, marked as theirs', () => {
  const edited = storedQuote(SUNCOAST, {
    id: 'suncoast-000000000001',
    changes: { totalCost: '9900.00', fieldEdits: { totalCost: { from: '10381.90', at: EDITED_AT } } },
  });
  const answered = storedQuote(SILENT_GLASS, {
    id: 'gulfbreeze-0000000001',
    answers: { lowEGas: true },
    changes: { answersGiven: { lowEGas: { text: 'Low-E with argon', at: EDITED_AT } } },
  });
  const c = compareQuotes([edited, answered], { today: TODAY });

  it('the total row shows the edited total, notes the change and does not cite the old printed total', () => {
    const [total] = cellsOf(c, 'total');
    expect(total!.value).toBe('$9,900.00');
    expect(total!.note).toMatch(/You changed this from \$10,381\.90 on 20 Nov 2026/);
    expect(total!.evidence ?? []).not.toContain('TOTAL $10,381.90');
    expect((total!.evidence ?? []).join(' ')).not.toMatch(/^TOTAL\s+\$10,381\.90/);
  });

  it('the price per opening and the pricing verdict cite the change, not the old total as the current one', () => {
    const [perOpening] = cellsOf(c, 'perOpening');
    const [verdict] = cellsOf(c, 'verdict:pricing');
    for (const cell of [perOpening!, verdict!]) {
      expect(cell.evidence?.[0]).toBe('You changed the total from $10,381.90 to $9,900.00 on 20 Nov 2026.');
      expect(cell.evidence ?? []).not.toContain('TOTAL $10,381.90');
    }
  });

  it('edited counts are the counts compared, with the note of the change', () => {
    const counted = storedQuote(SUNCOAST, {
      id: 'suncoast-000000000002',
      changes: {
        quantities: '9 windows, 0 doors',
        fieldEdits: { quantities: { from: '8 windows, 0 doors', at: EDITED_AT } },
      },
    });
    const [windows] = cellsOf(compareQuotes([counted, answered], { today: TODAY }), 'windows');
    expect(windows!.value).toBe('9');
    expect(windows!.note).toBe('You changed this from “8 windows, 0 doors” on 20 Nov 2026');
  });

  it('a verdict the answer decided carries "You said" in the comparison too', () => {
    const energy = cellsOf(c, 'verdict:energy')[1]!;
    expect(energy.evidence?.[0]).toBe('You said: Low-E with argon (20 Nov 2026)');
  });
});
