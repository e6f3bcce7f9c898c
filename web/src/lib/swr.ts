import { useEffect, useState } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { api } from './api-client';

export const swrFetcher = <T>(url: string): Promise<T> => api.get<T>(url);

/**
 * Data defaults (spec section 9): no automatic retries, no refetch on focus or reconnect,
 * and cached data never goes stale (a mounted hook with cached data does not refetch).
 * Polling is opted into per hook with `refreshInterval`.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: 2_000,
};

/**
 * A read polled at the interval its data asks for (0: not polled). SWR looks at an interval given as
 * a function again only after a poll, so polling that stopped (a failed quote) or never started (no
 * data yet on the first render) would not start when new data asks for it; a number that follows the
 * data on screen does.
 */
export function usePolledSWR<T>(key: string | null, intervalFor: (data: T | undefined) => number): SWRResponse<T> {
  const [pollEvery, setPollEvery] = useState(0);
  const result = useSWR<T>(key, { refreshInterval: pollEvery });
  const next = intervalFor(result.data);
  useEffect(() => setPollEvery(next), [next]);
  return result;
}
