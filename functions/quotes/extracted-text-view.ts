import type { ExtractedTextRecord, QuoteRecord } from './quote-record.js';

/** GET /api/quotes/{id}/extracted-text (spec section 3). */
export interface ExtractedTextResponse {
  extractedText: string;
  vendorName: string | null;
  totalPrice: string | null;
  zipCode: string | null;
  quoteType: string | null;
  quantities: string | null;
  scope: string | null;
  extractionDetails: string;
  textStatistics: { charactersExtracted: number };
  extractionMethod: string | null;
  extractionTimestamp: string | null;
}

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
