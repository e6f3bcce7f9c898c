import { QUOTE_POLL_MS } from '@shared/limits';
import { isPolled } from '@shared/statuses';
import type { Quote } from '@shared/types';
import { usePolledSWR } from '@/lib/swr';

export const MY_QUOTES_KEY = '/api/quotes/my-quotes';

/** Polls every 2 s while any quote is still being worked on (or discussed), else not at all. */
export function myQuotesRefreshInterval(quotes: readonly Quote[] | undefined): number {
  return quotes?.some((quote) => isPolled(quote.status)) ? QUOTE_POLL_MS : 0;
}

/** Newest first. */
export function sortNewestFirst(quotes: readonly Quote[]): Quote[] {
  return [...quotes].sort((a, b) => (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0));
}

/** The signed-in user's quotes. */
export function useMyQuotes() {
  return usePolledSWR<Quote[]>(MY_QUOTES_KEY, myQuotesRefreshInterval);
}
