import { describe, expect, it } from 'vitest';
import { emptyChat } from './empty-state';

describe('emptyChat', () => {
  it('promises the analysis while it is on its way', () => {
    for (const status of ['processing', 'extracting', 'scope', 'analyzing', undefined]) {
      expect(emptyChat(status, undefined)).toEqual({ title: 'Your analysis will appear here' });
    }
  });

  it('after a failure says the analysis could not be completed, and to retry only when a retry can fix it', () => {
    expect(emptyChat('error', true)).toEqual({
      title: 'The analysis of this quote could not be completed.',
      hint: 'Press Retry Processing above to try again.',
    });
    const final = emptyChat('error', false);
    expect(final.title).toBe('The analysis of this quote could not be completed.');
    expect(final.hint).toMatch(/upload a windows or doors quote/);
    expect(final.hint).not.toMatch(/Retry/);
  });
});
