import { describe, expect, it } from 'vitest';
import { evidenceKind, photoLineParts } from './evidence.js';

describe('what an evidence line is', () => {
  it.each([
    ['You said: Low-E glass with argon (28 Nov 2026)', 'homeowner'],
    ['You changed the total from $12,480.00 to $11,900.00 on 28 Nov 2026.', 'edit'],
    ['You gave the total: $9,000.00 (28 Nov 2026); the quote did not show one we could read.', 'edit'],
    ['As read from the photo: PAYMENT …: CASH ONLY', 'photo'],
    ['As read from the photo (mostly unreadable): the quote leaves haul-away out', 'photo'],
    ['The quote does not mention the permit.', 'silent'],
    ['Removal and disposal of existing windows included.', 'quote'],
    // A quote line that merely contains the words is still the quote's.
    ['Customer said: windows only', 'quote'],
  ])('%s → %s', (line, kind) => {
    expect(evidenceKind(line)).toBe(kind);
  });

  it('splits a photo line into its opening and the words read', () => {
    expect(photoLineParts('As read from the photo: PAYMENT …: CASH ONLY')).toEqual({
      opening: 'As read from the photo:',
      words: 'PAYMENT …: CASH ONLY',
    });
  });
});
