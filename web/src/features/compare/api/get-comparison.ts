import useSWR from 'swr';
import type { CompareResponse } from '@shared/compare';

/** GET /api/compare?ids=ID1,ID2[,ID3]: the ids keep their order (Quote A, B, C). */
export const comparisonKey = (ids: readonly string[]) => `/api/compare?ids=${ids.map(encodeURIComponent).join(',')}`;

/** The comparison of 2–3 of the user's analysed quotes; no request until the ids are valid. */
export function useComparison(ids: readonly string[] | null) {
  return useSWR<CompareResponse>(ids ? comparisonKey(ids) : null);
}
