/**
 * Units said twice count once: the unit lines the count model picked, checked against each other by
 * arithmetic before they are added up.
 *   - a line restating the others of its kind ("15 windows" under rows of 9, 3 and 3);
 *   - a list printed twice ("(6) Single Hung Window", "(1) Entry Door" in the scope, then "Single Hung
 *     Window (6)", "Entry Door (1)" in the price list, after it or beside it): the units of one list
 *     each have a twin in the other, same kind, quantity and name.
 */
import type { UnitLine } from '../unit-line.js';

/** A line naming units by no more than their kind: "15 windows", "Total: 12 windows", "Qty 3 doors". */
const GENERAL_LINE =
  /^[\s\d.,:#×x()\-–—]*(?:(?:total|sub-?total|qty|quantity|all|new|replacement|windows?|doors?|units?|openings?|pcs|ea)\b[\s\d.,:#×x()\-–—]*)+$/i;

/**
 * The unit line that restates the others of its kind: its quantity is the sum of at least two other
 * unit lines, and it names them by their kind alone ("3 double hungs" beside "2 double hungs" and "1
 * slider" is a row of its own).
 */
export function restatement(units: UnitLine[]): UnitLine | null {
  if (units.length < 3) return null;
  const sum = units.reduce((n, u) => n + u.qty, 0);
  return units.find((u) => u.qty > 1 && sum - u.qty === u.qty && GENERAL_LINE.test(u.line.text)) ?? null;
}

/** A line's letters alone, lower case, single-spaced: "(6) Single Hung Window" is "single hung window". */
function letters(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

function sameUnits(a: UnitLine, b: UnitLine): boolean {
  if (a.kind !== b.kind || a.qty !== b.qty) return false;
  // A line led by its count ("(6) Single Hung Window") has no name apart from its text.
  const name = (u: UnitLine) => (letters(u.name).length >= 4 ? letters(u.name) : letters(u.line.text));
  const [na, nb] = [name(a), name(b)];
  if (na.length < 4 || nb.length < 4) return false;
  return letters(b.line.text).includes(na) || letters(a.line.text).includes(nb);
}

/** Whether every unit of `second` has a twin of its own in `first`. */
function twins(first: UnitLine[], second: UnitLine[]): boolean {
  const used = new Set<number>();
  for (const b of second) {
    const twin = first.findIndex((a, i) => !used.has(i) && sameUnits(a, b));
    if (twin < 0) return false;
    used.add(twin);
  }
  return true;
}

/** Columns this far apart (in page units) are two lists side by side, not one list's cells. */
const COLUMN_GAP = 60;

/**
 * The units of a list printed twice, to be left out: the second half of the unit lines in reading
 * order when it repeats the first line for line (in any order), or the right-hand column when a left
 * column and a right column list the same units side by side.
 */
export function repeatedList(units: UnitLine[]): UnitLine[] {
  if (units.length < 2 || units.length % 2) return [];
  const half = units.length / 2;
  const inOrder = [...units].sort((a, b) => a.line.index - b.line.index || a.x - b.x);
  if (twins(inOrder.slice(0, half), inOrder.slice(half))) return inOrder.slice(half);
  const across = [...units].sort((a, b) => a.x - b.x || a.line.index - b.line.index);
  const [left, right] = [across.slice(0, half), across.slice(half)];
  if (right[0]!.x - left[half - 1]!.x < COLUMN_GAP) return [];
  return twins(left, right) ? right : [];
}

/** The unit lines to add up: repeats and restatements taken out. */
export function reconciled(units: UnitLine[]): UnitLine[] {
  const repeated = new Set(repeatedList(units));
  const kept = units.filter((u) => !repeated.has(u));
  for (const kind of ['window', 'door'] as const) {
    const restating = restatement(kept.filter((u) => u.kind === kind));
    if (restating) kept.splice(kept.indexOf(restating), 1);
  }
  return kept;
}
