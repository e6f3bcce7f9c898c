/** ZIP codes: one pattern for a ZIP field and one for a ZIP written in text (ZIP+4 allowed, the five digits kept). */

/** A ZIP field: exactly five digits. */
export const ZIP5 = /^\d{5}$/;

/** A ZIP (or ZIP+4) written in text; group 1 holds the five digits. */
export const ZIP_IN_TEXT = /\b(\d{5})(?:-\d{4})?\b/;

/** The first ZIP written in a text, as five digits; null when there is none. */
export function zipIn(text: string | null | undefined): string | null {
  return ZIP_IN_TEXT.exec(text ?? '')?.[1] ?? null;
}
