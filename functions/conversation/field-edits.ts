/** The record of fields the homeowner changed: what the quote was read as before the first change, and when. */
import type { EditableField, FieldEdit } from '../analysis/types.js';
import type { QuoteRecord } from '../quotes/quote-record.js';

const EDITABLE: EditableField[] = ['totalCost', 'zipCode', 'quantities', 'vendor'];

/**
 * The quote's field edits after `values` are applied at `at`: a field changed for the first time keeps
 * the value read from the quote; one changed again keeps that first value; one set back to it is no
 * longer an edit. Undefined when nothing editable changes.
 */
export function fieldEditsAfter(
  record: Pick<QuoteRecord, EditableField | 'fieldEdits'>,
  values: Partial<Record<string, unknown>>,
  at: string,
): Partial<Record<EditableField, FieldEdit>> | undefined {
  const edits = { ...(record.fieldEdits ?? {}) };
  let changed = false;
  for (const field of EDITABLE) {
    const value = values[field];
    if (value === undefined || value === record[field]) continue;
    const from = edits[field]?.from ?? record[field] ?? null;
    if ((value ?? null) === from) delete edits[field];
    else edits[field] = { from, at };
    changed = true;
  }
  return changed ? edits : undefined;
}
