import { describe, expect, it } from 'vitest';
import { SHARE_TOKEN_PATTERN } from '@shared/shares.js';
import { newShareToken } from './tokens.js';

describe('newShareToken', () => {
  it('is 22 base64url characters: 16 random bytes, 128 bits', () => {
    const token = newShareToken();
    expect(token).toMatch(SHARE_TOKEN_PATTERN);
    expect(token).toHaveLength(22);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(Buffer.from(token, 'base64url').toString('base64url')).toBe(token);
  });

  it('never repeats and spreads its bits evenly (no fixed or predictable part)', () => {
    const tokens = Array.from({ length: 4000 }, newShareToken);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every one of the 128 bit positions is set in about half the tokens: 2000 ± 5 standard deviations (~32).
    const ones = new Array(128).fill(0);
    for (const token of tokens) {
      const bytes = Buffer.from(token, 'base64url');
      for (let bit = 0; bit < 128; bit++) if (bytes[bit >> 3] & (0x80 >> (bit & 7))) ones[bit]++;
    }
    for (const count of ones) expect(Math.abs(count - 2000)).toBeLessThan(160);
    // No two tokens share a long prefix (as a time- or counter-based id would).
    const prefixes = new Set(tokens.map((t) => t.slice(0, 6)));
    expect(prefixes.size).toBeGreaterThan(tokens.length * 0.99);
  });
});
