import { ADMIN_PAGE_SIZE } from '@shared/limits.js';
import type { Pagination } from '@shared/types.js';

/** Position of the first item of `page` (from 1) in the whole list. */
export function pageOffset(page: number, pageSize = ADMIN_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** The paging block of a list answer; an empty list still has one (empty) page. */
export function pagination(page: number, total: number, pageSize = ADMIN_PAGE_SIZE): Pagination {
  const count = Math.max(0, Math.floor(total));
  return { page, total: count, totalPages: Math.max(1, Math.ceil(count / pageSize)) };
}
