import type { QuoteInput } from '../analysis/types.js';
import type { ExtractedTextRecord, QuoteRecord } from '../quotes/quote-record.js';

/** What the analysis reads for a stored quote: the redacted text (chosen option only) and the current fields. */
export function analysisInput(quote: QuoteRecord, text: ExtractedTextRecord | undefined, today: Date): QuoteInput {
  return {
    text: text?.analysisText ?? text?.extractedText ?? '',
    items: text?.items ?? [],
    fields: {
      vendor: quote.vendor,
      totalCost: quote.totalCost,
      zipCode: quote.zipCode,
      customerZip: quote.customerZip,
      projectAddress: quote.projectAddress,
      quantities: quote.quantities,
      scope: quote.scope,
      scopeOfWork: quote.scopeOfWork,
      quoteType: quote.quoteType,
    },
    answers: quote.answers ?? {},
    ...(quote.answersGiven ? { said: quote.answersGiven } : {}),
    ...(quote.fieldEdits ? { edits: quote.fieldEdits } : {}),
    ...(text?.unclear?.length ? { unclear: text.unclear } : {}),
    uncertainFields: (quote.uncertainFields ?? []).map((u) => u.field),
    today: today.toISOString().slice(0, 10),
  };
}
