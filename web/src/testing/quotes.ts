import { QUOTE_STATUSES } from '@shared/statuses';
import type { Quote } from '@shared/types';

/** A quote as the API answers it, with overrides. */
export function quoteFixture(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 'q_0000000000000001',
    fileName: 'Suncoast proposal.pdf',
    status: 'completed',
    progressMessage: null,
    overallScore: 82,
    quoteType: 'windows',
    vendor: 'Suncoast Windows',
    totalCost: '24850',
    zipCode: '33101',
    customerZip: '33101',
    quantities: '12 windows, 1 doors',
    scope: 'Replace 12 windows and 1 door',
    projectAddress: null,
    scopeOfWork: null,
    userId: 'u1',
    isGuestQuote: false,
    createdAt: '2026-11-22T11:55:00Z',
    checklistResults: [],
    ...overrides,
  };
}

/**
 * The statuses in which the web polls a quote every 2 s (spec section 4): all but 'uploaded' and the
 * settled 'completed' and 'error'. Written as the rule, so that tests do not read it from the code
 * under test.
 */
export const POLLED_STATUS_LIST = QUOTE_STATUSES.filter(
  (status) => status !== 'uploaded' && status !== 'completed' && status !== 'error',
);

/** A small file of a given type; `size` overrides what the browser reports. */
export function fileFixture(name = 'quote.pdf', type = 'application/pdf', size?: number): File {
  const file = new File(['%PDF-1.7 test'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
