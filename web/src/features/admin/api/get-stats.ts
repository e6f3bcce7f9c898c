import useSWR from 'swr';
import type { AdminStats } from '@shared/types';

export const ADMIN_STATS_KEY = '/api/admin/stats';

export function useAdminStats() {
  return useSWR<AdminStats>(ADMIN_STATS_KEY);
}
