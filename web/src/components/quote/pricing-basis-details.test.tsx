import { describe, expect, it } from 'vitest';
import { formatCheckedOn } from './pricing-basis-details';

describe('formatCheckedOn', () => {
  it('writes the check date as printed, whatever the time zone', () => {
    expect(formatCheckedOn('2026-11-22')).toBe('November 22, 2026');
    expect(formatCheckedOn('soon')).toBe('soon');
  });
});
