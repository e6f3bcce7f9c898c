import useSWR from 'swr';
import type { Quote, User } from '../../../../../shared/types';

/** Admin list rows (spec section 3). */
export interface AdminQuote extends Quote {
  userEmail: string | null;
  isGuest: boolean;
}

export interface AdminUser extends User {
  createdAt: string;
  creditBalance: number;
  totalQuotes: number;
  /** Cents. */
  totalPaid: number;
}

export interface Pagination {
  page?: number;
  total: number;
  totalPages: number;
}

export function adminQuotesKey(page: number, search: string): string {
  const params = new URLSearchParams({ page: String(page) });
  if (search.trim()) params.set('search', search.trim());
  return `/api/admin/quotes?${params}`;
}

export function adminUsersKey(page: number): string {
  return `/api/admin/users?${new URLSearchParams({ page: String(page) })}`;
}

export function useAdminQuotes(page: number, search: string) {
  return useSWR<{ quotes: AdminQuote[]; pagination: Pagination }>(adminQuotesKey(page, search), {
    keepPreviousData: true,
  });
}

export function useAdminUsers(page: number) {
  return useSWR<{ users: AdminUser[]; pagination: Pagination }>(adminUsersKey(page), { keepPreviousData: true });
}
