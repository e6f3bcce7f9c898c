/**
 * ZIP codes: a ZIP field, a ZIP written in text (ZIP+4 allowed, the five digits kept), a ZIP after its
 * state ("FL 33101"), and the pattern piece the address readers build on.
 */

/** A ZIP field: exactly five digits. */
export const ZIP5 = /^\d{5}$/;

/** A ZIP or ZIP+4 as a piece of a larger pattern, not anchored: its one group holds the five digits. */
export const ZIP_CODE = String.raw`(\d{5})(?:-\d{4})?`;

/** A ZIP (or ZIP+4) written in text; group 1 holds the five digits. */
export const ZIP_IN_TEXT = new RegExp(String.raw`\b${ZIP_CODE}\b`);

/** A two-letter state code and its ZIP: "FL 33101", "FL 33101-2345"; group 1 the state, group 2 the five digits. */
export const STATE_AND_ZIP = new RegExp(String.raw`\b([A-Z]{2})\s+${ZIP_CODE}\b`);

/** The first ZIP written in a text, as five digits; null when there is none. */
export function zipIn(text: string | null | undefined): string | null {
  return ZIP_IN_TEXT.exec(text ?? '')?.[1] ?? null;
}

/** A ZIP field as typed: "33441", "33441-1234", "334411234", " 33441 " → "33441"; anything else → null. */
export function normalizeZip(zipCode: string | null | undefined): string | null {
  const m = /^\s*(\d{5})(?:[-\s]?\d{4})?\s*$/.exec(zipCode ?? '');
  return m ? m[1]! : null;
}
