/** Which question about the figures the chat asks next: a field's candidates first, then the figures themselves. */
import type { ChoiceField } from '@shared/types.js';
import type { FieldsCheck, QuoteRecord } from '../quotes/quote-record.js';
import { choiceAsk, confirmAsk, type Ask } from './fields-check-text.js';

/** The order in which the candidates of fields left unclear are offered. */
const CHOICE_ORDER: ChoiceField[] = ['totalCost', 'zipCode', 'vendor'];

export const NOTHING_ASKED: FieldsCheck = { asking: null, asked: [], confirmedAt: null };

/** The chat's next question about the figures, and the check once it is asked; null when none is left. */
export function nextFieldsAsk(record: QuoteRecord): { ask: Ask; check: FieldsCheck } | null {
  const check = record.fieldsCheck ?? NOTHING_ASKED;
  for (const field of CHOICE_ORDER) {
    const values = record.fieldChoices?.[field];
    if (!record[field] && values?.length && !check.asked.includes(field))
      return { ask: choiceAsk(field, values), check: { ...check, asking: field, asked: [...check.asked, field] } };
  }
  if (check.confirmedAt || check.asked.includes('confirm')) return null;
  const ask = confirmAsk(record);
  return ask ? { ask, check: { ...check, asking: 'confirm', asked: [...check.asked, 'confirm'] } } : null;
}
