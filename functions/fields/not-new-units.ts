/**
 * Lines that name a window or door but put in no new unit: struck from a revised quote, work on a unit's
 * parts or the labour of installing it, a total, the units there now, a terms paragraph.
 */
import { classifyItem, type UnitKind } from './products.js';

/** Terms and notes paragraphs ("Installation: …", "Warranty: …") describe the job; they carry no unit lines. */
export const NOTE_LINE =
  /^\W{0,3}(?:\d{1,2}[.)]\s*)?(?:installation|removal|disposal|removal\s*&\s*disposal|warranty|payment(?:\s+terms)?|permits?|trim(?:\s*&\s*finish)?|finish|hurricane(?:\s+rating)?|structural|rot|glass|glazing|product|notes?|terms|exclusions|schedule|lead\s+time|scope|wind\/impact|inclusions)\b[^:]{0,30}:/i;

/** A line that sums units or prices: "Total", "Subtotal", "Section total", "Room total". */
export const TOTAL_LINE = /^\W{0,3}(?:(?:sub|section|room|area|floor|group)[-\s]?)?total\b/i;

/** A revision's mark on a line it takes out of the job. */
export const STRUCK =
  /\b(?:REMOVED|DELETED|VOID(?:ED)?|CANCEL+ED|OMITTED|STRUCK)\b|\((?:removed|deleted|void|cancel+ed|omitted)\)/;

/**
 * Work on a unit that does not replace it: glass or parts replaced in it ("Sliding patio door — replace
 * fogged fixed panel IGU"), or the labour of installing it with its materials listed ("Install prehung
 * door: sill pan, shim, foam, weatherstrip").
 */
const PART_WORK =
  /\b(?:replac(?:e|ing)|reglaz\w*|repair\w*|re-?glaz\w*|fix)\b([^.;]{0,40}?)\b(?:IGU|glass|glazing|panes?|panel|lites?|sash(?:es)?|seals?|screens?|hardware|handle|locks?|rollers?|tracks?|balances?)\b/gi;

const MATERIAL = '(?:sill\\s+pan|shim|foam|caulk|flashing|weatherstrip|trim|casing|insulat|sealant)';
// "Install prehung door: sill pan, shim, foam", "Install door, sill pan flashing, shim, foam" (after a
// comma, two materials: "Install transom window, flashing and mulling" may be the unit itself).
const INSTALL_LABOR = new RegExp(
  `^\\W*install\\w*\\s+([^:,]{0,40})(?::\\s*(?:[^,]{0,30},\\s*)?${MATERIAL}|,\\s*[^,]{0,30}?${MATERIAL}[^,]{0,30},\\s*[^,]{0,30}?${MATERIAL})`,
  'i',
);

/**
 * The kind a line of install labour charges for ("Install door, sill pan, shim, foam … 2 ea" is doors),
 * 'opening' when it names no kind, null when the line is no install labour.
 */
export function installLabourKind(text: string): UnitKind | 'opening' | null {
  const m = INSTALL_LABOR.exec(text);
  return m ? (classifyItem(m[1]!) ?? 'opening') : null;
}

export const NOT_A_NEW_UNIT = {
  /** Work on a part with no unit named between the verb and the part ("replace fogged FIXED panel IGU", not "replace entry door - 6-panel"). */
  test: (text: string) =>
    INSTALL_LABOR.test(text) ||
    [...text.matchAll(PART_WORK)].some((m) => !/\b(?:windows?|doors?|sliders?|units?)\b/i.test(m[1]!)),
};

const NEW_UNIT_WORDS =
  /\b(?:furnish\s*(?:&|and)\s*install|replacement\s+(?:window|door)|supply\s*(?:&|and)\s*install)\b/i;

/** A line that puts in a new unit: "Furnish & install …", "new double hung" (not "new glazing tape"). */
export function namesNewUnit(text: string): boolean {
  if (NEW_UNIT_WORDS.test(text)) return true;
  return [...text.matchAll(/\bnew\s+((?:[\w'"-]+\s+){0,4}[\w-]+)/gi)].some(
    (m) =>
      classifyItem(m[1]!) !== null &&
      !/^(?:glazing|glass|IGU|seals?|tape|stops?|putty|hardware|rollers?|screens?|sash|balances?)\b/i.test(m[1]!),
  );
}

/** A line describing the units there now: "Existing: orig. wood DH", "Old windows — aluminum sliders". */
export const EXISTING =
  /^(?:existing|old|current|orig(?:inal|\.)?)(?:\s+(?:windows?|doors?|units?|conditions?))?\s*(?::|\s[—–-]\s|\s{2,}|$)/i;
