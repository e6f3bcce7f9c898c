/**
 * Item lines outside tables, made ready to read: a bullet or speck cell dropped, a list's running
 * numbers blanked, two columns side by side read as two items, a line listing several counted units
 * split into them, and the units grouped into lists by the column they stand in.
 */
import type { Line } from '../document/model.js';
import { NUMBER_WORDS } from './count-phrases.js';
import { headName, isAmountCell } from './item-text.js';
import { findAmounts } from './money.js';
import { classifyItem } from './products.js';
import type { UnitLine } from './unit-line.js';

/** A line without a first cell that is only a mark ("=", "»", "~": a bullet or a speck a photo read as one). */
export function withoutMarkCell(line: Line): Line {
  const first = line.cells[0];
  // (Bullets stay: a bullet line is read as a list item.)
  if (!first || line.cells.length < 2 || !/^[^\p{L}\p{N}$(•*\-–—]{1,2}$/u.test(first.text.trim())) return line;
  const from = line.cells[1]!.start;
  return {
    ...line,
    text: line.text.slice(from),
    cells: line.cells.slice(1).map((c) => ({ ...c, start: c.start - from })),
    words: line.words.filter((w) => w.bbox.x0 >= line.cells[1]!.x0 - 0.5),
  };
}

/** A location that starts with where it is ("Beside front door", "Over tub") names no item. */
export const PLACE_FIRST = /^\s*(?:beside|next\s+to|over|above|under|below|near|by|left\s+of|right\s+of|off)\b/i;

/**
 * The parts of a line that each name an item: the line itself, or — where two columns of a layout
 * run side by side ("(2) Awning Window    Hinged French Patio Door (1)") — each run of cells that
 * starts with a name of its own.
 */
const UNIT_NUMBER = /^\W{0,3}(?:window|door)\s*#?\s*\d{1,3}\W{0,3}$/i;

export function itemParts(line: Line): Line[] {
  const listed = countedList(line);
  if (listed) return listed;
  const starts = line.cells
    .map((c, i) =>
      i === 0 || (classifyItem(headName(c.text.replace(/^\(?\d{1,3}\)?\s*/, ''))) && !isAmountCell(c.text)) ? i : -1,
    )
    .filter((i) => i >= 0);
  if (starts.length < 2 || starts.filter((i) => i > 0).length === 0) return [line];
  // (A unit's number alone, "DOOR 1  ·  6-0 slider", heads its line; it names no second item.)
  const named = starts.filter(
    (i) =>
      classifyItem(headName(line.cells[i]!.text.replace(/^\(?\d{1,3}\)?\s*/, ''))) &&
      !PLACE_FIRST.test(line.cells[i]!.text) &&
      !(i === 0 && UNIT_NUMBER.test(line.cells[i]!.text)),
  );
  if (named.length < 2) return [line];
  return named.map((from, k) => {
    const cells = line.cells.slice(from, named[k + 1] ?? line.cells.length);
    const text = line.text.slice(cells[0]!.start, cells.at(-1)!.start + cells.at(-1)!.text.length);
    const words = line.words.filter((w) => w.bbox.x0 >= cells[0]!.x0 - 0.5 && w.bbox.x1 <= cells.at(-1)!.x1 + 0.5);
    return {
      ...line,
      text,
      words,
      cells: cells.map((c) => ({ ...c, start: c.start - cells[0]!.start })),
      bbox: { ...line.bbox, x0: cells[0]!.x0, x1: cells.at(-1)!.x1 },
    };
  });
}

/**
 * A line listing counted units one after another ("five double hung, two sliders", "4 casements and
 * 2 awnings"): each is an item of its own. Every part must start with a count and name a unit.
 */
function countedList(line: Line): Line[] | null {
  // The first cell, where the line is an item with its prices beside it ("9 windows + patio door, installed   $9,135.00").
  const first = line.cells[0];
  if (
    !first ||
    findAmounts(first.text).length ||
    (line.cells.length > 1 && !line.cells.slice(1).every((c) => isAmountCell(c.text)))
  )
    return null;
  const body = first.text
    .replace(/^[\s•*\-–—]+/, '')
    .replace(/,?\s+(?:installed|supplied\s+and\s+installed|complete)\s*$/i, '');
  const parts = body.split(/\s*(?:,|;|\+|&|\band\b)\s*/).filter((p) => p.trim());
  if (parts.length < 2) return null;
  const counted = new RegExp(`^(?:\\(?\\d{1,3}\\)?|${NUMBER_WORDS})\\s+`, 'i');
  // A part with no count names one unit in the singular ("+ patio door"); at least one part is counted.
  const single = (p: string) => /\b(?:window|door|slider)$/i.test(p.trim()) && p.split(/\s+/).length <= 4;
  const ok = (p: string) =>
    p.split(/\s+/).length <= 5 &&
    (counted.test(p) ? classifyItem(p.replace(counted, '')) !== null : single(p) && classifyItem(p) !== null);
  if (!parts.every(ok) || !parts.some((p) => counted.test(p))) return null;
  return parts.map((part) => {
    const text = counted.test(part) ? part : `1 ${part.trim()}`;
    return { ...line, text, cells: [{ ...first, text, start: 0 }] };
  });
}

/** A line's leading whole number, where it stands as a cell of its own ("2   Storm door — front entry   $685.00"). */
function leadingNumber(line: Line): number | null {
  const first = line.cells[0]?.text.trim() ?? '';
  return line.cells.length >= 2 && /^\d{1,2}\.?$/.test(first) ? Number(first.replace('.', '')) : null;
}

/**
 * Lines numbered 1, 2, 3 … in reading order: a list's running numbers (a table's "#" column that was
 * not found as a table, as often from a photo), not counts. A few numbers may be missing (an unreadable
 * line); a run needs at least three lines starting at 0 or 1, or four starting at 2.
 */
export function runningNumbers(lines: Line[]): Set<number> {
  const out = new Set<number>();
  let run: Line[] = [];
  let last = -1;
  const close = () => {
    // Starting at 2 (the first number unreadable) takes one more line to be sure.
    const first = run[0] ? leadingNumber(run[0])! : 0;
    if (run.length >= (first <= 1 ? 3 : 4)) for (const l of run) out.add(l.index);
    run = [];
  };
  for (const line of lines) {
    const n = leadingNumber(line);
    if (n === null) continue;
    if (run.length && n > last && n <= last + 3) {
      run.push(line);
      last = n;
      continue;
    }
    close();
    if (n <= 2) {
      run = [line];
      last = n;
    }
  }
  close();
  return out;
}

export function withoutRunningNumber(line: Line): Line {
  const first = line.cells[0]!;
  const blank = ' '.repeat(first.text.length);
  return {
    ...line,
    text: line.text.slice(0, first.start) + blank + line.text.slice(first.start + first.text.length),
    cells: line.cells.slice(1),
  };
}

/**
 * Item lines grouped into lists by the column they stand in: items whose names start at about the
 * same x (within a few characters) on the same page are one list.
 */
export function inColumns(units: UnitLine[]): UnitLine[] {
  const sorted = [...units].sort((a, b) => a.line.page - b.line.page || a.x - b.x);
  let group = 0;
  return sorted.map((u, i) => {
    const prev = sorted[i - 1];
    if (!prev || prev.line.page !== u.line.page || u.x - prev.x > 2.5 * u.line.size) group++;
    return { ...u, group: `list:${u.line.page}:${group}` };
  });
}
