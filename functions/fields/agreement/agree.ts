/**
 * Agreement decides what is shown: a field's value is shown when at least two readers gave it, each
 * value checked by code, and no other checked reading contradicts it. Otherwise the field is left empty
 * (TBD) and its checked values, at most two, are offered to the homeowner as one-tap choices.
 */
import { parseCents } from '@shared/money.js';
import { checkReading, type CheckedValue, type DocumentFacts } from './check-reading.js';
import { normalise } from './evidence.js';
import { AGREED_FIELDS, type AgreedField, type Reader, type Reading } from './readings.js';

/** Readers that must give the same checked value for it to be shown. */
export const READERS_TO_AGREE = 2;
const MAX_CHOICES = 2;

/** What was decided for one field, for the extraction details. */
export interface FieldAgreement {
  shown: string | null;
  /** The readers whose checked value is the one shown. */
  agreed: Reader[];
  readings: CheckedValue[];
}

export interface Agreement {
  fields: Record<AgreedField, FieldAgreement>;
  /** For a field left empty: its checked values, most readers first. */
  choices: Partial<Record<AgreedField, string[]>>;
}

/** The form two readings of a field are compared in: cents, a ZIP, a count, a name without its legal suffix. */
export function sameKey(field: AgreedField, value: string): string {
  if (field === 'totalCost') return String(parseCents(value) ?? value);
  if (field === 'vendor')
    return normalise(value)
      .replace(/[^a-z0-9& ]/g, ' ')
      .replace(/\b(?:llc|inc|co|corp|ltd|company|incorporated)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return value.trim();
}

export function agree(readings: Reading[], doc: DocumentFacts): Agreement {
  const checked = readings.map((r) => checkReading(r, doc));
  const fields = {} as Record<AgreedField, FieldAgreement>;
  const choices: Agreement['choices'] = {};
  for (const field of AGREED_FIELDS) {
    const values = checked.flatMap((c) => (c[field] ? [c[field]] : []));
    const passed = values.filter((v) => !v.failed);
    const groups = new Map<string, CheckedValue[]>();
    for (const v of passed) {
      const key = sameKey(field, v.value);
      groups.set(key, [...(groups.get(key) ?? []), v]);
    }
    const ranked = [...groups.values()].sort((a, b) => b.length - a.length);
    const best = ranked[0];
    const shown = best && best.length >= READERS_TO_AGREE && ranked.length === 1 ? best : null;
    fields[field] = {
      shown: shown ? preferred(shown) : null,
      agreed: shown ? shown.map((v) => v.reader) : [],
      readings: values,
    };
    if (!shown && ranked.length) choices[field] = ranked.slice(0, MAX_CHOICES).map(preferred);
  }
  return { fields, choices };
}

/** The spelling shown: the offline reader's (it follows the product's conventions), else the first. */
function preferred(group: CheckedValue[]): string {
  return (group.find((v) => v.reader === 'offline') ?? group[0]!).value;
}
