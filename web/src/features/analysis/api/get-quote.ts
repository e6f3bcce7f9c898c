import useSWR from 'swr';
import { QUOTE_POLL_MS } from '@shared/limits';
import { isPolled } from '@shared/statuses';
import type { Quote } from '@shared/types';

export const quoteKey = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;

/** Polls every 2 s while the quote is being worked on, and stops once it settles. */
export function quoteRefreshInterval(quote: Quote | undefined): number {
  return quote && isPolled(quote.status) ? QUOTE_POLL_MS : 0;
}

export function useQuote(id: string | undefined) {
  return useSWR<Quote>(id ? quoteKey(id) : null, { refreshInterval: quoteRefreshInterval });
}
