import { describe, expect, it } from 'vitest';
import { quoteTypeLabel } from './quote-types.js';

describe('quoteTypeLabel', () => {
  it('labels the quote type', () => {
    expect(quoteTypeLabel(null)).toBe('Unknown');
    expect(quoteTypeLabel('')).toBe('Quote Analysis');
    expect(quoteTypeLabel('windows_doors')).toBe('Windows & Doors');
    expect(quoteTypeLabel('roofing')).toBe('Roofing');
  });
});
