/**
 * An edited field is the figure a verdict uses and cites, marked as edited. The rule is run again with
 * each edited field as it was read from the quote; where that changes the result, the edit decided it:
 * the explanation notes "You changed the total from $12,480.00 on 28 Nov 2026", the evidence starts
 * with the change, and a line printing the old total is no longer cited as the current one.
 */
import { displayCents } from '@shared/money.js';
import { toCents } from '../facts/quote-facts.js';
import { printedAmount } from '../rules/pricing.js';
import type { CheckResult, EditableField, FieldEdit, QuoteInput } from '../types.js';
import { shortDate } from './dates.js';

const LABELS: Record<EditableField, string> = {
  totalCost: 'total',
  zipCode: 'ZIP code',
  quantities: 'window and door counts',
  vendor: 'contractor name',
};
const GENERIC_SILENT = 'The quote does not mention it.';

function shown(field: EditableField, value: string | null): string {
  if (value === null || value === '') return 'blank';
  if (field === 'totalCost') {
    const cents = toCents(value);
    return cents === null ? value : displayCents(cents, 'always');
  }
  return value;
}

/** The fields the homeowner changed that differ from what was read from the quote. */
export function editedFields(input: QuoteInput): [EditableField, FieldEdit][] {
  return (Object.entries(input.edits ?? {}) as [EditableField, FieldEdit][]).filter(
    ([field, edit]) => edit && (edit.from ?? '') !== (input.fields[field] ?? ''),
  );
}

/** "You changed the total from $12,480.00 to $11,900.00 on 28 Nov 2026" (or "You gave the total: …" where none was read). */
export function changeNote(field: EditableField, edit: FieldEdit, current: string | null): string {
  const label = LABELS[field];
  const date = shortDate(edit.at);
  return edit.from === null || edit.from === ''
    ? `You gave the ${label}: ${shown(field, current)} (${date}); the quote did not show one we could read.`
    : `You changed the ${label} from ${shown(field, edit.from)} to ${shown(field, current)} on ${date}.`;
}

/**
 * The result with the edits that decided it marked: `rerun` runs the same rule on the input with one
 * field set back to what the quote was read as.
 */
export function markEdited(
  result: CheckResult,
  input: QuoteInput,
  rerun: (input: QuoteInput) => CheckResult,
): CheckResult {
  const edited = editedFields(input);
  const deciding = edited.filter(([field, edit]) => {
    const original = rerun({ ...input, fields: { ...input.fields, [field]: edit.from } });
    return original.status !== result.status || original.explanation !== result.explanation;
  });
  // A line that prints the total as it was before the change is never shown without the change beside it.
  const oldTotal = edited.find(([field]) => field === 'totalCost')?.[1].from;
  const oldCents = oldTotal ? toCents(oldTotal) : null;
  const printsOld = oldCents ? printedAmount(oldCents) : null;
  const citesOld = printsOld !== null && result.evidence.some((line) => printsOld.test(line));
  const noted = edited.filter(([field]) => deciding.some(([d]) => d === field) || (field === 'totalCost' && citesOld));
  if (!noted.length) return result;
  const notes = noted.map(([field, edit]) => changeNote(field, edit, input.fields[field]));
  const explained = deciding.map(([field, edit]) => changeNote(field, edit, input.fields[field]));
  return {
    ...result,
    explanation: explained.length ? `${result.explanation} ${explained.join(' ')}` : result.explanation,
    evidence: [...notes, ...result.evidence.filter((line) => line !== GENERIC_SILENT)],
  };
}
