import { QUOTE_POLL_MS } from '@shared/limits';
import { isPolled } from '@shared/statuses';
import type { Quote } from '@shared/types';
import { usePolledSWR } from '@/lib/swr';

export const quoteKey = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;

/** Polls every 2 s while the quote is being worked on, and stops once it settles. */
export function quoteRefreshInterval(quote: Quote | undefined): number {
  return quote && isPolled(quote.status) ? QUOTE_POLL_MS : 0;
}

/** The quote, polled while it is being worked on (again after a retry sends it back to work). */
export function useQuote(id: string | undefined) {
  return usePolledSWR<Quote>(id ? quoteKey(id) : null, quoteRefreshInterval);
}
