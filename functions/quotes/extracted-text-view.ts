import type { ExtractedTextResponse } from '@shared/types.js';
import type { ExtractedTextRecord, QuoteRecord } from './quote-record.js';

export function extractedTextView(quote: QuoteRecord, text: ExtractedTextRecord | undefined): ExtractedTextResponse {
  return {
    extractedText: text?.extractedText ?? '',
    vendorName: quote.vendor,
    totalPrice: quote.totalCost,
    zipCode: quote.zipCode,
    quoteType: quote.quoteType,
    quantities: quote.quantities,
    scope: quote.scope,
    extractionDetails: text?.extractionDetails ?? '',
    textStatistics: { charactersExtracted: text?.charactersExtracted ?? 0 },
    extractionMethod: text?.extractionMethod ?? null,
    extractionTimestamp: text?.extractionTimestamp ?? null,
  };
}
