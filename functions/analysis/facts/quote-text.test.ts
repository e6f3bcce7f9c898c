import { describe, expect, it } from 'vitest';
import { QuoteText } from './quote-text.js';

describe('evidence lines', () => {
  it('shortens a long printed line at a word boundary with an ellipsis, never inside a word', () => {
    const long =
      'Glass: Low-E insulating glass, argon filled, warm-edge spacer; U-factor 0.21, SHGC 0.24 (NFRC); ENERGY STAR certified for the Northern zone. Installation labor warranted 2 years on any chosen option, materials by the manufacturer.';
    const text = new QuoteText(`Northway Windows\n${long}\nTotal $9,000.00`);
    const [line] = text.evidence(/argon/i);
    expect(line!.endsWith('…')).toBe(true);
    expect(line!.length).toBeLessThanOrEqual(220);
    const kept = line!.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toMatch(/[\s,.;]/);
  });
});
