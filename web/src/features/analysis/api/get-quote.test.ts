import { describe, expect, it } from 'vitest';
import type { Quote } from '@shared/types';
import { POLLED_STATUS_LIST } from '@/testing/quotes';
import { quoteKey, quoteRefreshInterval } from './get-quote';

const quote = (status: Quote['status']) => ({ status }) as Quote;

describe('quote polling', () => {
  it('polls every 2 seconds while the quote is in progress or in discussion', () => {
    for (const status of POLLED_STATUS_LIST) {
      expect(quoteRefreshInterval(quote(status))).toBe(2000);
    }
  });

  it('stops polling once completed, failed, or before the first answer', () => {
    expect(quoteRefreshInterval(quote('completed'))).toBe(0);
    expect(quoteRefreshInterval(quote('error'))).toBe(0);
    expect(quoteRefreshInterval(undefined)).toBe(0);
  });

  it('escapes the id in the request path', () => {
    expect(quoteKey('a/b')).toBe('/api/quotes/a%2Fb');
  });
});
