/**
 * What a reader says about a quote's fields, in one shape whichever reader it is: the offline reader
 * (rules or learned, on the extracted document), a language model (Bedrock), or Textract AnalyzeExpense.
 * Each value comes with the document's line(s) it was read from, for code to check before it is shown.
 */

export const READERS = ['offline', 'bedrock', 'expense'] as const;
export type Reader = (typeof READERS)[number];

/** The fields the readers are compared on. */
export const AGREED_FIELDS = ['vendor', 'totalCost', 'zipCode', 'windows', 'doors'] as const;
export type AgreedField = (typeof AGREED_FIELDS)[number];

/** A value in its field's own form ("12480.50", "33611", a business name, "8") and where it was read. */
export interface FieldReading {
  value: string;
  /** The document's line(s) the value was read from, verbatim. */
  evidence: string[];
}

/** One line of the quote a model read as units (or not), with its quantity. */
export interface UnitLine {
  line: string;
  quantity: number;
  kind: 'window' | 'door' | 'not_unit';
  /** False for an option not chosen, an accessory, the same units stated a second time. */
  counted: boolean;
}

export interface Reading {
  reader: Reader;
  fields: Partial<Record<AgreedField, FieldReading>>;
  /** The unit lines behind the counts (a model's); the counts must be their sum. */
  units?: UnitLine[];
}
