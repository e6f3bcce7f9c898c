/** "You changed this from $12,480.00 on 28 Nov 2026": a comparison cell's note for a field the homeowner edited. */
import { displayCents } from '@shared/money.js';
import { toCents } from '../analysis/facts/quote-facts.js';
import type { EditableField } from '../analysis/types.js';
import { shortDate } from '../analysis/verdicts/dates.js';
import type { QuoteRecord } from '../quotes/quote-record.js';

export function editNote(record: QuoteRecord, field: EditableField): string | undefined {
  const edit = record.fieldEdits?.[field];
  if (!edit || (edit.from ?? '') === (record[field] ?? '')) return undefined;
  const date = shortDate(edit.at);
  if (edit.from === null || edit.from === '') return `You gave this on ${date}; the quote did not show it clearly`;
  const cents = field === 'totalCost' ? toCents(edit.from) : null;
  return `You changed this from ${cents !== null ? displayCents(cents) : `“${edit.from}”`} on ${date}`;
}
