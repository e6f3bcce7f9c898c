import { describe, expect, it } from 'vitest';
import { quoteFixture } from '@/testing/quotes';
import {
  canEdit,
  checkField,
  emptyValue,
  filterPriceInput,
  filterZipInput,
  initialInput,
  needsAnalyze,
  parseQuantities,
  updateBody,
} from './fields';

describe('input filters', () => {
  it('limits the price to digits, dot and $', () => {
    expect(filterPriceInput('$12,450.50 USD')).toBe('$12450.50');
    expect(filterPriceInput('abc')).toBe('');
  });

  it('limits the ZIP to 5 digits', () => {
    expect(filterZipInput('33a1-01 99')).toBe('33101');
    expect(filterZipInput('1234')).toBe('1234');
  });
});

describe('field checks', () => {
  it('vendor: trimmed, not empty, at most 30 characters', () => {
    expect(checkField('vendor', '  Acme  ')).toEqual({ ok: true, value: 'Acme' });
    expect(checkField('vendor', '   ')).toEqual({ ok: false, error: 'Vendor name cannot be empty' });
    expect(checkField('vendor', 'x'.repeat(31))).toEqual({
      ok: false,
      error: 'Vendor name must be 30 characters or less',
    });
  });

  it('price: a number above zero, sent with $ and commas stripped', () => {
    expect(checkField('totalCost', '$12,450.50')).toEqual({ ok: true, value: '12450.50' });
    expect(checkField('totalCost', '0')).toEqual({ ok: false, error: 'Price must be a number greater than zero' });
    expect(checkField('totalCost', '$')).toEqual({ ok: false, error: 'Price must be a number greater than zero' });
    expect(checkField('totalCost', '1.2.3')).toEqual({ ok: false, error: 'Price must be a number greater than zero' });
  });

  it('ZIP: exactly 5 digits', () => {
    expect(checkField('zipCode', '33101')).toEqual({ ok: true, value: '33101' });
    expect(checkField('zipCode', '3310')).toEqual({ ok: false, error: 'ZIP code must be exactly 5 digits' });
  });

  it('quantities: two whole numbers from 0, saved as "N windows, M doors"', () => {
    expect(checkField('quantities', '8|0')).toEqual({ ok: true, value: '8 windows, 0 doors' });
    expect(checkField('quantities', '|1').ok).toBe(false);
    expect(checkField('quantities', '-1|1').ok).toBe(false);
  });

  it('scope: trimmed, not empty, at most 60 characters', () => {
    expect(checkField('scope', ' Replace 8 windows ')).toEqual({ ok: true, value: 'Replace 8 windows' });
    expect(checkField('scope', '')).toEqual({ ok: false, error: 'Scope description cannot be empty' });
    expect(checkField('scope', 'x'.repeat(61))).toEqual({ ok: false, error: 'Scope must be 60 characters or less' });
  });
});

describe('edits', () => {
  it('reads quantities into the two inputs', () => {
    expect(parseQuantities('12 windows, 1 doors')).toEqual({ windows: 12, doors: 1 });
    expect(parseQuantities(null)).toEqual({ windows: 0, doors: 0 });
    expect(initialInput('quantities', quoteFixture({ quantities: '3 windows, 2 doors' }))).toBe('3|2');
  });

  it('a project address with another ZIP also updates the customer ZIP', () => {
    const quote = quoteFixture({ customerZip: '33101' });
    expect(updateBody('projectAddress', '1 Main St, Tampa, FL 33602', quote)).toEqual({
      projectAddress: '1 Main St, Tampa, FL 33602',
      customerZip: '33602',
    });
    expect(updateBody('projectAddress', '1 Main St, Miami, FL 33101', quote)).toEqual({
      projectAddress: '1 Main St, Miami, FL 33101',
    });
  });

  it('price, ZIP, address and scope of work call for a full analysis; vendor, quantities and scope do not', () => {
    expect(needsAnalyze({ totalCost: '1' })).toBe(true);
    expect(needsAnalyze({ zipCode: '33101' })).toBe(true);
    expect(needsAnalyze({ projectAddress: 'x' })).toBe(true);
    expect(needsAnalyze({ scopeOfWork: 'x' })).toBe(true);
    expect(needsAnalyze({ vendor: 'x' })).toBe(false);
    expect(needsAnalyze({ quantities: '1 windows, 0 doors' })).toBe(false);
    expect(needsAnalyze({ scope: 'x' })).toBe(false);
  });

  it('pencils are hidden while the pipeline works and after a failure, and empty values read TBD until completed', () => {
    for (const status of ['uploaded', 'processing', 'extracting', 'extracting_fields', 'analyzing', 'scope', 'error'])
      expect(canEdit(status)).toBe(false);
    for (const status of ['discussing', 'completed']) expect(canEdit(status)).toBe(true);
    expect(emptyValue('discussing')).toBe('TBD');
    expect(emptyValue('completed')).toBe('Unknown');
  });
});
