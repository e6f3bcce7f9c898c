import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars, formatNumber, formatPrice, formatShortDate, parseAmount } from './format';

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
