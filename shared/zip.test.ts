import { describe, expect, it } from 'vitest';
import { normalizeZip, STATE_AND_ZIP, ZIP5, ZIP_CODE, ZIP_IN_TEXT, zipIn } from '@shared/zip.js';

describe('ZIP codes', () => {
  it('a field is exactly five digits', () => {
    expect(ZIP5.test('33101')).toBe(true);
    for (const bad of ['3310', '331011', '33101-1234', ' 33101', 'ABCDE']) expect(ZIP5.test(bad)).toBe(false);
  });

  it('finds the first ZIP in text, ZIP+4 read as its five digits', () => {
    expect(zipIn('12 Palm Ave, Miami, FL 33101-2345')).toBe('33101');
    expect(zipIn('Project at 4410 Oak St, Columbus OH 43214 (back door)')).toBe('43214');
    expect(zipIn('order 1234567 for 8 windows')).toBeNull();
    expect(zipIn(null)).toBeNull();
    expect(ZIP_IN_TEXT.source).toBe(String.raw`\b(\d{5})(?:-\d{4})?\b`);
  });

  it('finds a ZIP after its two-letter state', () => {
    expect(STATE_AND_ZIP.exec('Sarasota, FL 34231')?.slice(1)).toEqual(['FL', '34231']);
    expect(STATE_AND_ZIP.exec('Minneapolis, MN 55419-1234')?.slice(1)).toEqual(['MN', '55419']);
    expect(STATE_AND_ZIP.exec('Pittsburgh, PA')).toBeNull();
    expect(STATE_AND_ZIP.exec('FL 331011')).toBeNull();
  });

  it('gives a pattern piece for the address readers', () => {
    const afterCity = new RegExp(String.raw`^([A-Za-z]+)\s+${ZIP_CODE}(?!\d)`);
    expect(afterCity.exec('Madison 53705-1234')?.slice(1)).toEqual(['Madison', '53705']);
    expect(afterCity.exec('Madison 537051')).toBeNull();
  });

  it('normalizes a ZIP field: 5-digit and ZIP+4 codes only', () => {
    const zips = ['33441', ' 33441-1234 ', '334411234', '3344', 'ABCDE', null].map(normalizeZip);
    expect(zips).toEqual(['33441', '33441', '33441', null, null, null]);
  });
});
