/**
 * The item lines of one kind as a count: lists printed twice (a scope and a price summary) counted once,
 * a line that restates the lines above it left out, with the signals that weigh the sum.
 */
import type { Line } from '../document/model.js';
import { signal, type Signal } from './candidates.js';
import { findAmounts } from './money.js';
import { windowKind } from './products.js';
import type { UnitLine } from './unit-line.js';

/** A list's signature for one kind: its units' counts and types. The same list printed twice has the same signature. */
function signature(units: UnitLine[]): string {
  return units
    .map((u) => `${u.qty}:${u.kind === 'window' ? (windowKind(u.name) ?? 'window') : 'door'}`)
    .sort()
    .join(',');
}

interface CountSource {
  value: number;
  signals: Signal[];
  line: Line;
  confidence: number;
}

/** A unit line that names no type: "Windows", "Window units", "Replacement windows". */
const GENERIC_UNIT = /^(?:new\s+|replacement\s+|vinyl\s+)?(?:windows?|window\s+units?|units?|doors?)$/i;

export function itemizedSource(units: UnitLine[], unreadable: Line[], ocr: boolean): CountSource | null {
  if (units.length === 0) return null;
  const groups = new Map<string, UnitLine[]>();
  for (const u of units) groups.set(u.group, [...(groups.get(u.group) ?? []), u]);
  // The same list printed twice (a scope and a price summary) counts once; different lists add up.
  const bySignature = new Map<string, UnitLine[]>();
  let repeated = false;
  // Lists priced differently are different units, whatever their counts and types ("Line 2 Double Hung
  // $480.71" and "Line 3 Double Hung $509.52").
  const prices = (list: UnitLine[]) =>
    new Set(
      list.flatMap((u) =>
        findAmounts(u.line.text)
          .map((a) => a.cents)
          .filter((c) => c >= 2000),
      ),
    );
  const pricedApart = (a: UnitLine[], b: UnitLine[]) => {
    const [pa, pb] = [prices(a), prices(b)];
    return pa.size > 0 && pb.size > 0 && ![...pa].some((c) => pb.has(c));
  };
  let distinct = 0;
  for (const list of groups.values()) {
    const sig = signature(list);
    const same = bySignature.get(sig);
    if (same && !pricedApart(same, list)) repeated = true;
    else bySignature.set(same ? `${sig}#${++distinct}` : sig, list);
  }
  // Within a list, a line naming no type ("Windows: 4 @ $568") that equals the sum of the lines that do restates them.
  for (const [sig, list] of bySignature) {
    const typeOf = (u: UnitLine) =>
      u.kind === 'window'
        ? windowKind(u.name)
        : /\b(?:entry|patio|french|storm|sliding|slider|screen|garage)\b/i.test(u.name)
          ? 'typed'
          : null;
    const generic = list.filter(
      (u) =>
        GENERIC_UNIT.test(u.name.trim()) ||
        (typeOf(u) === null && list.filter((o) => o !== u).every((o) => typeOf(o) !== null)),
    );
    const specific = list.filter((u) => !generic.includes(u));
    if (generic.length === 1 && specific.length >= 2 && specific.reduce((n, u) => n + u.qty, 0) === generic[0]!.qty) {
      bySignature.set(sig, specific);
      repeated = true;
    }
  }
  // A one-line summary ("Window units, installed (8)") that equals another list's total restates it.
  const lists = [...bySignature.values()];
  const total = (list: UnitLine[]) => list.reduce((n, u) => n + u.qty, 0);
  const restated = lists.filter(
    (list) =>
      list.length === 1 && lists.some((other) => other !== list && other.length > 1 && total(other) === total(list)),
  );
  if (restated.length) repeated = true;
  const kept = lists.filter((list) => !restated.includes(list)).flat();
  const value = kept.reduce((s, u) => s + u.qty, 0);
  const s: Signal[] = [
    signal(
      kept.some((u) => u.fromQtyColumn) ? 'itemTable' : 'itemLines',
      kept.map((u) => `${u.qty} ${u.name}`).join(' + '),
    ),
  ];
  if (kept.every((u) => u.confirmed)) s.push(signal('countsAddUp'));
  if (repeated) s.push(signal('listRepeated'));
  const clash = kept.find((u) => u.conflict);
  if (clash) s.push(signal('countPriceConflict', `${clash.qty} ${clash.name}`));
  const shaky = ocr ? kept.find((u) => u.confidence < 70 && !u.confirmed) : undefined;
  if (shaky) s.push(signal('countHardToRead', shaky.name));
  if (unreadable.length) s.push(signal('unreadableItem', unreadable[0]!.text.slice(0, 40)));
  return { value, signals: s, line: kept[0]!.line, confidence: Math.min(...kept.map((u) => u.confidence)) };
}
