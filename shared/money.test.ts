import { describe, expect, it } from 'vitest';
import { centsToDecimal, displayCents, displayDollars, parseAmount, parseCents } from '@shared/money.js';

describe('parseAmount', () => {
  it.each([
    ['12450', 12450],
    ['$12,450.75', 12450.75],
    ['$ 12,345.67', 12345.67],
    [' 99.5 ', 99.5],
    ['.5', 0.5],
    ['-500.00', -500],
    [42, 42],
  ])('reads %j as %d', (value, amount) => expect(parseAmount(value)).toBe(amount));

  it.each([null, undefined, '', '  ', 'call us', '1.2.3', '12.', '1e5', '0x1F', '$', Number.NaN, Infinity])(
    'gives null for %j, which is not an amount',
    (value) => expect(parseAmount(value)).toBeNull(),
  );

  it('gives whole cents', () => {
    const cents = ['12480.50', '$10,381.90', '0.29', 'call us'].map(parseCents);
    expect(cents).toEqual([1_248_050, 1_038_190, 29, null]);
  });
});

describe('displayDollars', () => {
  it.each([
    [1234.5, 'always', '$1,234.50'],
    [0, 'always', '$0.00'],
    [12_450, 'always', '$12,450.00'],
    [-500, 'always', '-$500.00'],
    [12_450, 'when-any', '$12,450'],
    [1_234_567.5, 'when-any', '$1,234,567.50'],
    [2500, 'when-any', '$2,500'],
    [12.999, 'when-any', '$13.00'],
    [577.02, 'never', '$577'],
    [1234.5, 'never', '$1,235'],
    [999.49, 'never', '$999'],
  ] as const)('shows %d with cents %s as %s', (dollars, cents, text) =>
    expect(displayDollars(dollars, cents)).toBe(text),
  );

  it('always shows the cents by default', () => {
    expect(displayDollars(1234.5)).toBe('$1,234.50');
  });
});

describe('displayCents', () => {
  it.each([
    [1_038_190, '$10,381.90'],
    [5, '$0.05'],
    [123_456_789, '$1,234,567.89'],
    [-50_000, '-$500.00'],
    // Rounded to the cent first, halves up.
    [1234.5, '$12.35'],
    [-1234.5, '-$12.35'],
    [-0, '$0.00'],
  ])('shows %d cents as %s', (cents, text) => expect(displayCents(cents)).toBe(text));

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
    const text = [1_038_190, 5, 0, -50_000, 1234.6].map(centsToDecimal);
    expect(text).toEqual(['10381.90', '0.05', '0.00', '-500.00', '12.35']);
  });
});
