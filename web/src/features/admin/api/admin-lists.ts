import useSWR from 'swr';
import type { AdminQuote, AdminUser, Pagination } from '@shared/types';

export type { AdminQuote, AdminUser, Pagination };

export interface AdminQuotesPage {
  quotes: AdminQuote[];
  pagination: Pagination;
}

export interface AdminUsersPage {
  users: AdminUser[];
  pagination: Pagination;
}

export function adminQuotesKey(page: number, search: string): string {
  const params = new URLSearchParams({ page: String(page) });
  if (search.trim()) params.set('search', search.trim());
  return `/api/admin/quotes?${params}`;
}

export function adminUsersKey(page: number): string {
  return `/api/admin/users?${new URLSearchParams({ page: String(page) })}`;
}

/** One page of all quotes, newest first; `search` matches file name, vendor or user e-mail. */
export function useAdminQuotes(page: number, search: string) {
  return useSWR<AdminQuotesPage>(adminQuotesKey(page, search), { keepPreviousData: true });
}

/** One page of all users. */
export function useAdminUsers(page: number) {
  return useSWR<AdminUsersPage>(adminUsersKey(page), { keepPreviousData: true });
}
