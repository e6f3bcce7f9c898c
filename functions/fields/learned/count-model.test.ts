import { describe, expect, it } from 'vitest';
import { syntheticDoc } from '../synthetic-doc.js';
import type { CountCandidate } from './count-candidates.js';
import { decideCounts } from './count-model.js';

const doc = syntheticDoc(`
9  vinyl double-hungs, white, Low-E         Front of house
3  vinyl two-lite sliders, white            Family room
3  vinyl casements, white                   Kitchen
15  windows
1  fiberglass entry door                    Front`);

function item(index: number, kind: 'window' | 'door', qty: number): CountCandidate {
  return { source: 'item', line: doc.lines[index]!, kind, qty, how: 'leading', rule: null };
}

const WINDOW = [0.01, 0.98, 0.01];
const DOOR = [0.01, 0.01, 0.98];

describe('decideCounts', () => {
  it('counts a line restating the other unit lines of its kind once', () => {
    const candidates = [item(0, 'window', 9), item(1, 'window', 3), item(2, 'window', 3), item(3, 'window', 15)];
    const r = decideCounts([...candidates, item(4, 'door', 1)], [WINDOW, WINDOW, WINDOW, WINDOW, DOOR]);
    expect([r.windows, r.doors]).toEqual([15, 1]);
    expect(r.units.filter((u) => u.kind === 'window').map((u) => u.qty)).toEqual([9, 3, 3]);
  });

  it('adds up unit lines that do not restate one another', () => {
    const candidates = [item(0, 'window', 9), item(1, 'window', 3), item(2, 'window', 3), item(4, 'door', 1)];
    const r = decideCounts(candidates, [WINDOW, WINDOW, WINDOW, DOOR]);
    expect([r.windows, r.doors]).toEqual([15, 1]);
  });

  it('keeps a row whose quantity happens to be the sum of the others', () => {
    const r = decideCounts(
      [item(0, 'window', 9), item(1, 'window', 3), item(2, 'window', 3), item(4, 'door', 1)].concat([]),
      [WINDOW, WINDOW, WINDOW, DOOR],
    );
    expect(r.windows).toBe(15);
    const rows = syntheticDoc(`
3 double hungs upstairs (bedrooms)  @ $745.00  $2,235.00
2 double hungs downstairs @ $775.00  $1,550.00
1 kitchen slider over the sink  @ $745.00  $745.00`);
    const own = (i: number, qty: number): CountCandidate => ({ ...item(0, 'window', qty), line: rows.lines[i]! });
    expect(decideCounts([own(0, 3), own(1, 2), own(2, 1)], [WINDOW, WINDOW, WINDOW]).windows).toBe(6);
  });

  it('keeps two lines of the same quantity: two rows, not a row and its total', () => {
    const r = decideCounts([item(1, 'window', 3), item(2, 'window', 3)], [WINDOW, WINDOW]);
    expect(r.windows).toBe(6);
  });

  it('counts a list printed twice (scope, then prices) once', () => {
    const twice = syntheticDoc(`
(6) Single Hung Window
(1) Impact Entry Door
Laminated impact glass, argon-filled, full screens.
Single Hung Window (6)              $4,200.00
Impact Entry Door (1)               $2,900.00`);
    const at = (i: number, kind: 'window' | 'door', qty: number): CountCandidate => ({
      source: 'item',
      line: twice.lines[i]!,
      kind,
      qty,
      how: 'paren',
      rule: null,
    });
    const r = decideCounts(
      [at(0, 'window', 6), at(1, 'door', 1), at(3, 'window', 6), at(4, 'door', 1)],
      [WINDOW, DOOR, WINDOW, DOOR],
    );
    expect([r.windows, r.doors]).toEqual([6, 1]);
  });

  it('adds up two floors listing the same units: not one list printed twice when the names differ', () => {
    const floors = syntheticDoc(`
First floor: (2) Double Hung Window
First floor: (1) Patio Door
Second floor: (2) Casement Window
Second floor: (1) French Door`);
    const at = (i: number, kind: 'window' | 'door', qty: number): CountCandidate => ({
      source: 'item',
      line: floors.lines[i]!,
      kind,
      qty,
      how: 'paren',
      rule: null,
    });
    const r = decideCounts(
      [at(0, 'window', 2), at(1, 'door', 1), at(2, 'window', 2), at(3, 'door', 1)],
      [WINDOW, DOOR, WINDOW, DOOR],
    );
    expect([r.windows, r.doors]).toEqual([4, 2]);
  });

  it('counts two lists printed side by side once', () => {
    const beside = syntheticDoc(`
SCOPE                                             PRICING
                                                  Single Hung Window (6)        $4,200.00
(6) Single Hung Window
                                                  Impact Entry Door (1)         $2,900.00
(1) Impact Entry Door`);
    const at = (i: number, kind: 'window' | 'door', qty: number): CountCandidate => ({
      source: 'item',
      line: beside.lines[i]!,
      kind,
      qty,
      how: 'paren',
      rule: null,
    });
    const r = decideCounts(
      [at(1, 'window', 6), at(2, 'window', 6), at(3, 'door', 1), at(4, 'door', 1)],
      [WINDOW, WINDOW, DOOR, DOOR],
    );
    expect([r.windows, r.doors]).toEqual([6, 1]);
  });
});
