import { newQuoteRecord, type QuoteRecord } from '../quotes/quote-record.js';

/** A stored quote for tests: an account's (u1) PDF, paid with a credit, at the given status. */
export function storedQuote(overrides: Partial<QuoteRecord> = {}): QuoteRecord {
  const id = overrides.id ?? 'quote-0000000000000001';
  return {
    ...newQuoteRecord({
      id,
      fileName: 'quote.pdf',
      contentType: 'application/pdf',
      fileSize: 100,
      fileKey: `uploads/${id}/original`,
      status: 'processing',
      progressMessage: '',
      owner: { userId: 'u1', email: 'dana@example.com' },
      createdAt: '2026-06-01T11:00:00.000Z',
    }),
    charge: 'credit',
    ...overrides,
  };
}
