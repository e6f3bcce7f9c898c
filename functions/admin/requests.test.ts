import { describe, expect, it } from 'vitest';
import { ValidationError } from '../lib/errors.js';
import { parseWith } from '../lib/validate.js';
import { ADMIN_MESSAGES, creditEditSchema, parsePage, parseSearch } from './requests.js';

describe('parsePage', () => {
  it('defaults to page 1 when absent or blank', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('  ')).toBe(1);
  });

  it('reads whole numbers from 1', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage(' 7 ')).toBe(7);
    expect(parsePage('1000000')).toBe(1_000_000);
  });

  it.each(['0', '-1', '1.5', 'abc', '1e3', '2x', '0x10', '1000001', '99999999999'])('refuses %j with 400', (raw) => {
    expect(() => parsePage(raw)).toThrow(ValidationError);
    expect(() => parsePage(raw)).toThrow(ADMIN_MESSAGES.page);
  });
});

describe('parseSearch', () => {
  it('trims and lower-cases; blank means no search', () => {
    expect(parseSearch('  Suncoast WINDOW ')).toBe('suncoast window');
    expect(parseSearch('   ')).toBeUndefined();
    expect(parseSearch(undefined)).toBeUndefined();
  });

  it('allows 100 characters after trimming and refuses more', () => {
    expect(parseSearch(` ${'a'.repeat(100)} `)).toBe('a'.repeat(100));
    expect(() => parseSearch('a'.repeat(101))).toThrow(ADMIN_MESSAGES.searchTooLong);
  });
});

describe('creditEditSchema', () => {
  const parse = (body: unknown) => parseWith(creditEditSchema, body);

  it('takes a whole number from 0 and defaults the reason', () => {
    expect(parse({ credits: 0 })).toEqual({ credits: 0, reason: 'Admin adjustment' });
    expect(parse({ credits: 12, reason: '  Goodwill for a failed scan ' })).toEqual({
      credits: 12,
      reason: 'Goodwill for a failed scan',
    });
    expect(parse({ credits: 5, reason: '   ' })).toEqual({ credits: 5, reason: 'Admin adjustment' });
    expect(parse({ credits: 5, reason: null })).toEqual({ credits: 5, reason: 'Admin adjustment' });
    expect(parse({ credits: 100_000 })).toEqual({ credits: 100_000, reason: 'Admin adjustment' });
  });

  it('takes digits sent as text (a form field)', () => {
    expect(parse({ credits: ' 3 ' })).toEqual({ credits: 3, reason: 'Admin adjustment' });
  });

  it.each([
    [{ credits: -1 }],
    [{ credits: 1.5 }],
    [{ credits: 'abc' }],
    [{ credits: '1.5' }],
    [{ credits: '-2' }],
    [{ credits: '' }],
    [{ credits: null }],
    [{ credits: true }],
    [{ credits: Number.NaN }],
    [{ credits: Infinity }],
    [{}],
    [{ reason: 'no credits' }],
    [undefined],
    [[]],
    ['7'],
  ])('refuses %j with "Please enter a valid number of credits"', (body) => {
    expect(() => parse(body)).toThrow(new ValidationError(ADMIN_MESSAGES.credits));
  });

  it('refuses more than 100000 credits', () => {
    expect(() => parse({ credits: 100_001 })).toThrow(ADMIN_MESSAGES.creditsTooMany);
  });

  it('refuses a reason that is not text or longer than 200 characters', () => {
    expect(() => parse({ credits: 1, reason: 5 })).toThrow(ADMIN_MESSAGES.reason);
    expect(() => parse({ credits: 1, reason: 'r'.repeat(201) })).toThrow(ADMIN_MESSAGES.reasonTooLong);
    expect(parse({ credits: 1, reason: ` ${'r'.repeat(200)} ` }).reason).toBe('r'.repeat(200));
  });
});
