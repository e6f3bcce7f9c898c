import type { SWRConfiguration } from 'swr';
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
