import useSWR from 'swr';
import type { CreditBalance } from '@shared/types';

export const CREDIT_BALANCE_KEY = '/api/credits/balance';

/** The signed-in user's credits and whether the free first analysis is still unused. */
export function useCreditBalance() {
  return useSWR<CreditBalance>(CREDIT_BALANCE_KEY);
}
