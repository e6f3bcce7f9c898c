/**
 * Bid alternates: a base bid with priced changes the owner accepts or not ("Deduct Alternate No. 1:
 * keep the basement windows (the four hoppers stay)", "Add Alternate 2: storm door at the side entry").
 * An accepted add alternate adds its units to the job, an accepted deduct alternate takes them out; one
 * declined, or never marked, changes nothing. Where the document says which, it is read from the
 * alternate's own line, a box ticked beside "Accepted", or a later sentence naming it.
 */
import { numberWordsFor, parseCount, range } from '@shared/number-words.js';
import type { Line } from '../document/model.js';
import { findAmounts } from './money.js';
import { classifyItem, type UnitKind } from './products.js';

export interface Alternate {
  /** "add" or "deduct". */
  sign: 1 | -1;
  /** "1", "a": the alternate's number, or its order among those with none. */
  key: string;
  /** The alternate's lines: its own and the description continued under it. */
  lines: number[];
  kind: UnitKind | null;
  units: number;
  accepted: boolean | null;
}

const ENTRY = /\b(add(?:itive)?|deduct(?:ive)?)\s+alternates?\b(?:\s*(?:no\.?|#)?\s*([0-9]{1,2}|[A-E])\b)?/i;
const MENTIONED = /\b(add(?:itive)?|deduct(?:ive)?)?\s*alternates?\s*(?:no\.?|#)?\s*([0-9]{1,2}|[A-E])\b/gi;
const NUMBER_WORD = numberWordsFor(range(1, 12));
const COUNTED = new RegExp(
  `\\b(\\d{1,2}|${NUMBER_WORD})\\s+((?:[A-Za-z-]+\\s+){0,3}?(?:windows?|doors?|hoppers|casements|sliders|awnings|double[-\\s]?hungs))\\b`,
  'i',
);

/** Accepted or declined, as a status word or a ticked box beside one, or null. */
function statusIn(text: string): boolean | null {
  const ticked = /(?:\[\s*[xX✓✔]\s*\]|☒|☑)\s*(accept\w*|declin\w*|reject\w*|yes|no)\b/i.exec(text)?.[1];
  if (ticked) return /^(?:accept|yes)/i.test(ticked);
  if (/\b(?:not\s+accepted|declined|rejected|not\s+included)\b/i.test(text)) return false;
  if (/\baccepted\b/i.test(text)) return true;
  return null;
}

/** The units an alternate's text names: "the four hoppers" (4 windows), "storm door at the side entry" (1 door). */
function unitsIn(text: string): { kind: UnitKind | null; units: number } {
  const m = COUNTED.exec(text);
  if (m) {
    const n = parseCount(m[1]!);
    const kind = classifyItem(m[2]!);
    if (n && kind) return { kind, units: n };
  }
  const named = /\b(?:storm|entry|patio|sliding|french|garage|front|back|side|rear)?\s*(?:door|window)\b(?!s)/i.exec(
    text,
  );
  const kind = named ? classifyItem(named[0]) : null;
  return kind ? { kind, units: 1 } : { kind: null, units: 0 };
}

/** The alternates a document prices, with the units they add or take out and whether they were accepted. */
export function findAlternates(lines: Line[]): Alternate[] {
  const found: Alternate[] = [];
  lines.forEach((line, i) => {
    const m = ENTRY.exec(line.text);
    if (!m || !findAmounts(line.text.slice(m.index)).length) return;
    const own = [line.index];
    const next = lines[i + 1];
    // The description carried onto the next line ("in place; openings caulked only").
    if (
      next &&
      next.page === line.page &&
      !ENTRY.test(next.text) &&
      !findAmounts(next.text).length &&
      next.text.length < line.text.length
    )
      own.push(next.index);
    const text = [
      line.text.slice(m.index + m[0].length),
      ...own.slice(1).map((k) => lines.find((l) => l.index === k)!.text),
    ].join(' ');
    const sign = /^deduct/i.test(m[1]!) ? -1 : 1;
    const key = (m[2] ?? String(found.filter((f) => f.sign === sign).length + 1)).toLowerCase();
    found.push({
      sign,
      key,
      lines: own,
      ...unitsIn(text.replace(/\(?[-−+]?\$[\d,.]+\)?/g, ' ')),
      accepted: statusIn(text),
    });
  });
  // A later line naming an alternate says what became of it: "Deduct Alternate No. 1 [X] Accepted [ ] Declined",
  // "Deduct Alternate 1 is not accepted", "You accepted Add Alternate 2".
  for (const line of lines) {
    for (const m of line.text.matchAll(MENTIONED)) {
      const alt = found.find(
        (f) =>
          f.key === m[2]!.toLowerCase() &&
          (!m[1] || (f.sign === -1) === /^deduct/i.test(m[1])) &&
          !f.lines.includes(line.index),
      );
      if (!alt) continue;
      const after = line.text.slice(m.index! + m[0].length, m.index! + m[0].length + 40);
      const before = line.text.slice(Math.max(0, m.index! - 20), m.index!);
      const status =
        statusIn(after.split(/[.;]|\b(?:add|deduct)\b/i)[0]!) ?? (/\baccepted\s*$/i.test(before) ? true : null);
      if (status !== null) alt.accepted = status;
    }
  }
  return found;
}
