import type { QuoteItem } from '../../fields/quote-fields.js';
import type { HomeownerAnswers, QuoteFieldValues, QuoteInput } from '../types.js';

/** A quote as the engine reads it, for tests: text plus fields, answers and items as needed. */
export function quoteInput(
  text: string,
  options: {
    fields?: Partial<QuoteFieldValues>;
    answers?: HomeownerAnswers;
    items?: QuoteItem[];
    uncertainFields?: string[];
    today?: string;
  } = {},
): QuoteInput {
  return {
    text,
    items: options.items ?? [],
    fields: {
      vendor: 'Acme Windows',
      totalCost: '10000.00',
      zipCode: '43214',
      customerZip: null,
      projectAddress: null,
      quantities: '10 windows, 0 doors',
      scope: null,
      scopeOfWork: null,
      quoteType: 'windows',
      ...options.fields,
    },
    answers: options.answers ?? {},
    uncertainFields: options.uncertainFields ?? [],
    today: options.today ?? '2026-11-22',
  };
}
