import { describe, expect, it } from 'vitest';
import { centsToDecimal, displayCents, displayDollars, parseAmount, parseCents } from '@shared/money.js';

describe('parseAmount', () => {
  it('reads amounts typed or stored as text', () => {
    expect(parseAmount('12450')).toBe(12450);
    expect(parseAmount('$12,450.75')).toBe(12450.75);
    expect(parseAmount('$ 12,345.67')).toBe(12345.67);
    expect(parseAmount(' 99.5 ')).toBe(99.5);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('-500.00')).toBe(-500);
    expect(parseAmount(42)).toBe(42);
  });

  it('gives null for what is not an amount', () => {
    for (const value of [null, undefined, '', '  ', 'call us', '1.2.3', '12.', '1e5', '0x1F', '$', Number.NaN])
      expect(parseAmount(value)).toBeNull();
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('gives whole cents', () => {
    expect(parseCents('12480.50')).toBe(1_248_050);
    expect(parseCents('$10,381.90')).toBe(1_038_190);
    expect(parseCents('0.29')).toBe(29);
    expect(parseCents('call us')).toBeNull();
  });
});

describe('displayDollars', () => {
  it('always shows the cents by default', () => {
    expect(displayDollars(1234.5)).toBe('$1,234.50');
    expect(displayDollars(0)).toBe('$0.00');
    expect(displayDollars(12_450)).toBe('$12,450.00');
    expect(displayDollars(-500)).toBe('-$500.00');
  });

  it('shows the cents only when there are any', () => {
    expect(displayDollars(12_450, 'when-any')).toBe('$12,450');
    expect(displayDollars(1_234_567.5, 'when-any')).toBe('$1,234,567.50');
    expect(displayDollars(2500, 'when-any')).toBe('$2,500');
    expect(displayDollars(12.999, 'when-any')).toBe('$13.00');
  });

  it('rounds to the dollar, halves up', () => {
    expect(displayDollars(577.02, 'never')).toBe('$577');
    expect(displayDollars(1234.5, 'never')).toBe('$1,235');
    expect(displayDollars(999.49, 'never')).toBe('$999');
  });
});

describe('displayCents', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(displayCents(1_038_190)).toBe('$10,381.90');
    expect(displayCents(5)).toBe('$0.05');
    expect(displayCents(123_456_789)).toBe('$1,234,567.89');
    expect(displayCents(-50_000)).toBe('-$500.00');
  });

  it('rounds to the cent first, halves up', () => {
    expect(displayCents(1234.5)).toBe('$12.35');
    expect(displayCents(-1234.5)).toBe('-$12.35');
    expect(displayCents(-0)).toBe('$0.00');
  });

  it('shows the cents only when there are any, or never', () => {
    expect(displayCents(1_245_000, 'when-any')).toBe('$12,450');
    expect(displayCents(1_245_050, 'when-any')).toBe('$12,450.50');
    expect(displayCents(123_450, 'never')).toBe('$1,235');
    // Rounded once, from the exact amount: $1,234.4967 is $1,234.
    expect(displayCents(370_349 / 3, 'never')).toBe('$1,234');
  });
});

describe('centsToDecimal', () => {
  it('writes cents as the plain decimal text a total is stored as', () => {
    expect(centsToDecimal(1_038_190)).toBe('10381.90');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-50_000)).toBe('-500.00');
    expect(centsToDecimal(1234.6)).toBe('12.35');
  });
});
