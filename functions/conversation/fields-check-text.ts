/**
 * The words of the chat's check of the figures the price check rests on: the figures it used (a field
 * still TBD is not stated), the choice between a field's candidates, and the replies to the buttons.
 */
import { FIELDS_CHECK_BUTTONS } from '@shared/fields-check.js';
import { displayDollars, parseAmount } from '@shared/money.js';
import { listAnd, plural } from '@shared/text.js';
import type { ChatButtonAction, ChoiceField } from '@shared/types.js';
import { parseQuantities } from '../analysis/facts/units.js';
import type { QuoteRecord } from '../quotes/quote-record.js';
import { withQuickQuestions } from './chat-messages.js';

/** A question of the chat with its buttons, and what each button does. */
export interface Ask {
  text: string;
  actions: ChatButtonAction[];
}

type Figures = Pick<QuoteRecord, 'totalCost' | 'quantities' | 'zipCode'>;

/** What a field is called in the chat. */
export const CHOICE_NAMES: Record<ChoiceField, string> = {
  totalCost: 'total',
  zipCode: 'ZIP code of the job',
  vendor: 'contractor',
};

/** A field's value as the chat says it: "$9,203.08", "33611", "Acme Windows". */
export function shownValue(field: string, value: string): string {
  return field === 'totalCost' ? displayDollars(parseAmount(value) ?? 0) : value;
}

function countsPhrase(quantities: string | null): string | null {
  const { windows, doors } = parseQuantities(quantities);
  if (windows === null || doors === null) return null;
  const say = (n: number, noun: string) => (n === 0 ? `no ${noun}s` : plural(n, noun));
  return `${say(windows, 'window')} and ${say(doors, 'door')}`;
}

/** "total $9,203.08", "8 windows and 1 door", "ZIP 33611": the figures that are known. */
export function statedFigures(record: Figures): string[] {
  const total = parseAmount(record.totalCost);
  const counts = countsPhrase(record.quantities);
  return [
    total ? `total ${displayDollars(total)}` : null,
    counts,
    record.zipCode ? `ZIP ${record.zipCode}` : null,
  ].filter((f): f is string => f !== null);
}

/** "I checked the price using: total $9,203.08, 8 windows and 1 door, ZIP 33611. Is that right?"; null with no figure known. */
export function confirmAsk(record: Figures): Ask | null {
  const figures = statedFigures(record);
  if (!figures.length) return null;
  const text = parseAmount(record.totalCost)
    ? `I checked the price using: ${figures.join(', ')}. Is that right?`
    : `I will check the price using: ${figures.join(', ')}, once I have the total. Is that right?`;
  return {
    text: withQuickQuestions(text, [FIELDS_CHECK_BUTTONS.yes, FIELDS_CHECK_BUTTONS.fix]),
    actions: [
      { label: FIELDS_CHECK_BUTTONS.yes, action: { kind: 'confirm-fields', answer: 'yes' } },
      { label: FIELDS_CHECK_BUTTONS.fix, action: { kind: 'confirm-fields', answer: 'fix' } },
    ],
  };
}

/** "The quote does not say clearly what the total is. Is the total $9,203.08 or $8,900.00?" with a button for each and "Neither". */
export function choiceAsk(field: ChoiceField, values: string[]): Ask {
  const name = CHOICE_NAMES[field];
  const shown = values.map((v) => shownValue(field, v));
  const options = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : shown[0];
  const text = `The quote does not say clearly what the ${name} is. Is the ${name} ${options}?`;
  return {
    text: withQuickQuestions(text, [...shown, FIELDS_CHECK_BUTTONS.neither]),
    actions: [
      ...values.map((value, i) => ({ label: shown[i]!, action: { kind: 'choose' as const, field, value } })),
      { label: FIELDS_CHECK_BUTTONS.neither, action: { kind: 'choose', field, value: null } },
    ],
  };
}

export const CONFIRMED_TEXT = 'Thanks for confirming — the price check stands on those figures.';

export const FIX_TEXT =
  'Which figure should I fix? Type the right one — for example “9 windows and 1 door”, “the total is $9,500” or “ZIP 33611” — and I will re-run the checks that depend on it.';

/** "All right — I'll leave the total as TBD." */
export function neitherText(field: ChoiceField): string {
  return `All right — I'll leave the ${CHOICE_NAMES[field]} as TBD.`;
}

/** "I changed the quantities to 9 windows, 1 door and the ZIP code to 33611." */
export function changedText(changed: Partial<Record<string, string>>, labels: Record<string, string>): string {
  const parts = Object.entries(changed).map(
    ([field, value]) => `the ${labels[field] ?? field} to ${shownValue(field, value!)}`,
  );
  return `Thanks — I changed ${listAnd(parts)}.`;
}

/** The choices of a field as stored, and the words a homeowner may type for each ("$9,203.08", "9203.08"). */
export function choiceMatching(field: ChoiceField, values: string[], text: string): string | undefined {
  const said = text.trim().toLowerCase();
  return values.find((v) => [v.toLowerCase(), shownValue(field, v).toLowerCase()].includes(said));
}

/** "Neither", "none of them", "no": the homeowner turned the candidates down. */
export function saysNeither(text: string): boolean {
  return /^(?:neither|none|no(?:pe)?)\b/i.test(text.trim());
}
