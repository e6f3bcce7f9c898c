import { describe, expect, it } from 'vitest';
import { authPath, pathAfterAuth } from './redirect';

describe('pathAfterAuth', () => {
  it('goes to the analysis of the quote the visitor came from', () => {
    expect(pathAfterAuth('q_1234567890abcdef')).toBe('/analysis/q_1234567890abcdef');
  });

  it('goes to My Quotes without a quote', () => {
    expect(pathAfterAuth(null)).toBe('/my-quotes');
    expect(pathAfterAuth('  ')).toBe('/my-quotes');
  });

  it('escapes odd characters in the id', () => {
    expect(pathAfterAuth('a/b?c')).toBe('/analysis/a%2Fb%3Fc');
  });
});

describe('authPath', () => {
  it('keeps the quote query when switching between login and signup', () => {
    expect(authPath('signup', 'abc')).toBe('/signup?quote=abc');
    expect(authPath('login', undefined)).toBe('/login');
  });
});
