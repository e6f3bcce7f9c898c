import { describe, expect, it } from 'vitest';
import { assertSupportedQuote } from './quote-type-rules.js';

describe('assertSupportedQuote', () => {
  it.each(['windows', 'doors', 'windows_doors'] as const)('accepts %s quotes', (quoteType) => {
    expect(() => assertSupportedQuote({ isQuote: true, quoteType })).not.toThrow();
  });

  it('says roofing, HVAC and plumbing are coming soon and no credit was used', () => {
    expect(() => assertSupportedQuote({ isQuote: true, quoteType: 'roofing' })).toThrow(
      /^Roofing quotes are coming soon.*no credit/,
    );
    expect(() => assertSupportedQuote({ isQuote: true, quoteType: 'hvac' })).toThrow(/^HVAC quotes are coming soon/);
    expect(() => assertSupportedQuote({ isQuote: true, quoteType: 'plumbing' })).toThrow(/^Plumbing/);
    expect(() => assertSupportedQuote({ isQuote: true, quoteType: 'other' })).toThrow(/not for windows or doors/);
  });

  it('refuses a document that is not a quote', () => {
    expect(() => assertSupportedQuote({ isQuote: false, quoteType: 'other' })).toThrow(
      /does not look like a contractor quote/,
    );
    expect(() => assertSupportedQuote({ isQuote: true, quoteType: null })).toThrow(/does not look like/);
  });
});
