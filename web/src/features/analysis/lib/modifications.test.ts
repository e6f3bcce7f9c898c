import { describe, expect, it } from 'vitest';
import { modificationLines } from './modifications';

const entry = (day: number, reason: string) => ({ date: `2026-11-${String(day).padStart(2, '0')}T12:00:00Z`, reason });

describe('MODIFIED tooltip', () => {
  it('lists the last 3 changes newest first, then how many more there are', () => {
    const lines = modificationLines({
      modificationHistory: [entry(1, 'one'), entry(2, 'two'), entry(3, 'three'), entry(4, 'four'), entry(5, 'five')],
    });
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^five \(Nov 5/);
    expect(lines[1]).toMatch(/^four /);
    expect(lines[2]).toMatch(/^three /);
    expect(lines[3]).toBe('... and 2 more changes');
  });

  it('has no "more" line with 3 changes or fewer', () => {
    expect(
      modificationLines({ modificationHistory: [entry(1, 'one'), entry(2, 'two')] }).map((l) => l.split(' ')[0]),
    ).toEqual(['two', 'one']);
  });

  it('falls back to "Modified by user input" for a missing reason', () => {
    expect(modificationLines({ modificationHistory: [{ date: 'not a date', reason: '' }] })).toEqual([
      'Modified by user input',
    ]);
    expect(modificationLines({ modificationReason: undefined, modificationDate: undefined })).toEqual([
      'Modified by user input',
    ]);
    expect(modificationLines({ modificationReason: 'ZIP corrected' })).toEqual(['ZIP corrected']);
  });
});
