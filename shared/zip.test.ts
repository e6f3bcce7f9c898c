import { describe, expect, it } from 'vitest';
import { ZIP5, zipIn } from '@shared/zip.js';

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
  });
});
