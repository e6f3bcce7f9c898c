import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '@shared/limits.js';
import { pageOffset, pagination } from './paging.js';

describe('paging', () => {
  it('starts page N after N-1 full pages', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(2 * ADMIN_PAGE_SIZE);
    expect(pageOffset(2, 5)).toBe(5);
  });

  it('counts pages, with one (empty) page for an empty list', () => {
    expect(pagination(1, 0, 20)).toEqual({ page: 1, total: 0, totalPages: 1 });
    expect(pagination(2, 3, 20)).toEqual({ page: 2, total: 3, totalPages: 1 });
    expect(pagination(1, 20, 20)).toEqual({ page: 1, total: 20, totalPages: 1 });
    expect(pagination(1, 21, 20)).toEqual({ page: 1, total: 21, totalPages: 2 });
    expect(pagination(1, -4, 20)).toEqual({ page: 1, total: 0, totalPages: 1 });
  });
});
