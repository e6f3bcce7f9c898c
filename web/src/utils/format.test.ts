import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDollars,
  formatQuantities,
  formatNumber,
  formatPrice,
  formatRelativeTime,
  formatShortDate,
  parseAmount,
} from './format';

describe('parseAmount', () => {
  it('reads plain and decorated amounts', () => {
    expect(parseAmount('12450')).toBe(12450);
    expect(parseAmount('$12,450.75')).toBe(12450.75);
    expect(parseAmount(' 99.5 ')).toBe(99.5);
    expect(parseAmount(42)).toBe(42);
  });

  it('gives null for missing or non-numeric values', () => {
    expect(parseAmount(null)).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('call us')).toBeNull();
    expect(parseAmount('1.2.3')).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
  });
});

describe('money formatting', () => {
  it('adds thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatPrice('12450')).toBe('$12,450');
    expect(formatPrice('1234567.5')).toBe('$1,234,567.50');
  });

  it('shows dollars with two decimals', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars('0')).toBe('$0.00');
    expect(formatDollars('5')).toBe('$5.00');
  });

  it('turns cents into dollars with two decimals', () => {
    expect(formatCents(50)).toBe('$0.50');
    expect(formatCents(500)).toBe('$5.00');
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it('uses the fallback for missing amounts', () => {
    expect(formatPrice(null)).toBe('N/A');
    expect(formatDollars(undefined, 'TBD')).toBe('TBD');
    expect(formatCents(null)).toBe('N/A');
  });
});

describe('formatShortDate', () => {
  it('formats an ISO date in short form', () => {
    expect(formatShortDate('2026-03-14T12:00:00Z')).toBe('Mar 14, 2026');
  });

  it('uses the fallback for missing or invalid dates', () => {
    expect(formatShortDate(null, '-')).toBe('-');
    expect(formatShortDate('not a date', '-')).toBe('-');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago in words', () => {
    expect(formatRelativeTime(ago(10), now)).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(14 * 86400), now)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(400 * 86400), now)).toBe('last year');
  });

  it('uses the fallback for missing or invalid dates', () => {
    expect(formatRelativeTime(null, now, '-')).toBe('-');
    expect(formatRelativeTime('soon', now, '-')).toBe('-');
  });
});

describe('formatQuantities', () => {
  it('writes one window or door in the singular, whatever the stored text says', () => {
    expect(formatQuantities('12 windows, 1 doors')).toBe('12 windows, 1 door');
    expect(formatQuantities('1 windows, 0 doors')).toBe('1 window, 0 doors');
    expect(formatQuantities('8 windows, 2 doors')).toBe('8 windows, 2 doors');
  });

  it('leaves any other text as written, and gives null for none', () => {
    expect(formatQuantities('about a dozen')).toBe('about a dozen');
    expect(formatQuantities(null)).toBeNull();
  });
});
