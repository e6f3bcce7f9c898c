import { describe, expect, it } from 'vitest';
import { isStale, STALE_AFTER_MS } from './stale.js';

describe('isStale', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('flags a quote left in progress longer than the state machine can run', () => {
    expect(isStale({ status: 'extracting', updatedAt: ago(STALE_AFTER_MS + 1) }, now)).toBe(true);
    expect(isStale({ status: 'processing', updatedAt: ago(STALE_AFTER_MS + 1) }, now)).toBe(true);
  });

  it('leaves recent and finished quotes alone', () => {
    expect(isStale({ status: 'extracting', updatedAt: ago(60_000) }, now)).toBe(false);
    expect(isStale({ status: 'completed', updatedAt: ago(STALE_AFTER_MS * 10) }, now)).toBe(false);
    expect(isStale({ status: 'discussing', updatedAt: ago(STALE_AFTER_MS * 10) }, now)).toBe(false);
    expect(isStale({ status: 'error', updatedAt: ago(STALE_AFTER_MS * 10) }, now)).toBe(false);
  });
});
