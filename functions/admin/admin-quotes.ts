import { ADMIN_PAGE_SIZE } from '@shared/limits.js';
import type { AdminQuote, Pagination } from '@shared/types.js';
import { toQuote, type QuoteRecord } from '../quotes/quote-record.js';
import type { AdminListStore } from './ports.js';
import { pageOffset, pagination } from './paging.js';

/** A quote as the admin list shows it: the quote, plus who uploaded it. */
export function toAdminQuote(record: QuoteRecord): AdminQuote {
  return { ...toQuote(record), userEmail: record.userEmail ?? null, isGuest: !record.userId };
}

/**
 * GET /api/admin/quotes: one page of all quotes, newest first. Without a search the total is the
 * stats counter (no scan); with one (already trimmed and lower-cased) it is the number of quotes
 * whose file name, vendor or user e-mail contains it.
 */
export async function listAdminQuotes(
  query: { page: number; search?: string },
  store: Pick<AdminListStore, 'counter' | 'quotes' | 'searchQuotes'>,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<{ quotes: AdminQuote[]; pagination: Pagination }> {
  const offset = pageOffset(query.page, pageSize);
  if (query.search) {
    const found = await store.searchQuotes(query.search, offset, pageSize);
    return { quotes: found.items.map(toAdminQuote), pagination: pagination(query.page, found.total, pageSize) };
  }
  const total = await store.counter('totalQuotes');
  const records = offset < total ? await store.quotes(offset, pageSize) : [];
  return { quotes: records.map(toAdminQuote), pagination: pagination(query.page, total, pageSize) };
}
