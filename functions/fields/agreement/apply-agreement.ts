/**
 * The offline reader's fields after the other readers were heard: each of vendor, total, ZIP and the
 * counts becomes what the agreement shows, or empty (TBD) with the competing checked values as
 * choices, and the extraction details say which readers agreed.
 */
import { quantitiesText } from '@shared/text.js';
import type { ChoiceField, QuoteFields, UncertainField } from '../quote-fields.js';
import type { Agreement } from './agree.js';
import { AGREED_FIELDS, type AgreedField, type Reading } from './readings.js';

const LABELS: Record<AgreedField, string> = {
  vendor: 'Vendor',
  totalCost: 'Total',
  zipCode: 'ZIP code',
  windows: 'Windows',
  doors: 'Doors',
};

/** The offline reader's values as a Reading (it reads the document itself: no evidence lines). */
export function offlineReading(fields: QuoteFields): Reading {
  const value = (v: string | number | null) => (v === null ? undefined : { value: String(v), evidence: [] });
  const entries = Object.entries({
    vendor: value(fields.vendor),
    totalCost: value(fields.totalCost),
    zipCode: value(fields.zipCode),
    windows: value(fields.windows),
    doors: value(fields.doors),
  }).filter(([, v]) => v !== undefined);
  return { reader: 'offline', fields: Object.fromEntries(entries) };
}

function detail(field: AgreedField, agreement: Agreement): string {
  const a = agreement.fields[field];
  const heard = a.readings.map((r) => `${r.reader} ${r.value}${r.failed ? ` (not used: ${r.failed})` : ''}`);
  const what = a.shown !== null ? `${a.shown}, agreed by ${a.agreed.join(' and ')}` : 'left for the homeowner';
  return `${a.shown !== null ? '✓' : '⚠'} Readers, ${LABELS[field]}: ${what}${heard.length ? ` — ${heard.join('; ')}` : ''}`;
}

export function applyAgreement(fields: QuoteFields, agreement: Agreement): QuoteFields {
  const shown = (f: AgreedField) => agreement.fields[f].shown;
  const count = (f: 'windows' | 'doors') => (shown(f) === null ? null : Number(shown(f)));
  const windows = count('windows');
  const doors = count('doors');
  const next: QuoteFields = {
    ...fields,
    vendor: shown('vendor'),
    totalCost: shown('totalCost'),
    zipCode: shown('zipCode'),
    windows,
    doors,
    quantities: windows !== null && doors !== null ? quantitiesText(windows, doors) : null,
  };
  const uncertain = fields.uncertain.filter((u) => !['vendor', 'totalCost', 'zipCode', 'quantities'].includes(u.field));
  const open = (field: UncertainField, reason: string) => uncertain.push({ field, reason });
  const choices: QuoteFields['choices'] = {};
  for (const field of ['vendor', 'totalCost', 'zipCode'] as ChoiceField[]) {
    if (next[field] !== null) continue;
    open(field, agreement.fields[field].readings.length ? 'the readers do not agree on it' : 'no reader found it');
    const offered = agreement.choices[field] ?? fields.choices[field];
    if (offered?.length) choices[field] = offered;
  }
  if (next.quantities === null) open('quantities', 'the readers do not agree on the counts');
  return {
    ...next,
    uncertain,
    choices,
    details: [...fields.details, ...AGREED_FIELDS.map((f) => detail(f, agreement))],
  };
}
