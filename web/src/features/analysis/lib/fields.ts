import { statusAllows } from '@shared/statuses';
import { zipIn } from '@shared/zip';
import { FIELD_MESSAGES, firstIssue, updateScopeSchema, type EditableField } from '@shared/validation';
import type { Quote } from '@shared/types';
import { quantitiesText } from '@shared/text';

/** The quote fields the summary card lets the homeowner correct. */
export type EditField = Exclude<EditableField, 'customerZip'>;

/** Spec section 5: asked before saving; the fields not listed save without asking. */
export const CONFIRM_PROMPTS: Partial<Record<EditField, string>> = {
  vendor: 'Update vendor name? This will re-analyze pricing if needed.',
  totalCost: 'Update total cost? This will re-analyze pricing fairness.',
  zipCode: 'Update ZIP code? This will re-analyze regional pricing.',
  quantities: 'Update quantities? This will recalculate unit pricing.',
  scope: 'Update project scope?',
};

/** Changing one of these also asks the server for a full analysis (spec section 4, Re-analysis). */
export const ANALYZE_AFTER: readonly EditableField[] = [
  'customerZip',
  'totalCost',
  'projectAddress',
  'scopeOfWork',
  'zipCode',
];

/** Editing one of these marks the pricing item as being re-analysed. */
export const PRICING_FIELDS: readonly EditField[] = ['totalCost', 'zipCode', 'quantities'];

/** The edit pencils show where the status table allows corrections (not while the pipeline owns the fields). */
export const canEdit = (status: string) => statusAllows(status, 'edit');

/** What an empty field shows: 'Unknown' once the analysis is complete, 'TBD' before. */
export const emptyValue = (status: string) => (status === 'completed' ? 'Unknown' : 'TBD');

/** The price input accepts digits, a dot and $ only. */
export const filterPriceInput = (value: string) => value.replace(/[^\d.$]/g, '');

/** The ZIP input accepts digits only, at most 5. */
export const filterZipInput = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/** "12 windows, 1 doors" → {windows: 12, doors: 1}; missing numbers read as 0. */
export function parseQuantities(value: string | null | undefined): { windows: number; doors: number } {
  const windows = /(\d+)\s*windows?/i.exec(value ?? '');
  const doors = /(\d+)\s*doors?/i.exec(value ?? '');
  return { windows: windows ? Number(windows[1]) : 0, doors: doors ? Number(doors[1]) : 0 };
}

/** What the two inputs save: "8 windows, 1 door" (shared/text.ts). */
export const formatQuantities = (windows: number, doors: number) => quantitiesText(windows, doors);

export type FieldCheck = { ok: true; value: string } | { ok: false; error: string };

/**
 * Checks a typed value with the server's own rules and messages and gives the value to send:
 * trimmed text, the price with $ and commas stripped, quantities as 'N windows, M doors'.
 */
export function checkField(field: EditField, raw: string): FieldCheck {
  let value = raw.trim();
  if (field === 'totalCost') value = value.replace(/[$,\s]/g, '');
  if (field === 'quantities') {
    const { windows, doors } = splitQuantityInput(raw);
    if (!isCount(windows) || !isCount(doors)) return { ok: false, error: FIELD_MESSAGES.quantities };
    value = formatQuantities(Number(windows), Number(doors));
  }
  const parsed = updateScopeSchema.safeParse({ [field]: value });
  return parsed.success ? { ok: true, value } : { ok: false, error: firstIssue(parsed.error) };
}

/** The quantities editor keeps its two inputs as "W|D". */
export const joinQuantityInput = (windows: string, doors: string) => `${windows}|${doors}`;
export function splitQuantityInput(raw: string): { windows: string; doors: string } {
  const [windows = '', doors = ''] = raw.split('|');
  return { windows: windows.trim(), doors: doors.trim() };
}
const isCount = (value: string) => /^\d+$/.test(value);

/** The value an editor starts from. */
export function initialInput(field: EditField, quote: Quote): string {
  if (field === 'quantities') {
    const { windows, doors } = parseQuantities(quote.quantities);
    return joinQuantityInput(String(windows), String(doors));
  }
  return quote[field] ?? '';
}

/**
 * The body of PATCH update-scope for one edit. A new project address with a 5-digit ZIP that
 * differs from the customer's ZIP updates that ZIP too.
 */
export function updateBody(field: EditField, value: string, quote: Quote): Partial<Record<EditableField, string>> {
  const body: Partial<Record<EditableField, string>> = { [field]: value };
  if (field === 'projectAddress') {
    const zip = zipIn(value);
    if (zip && zip !== quote.customerZip) body.customerZip = zip;
  }
  return body;
}

/** Whether saving this body must be followed by POST analyze. */
export const needsAnalyze = (body: Partial<Record<EditableField, string>>) =>
  Object.keys(body).some((key) => ANALYZE_AFTER.includes(key as EditableField));
