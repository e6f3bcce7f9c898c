import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { QUOTE_POLL_MS } from '@shared/limits';
import { isPolled } from '@shared/statuses';
import type { Quote } from '@shared/types';

export const quoteKey = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;

/** Polls every 2 s while the quote is being worked on, and stops once it settles. */
export function quoteRefreshInterval(quote: Quote | undefined): number {
  return quote && isPolled(quote.status) ? QUOTE_POLL_MS : 0;
}

/**
 * The quote, polled while it is being worked on. The interval follows the data on screen: SWR only
 * looks at a function interval again after a poll, so once polling stopped (a failure) it would not
 * start again when a retry sends the quote back to work; a number that changes with the data does.
 */
export function useQuote(id: string | undefined) {
  const [pollEvery, setPollEvery] = useState(0);
  const result = useSWR<Quote>(id ? quoteKey(id) : null, { refreshInterval: pollEvery });
  const next = quoteRefreshInterval(result.data);
  useEffect(() => setPollEvery(next), [next]);
  return result;
}
