/**
 * Code checks every value a reader gives before it counts: each evidence line must be printed on the
 * document (tolerant of OCR slips), the value must be read from its evidence, a count must be the sum
 * of its counted unit lines, and a total must fit the quote's own arithmetic where it has any. The
 * offline reader reads the document itself: its values count as they are.
 */
import { parseCents } from '@shared/money.js';
import { numberWordsFor } from '@shared/number-words.js';
import { isInstruction } from '../reader-instructions.js';
import { MIN_TOTAL_CENTS } from '../totals.js';
import { amountsIn, nameIn, printedOn, zipsIn } from './evidence.js';
import { AGREED_FIELDS, type AgreedField, type FieldReading, type Reader, type Reading } from './readings.js';
import type { TotalFit } from './total-fit.js';

export interface CheckedValue {
  reader: Reader;
  value: string;
  /** Why the value does not count; absent when it passed. */
  failed?: string;
}

export interface DocumentFacts {
  /** The document's lines (searchableLines of evidence.ts). */
  lines: string[];
  totalFits: TotalFit;
}

function countStated(count: number, evidence: string[]): boolean {
  const text = evidence.join(' ').toLowerCase();
  return (
    new RegExp(`(?<![\\d.,])${count}(?![\\d.,]\\d)`).test(text) ||
    (count >= 1 && count <= 99 && new RegExp(`\\b(?:${numberWordsFor([count])})\\b`).test(text))
  );
}

/** Why a value fails against its evidence and the document; null when it passes. */
function failure(
  field: AgreedField,
  reading: FieldReading,
  units: Reading['units'],
  doc: DocumentFacts,
): string | null {
  const { value, evidence } = reading;
  const count = field === 'windows' || field === 'doors';
  const counted =
    count && units ? units.filter((u) => u.counted && u.kind === (field === 'windows' ? 'window' : 'door')) : null;
  // No units of a kind has no line to show for it.
  const none = count && value.trim() === '0';
  if ([...evidence, ...(counted ?? []).map((u) => u.line)].some(isInstruction))
    return 'its evidence is a line addressed to a reader, not a term of the quote';
  if (!counted?.length && !none) {
    if (!evidence.length) return 'no evidence line';
    const missing = evidence.find((line) => !printedOn(line, doc.lines));
    if (missing !== undefined) return 'an evidence line is not printed on the document';
  }
  switch (field) {
    case 'totalCost': {
      const cents = parseCents(value);
      if (cents === null) return 'not an amount';
      if (cents < MIN_TOTAL_CENTS) return 'too small to be the price of the job';
      if (!evidence.some((line) => amountsIn(line).includes(cents))) return 'the amount is not in its evidence';
      if (doc.totalFits(cents) === false) return "the amount does not fit the quote's own arithmetic";
      return null;
    }
    case 'zipCode':
      if (!/^\d{5}$/.test(value)) return 'not a ZIP code';
      return evidence.some((line) => zipsIn(line).includes(value)) ? null : 'the ZIP code is not in its evidence';
    case 'vendor':
      return evidence.some((line) => nameIn(value, line)) ? null : 'the name is not in its evidence';
    case 'windows':
    case 'doors': {
      if (!/^\d{1,3}$/.test(value)) return 'not a count';
      const n = Number(value);
      if (counted?.length) {
        if (counted.some((u) => !printedOn(u.line, doc.lines))) return 'a unit line is not printed on the document';
        if (
          counted.some(
            (u) =>
              !Number.isInteger(u.quantity) ||
              u.quantity < 1 ||
              (!countStated(u.quantity, [u.line]) && u.quantity !== 1),
          )
        )
          return "a unit line's quantity is not printed on it";
        const sum = counted.reduce((a, u) => a + u.quantity, 0);
        return sum === n ? null : `the count is not the sum of its unit lines (${sum})`;
      }
      if (n === 0) return null;
      return countStated(n, evidence) ? null : 'the count is not in its evidence';
    }
  }
}

/** Each value of a reading with the reason it fails, if it does. */
export function checkReading(reading: Reading, doc: DocumentFacts): Partial<Record<AgreedField, CheckedValue>> {
  const out: Partial<Record<AgreedField, CheckedValue>> = {};
  for (const field of AGREED_FIELDS) {
    const r = reading.fields[field];
    if (!r || !r.value.trim()) continue;
    const failed = reading.reader === 'offline' ? null : failure(field, r, reading.units, doc);
    out[field] = { reader: reading.reader, value: r.value.trim(), ...(failed ? { failed } : {}) };
  }
  return out;
}
