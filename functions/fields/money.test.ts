import { describe, expect, it } from 'vitest';
import { centsToDecimal } from '@shared/money.js';
import { findAmounts, findWrittenAmounts, repairMoneyOcr } from './money.js';

const values = (text: string) => findAmounts(text).map((a) => centsToDecimal(a.negative ? -a.cents : a.cents));

describe('findAmounts', () => {
  it('reads dollar amounts with thousands separators and cents', () => {
    expect(values('TOTAL   $10,381.90')).toEqual(['10381.90']);
    expect(values('SUBTOTAL  21,047.00  DISCOUNT  -500.00')).toEqual(['21047.00', '-500.00']);
    expect(values('Price: $950')).toEqual(['950.00']);
  });

  it('repairs OCR confusions inside amounts', () => {
    expect(values('Total S10,381.90')).toEqual(['10381.90']);
    expect(values('$10,381 .90')).toEqual(['10381.90']);
    expect(values('$1O,381.9O')).toEqual(['10381.90']);
    expect(values('$ 2,415.00')).toEqual(['2415.00']);
    expect(repairMoneyOcr('S10,381.90')).toHaveLength('S10,381.90'.length);
  });

  it('ignores quantities, percentages, phone numbers, dates, IDs and dimensions', () => {
    expect(values('Double Hung Window   4')).toEqual([]);
    expect(values('SALES TAX (8.03% ON MATERIALS)')).toEqual([]);
    expect(values('(941) 555-0153')).toEqual([]);
    expect(values('DATE 1/27/2025  EST-41923  WD-84387')).toEqual([]);
    expect(values('36" x 80", 71-1/4" x 79-1/2"')).toEqual([]);
    expect(values('Payment: 50% deposit, 1/3 at signing')).toEqual([]);
  });
});

describe('written amounts', () => {
  it('finds cheque-style amounts with cents over 100', () => {
    const [a] = findWrittenAmounts('TWENTY-TWO THOUSAND ONE HUNDRED FORTY AND 00/100 DOLLARS ($22,140.00)');
    expect(a?.cents).toBe(2_214_000);
    const [b] = findWrittenAmounts('is $13,898.53 (Thirteen thousand eight hundred ninety-eight and 53/100 Dollars)');
    expect(b?.cents).toBe(1_389_853);
  });
});

describe('OCR separators', () => {
  it('reads dots for thousands and a comma for the decimal point after a dollar sign', () => {
    expect(values('TOTAL $22.140.00')).toEqual(['22140.00']);
    expect(values('TOTAL $22,140,00')).toEqual(['22140.00']);
  });

  it('does not read a list of numbers as a thousands figure, except after a dollar sign', () => {
    expect(findAmounts('TAS 201, 202 and 203')).toEqual([]);
    expect(findAmounts('Total $1, 234.00').map((a) => a.cents)).toEqual([123400]);
  });
});
