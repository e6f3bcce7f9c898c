/**
 * A count set off in a sentence on its own, with no verb to state it: "upstairs and down, twelve
 * windows, all casements", "— 1 door —". It is read only for a kind nothing else counts (no item line,
 * no stated count), and only when the quote sets off one such count of that kind: two that disagree
 * describe parts of the house, not the job.
 */
import { parseCount } from '@shared/number-words.js';
import type { Line } from '../document/model.js';
import { NUMBER_WORDS } from './count-phrases.js';
import type { UnitKind } from './products.js';
import type { StatedCount } from './unit-line.js';

// Between commas, dashes, a colon or a sentence's bounds: ", twelve windows," "; 8 windows." "(one door)".
const SET_OFF = new RegExp(
  `(?:^|[,;:(—–]|\\.\\s)\\s*(\\d{1,3}|${NUMBER_WORDS})\\s+(?:new\\s+|replacement\\s+)?(windows?|doors?)(?=\\s*(?:[,;.)—–]|$))`,
  'gi',
);

/** The one count set off in `lines` for each kind in `kinds`, when there is exactly one. */
export function setOffCounts(lines: Line[], kinds: UnitKind[]): StatedCount[] {
  const found = new Map<UnitKind, StatedCount[]>();
  for (const line of lines) {
    SET_OFF.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = SET_OFF.exec(line.text))) {
      const count = parseCount(m[1]!);
      const kind: UnitKind = /^door/i.test(m[2]!) ? 'door' : 'window';
      // "one windows" or "12 window" is no count of units.
      if (count === null || count === 0 || (count === 1) !== !/s$/i.test(m[2]!) || !kinds.includes(kind)) continue;
      const text = `${m[1]} ${m[2]}`;
      found.set(kind, [...(found.get(kind) ?? []), { kind, count, text, line, at: m.index + m[0].indexOf(m[1]!) }]);
    }
  }
  const out: StatedCount[] = [];
  for (const list of found.values()) if (new Set(list.map((s) => s.count)).size === 1) out.push(list[0]!);
  return out;
}
