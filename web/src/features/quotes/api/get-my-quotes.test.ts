import { describe, expect, it } from 'vitest';
import type { Quote } from '@shared/types';
import { POLLED_STATUS_LIST } from '@/testing/quotes';
import { myQuotesRefreshInterval, sortNewestFirst } from './get-my-quotes';

const quote = (status: Quote['status'], createdAt = '2026-11-01T00:00:00Z') => ({ status, createdAt }) as Quote;

describe('my quotes polling', () => {
  it('polls every 2 seconds while any quote is in progress or in discussion', () => {
    for (const status of POLLED_STATUS_LIST) {
      expect(myQuotesRefreshInterval([quote('completed'), quote(status)])).toBe(2000);
    }
  });

  it('does not poll when every quote is settled, or before the first answer', () => {
    expect(myQuotesRefreshInterval([quote('completed'), quote('error')])).toBe(0);
    expect(myQuotesRefreshInterval([])).toBe(0);
    expect(myQuotesRefreshInterval(undefined)).toBe(0);
  });

  it('lists the newest quote first', () => {
    const older = quote('completed', '2026-10-01T00:00:00Z');
    const newer = quote('completed', '2026-11-01T00:00:00Z');
    expect(sortNewestFirst([older, newer])).toEqual([newer, older]);
  });
});
