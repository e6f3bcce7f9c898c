import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryKey, useReanalyzing } from './use-reanalyzing';

const pricing = { id: 'pricing_analysis', category: 'pricing' };
const permits = { id: 'permits_inspections', category: 'permits' };

describe('re-analysis indicators', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reads category names in any form', () => {
    expect(categoryKey('pricing')).toBe('pricing_analysis');
    expect(categoryKey('pricing_analysis')).toBe('pricing_analysis');
    expect(categoryKey('Permits & Inspections')).toBe('permits_inspections');
  });

  it('shows items the chat names for 10 seconds from the message time', () => {
    const { result } = renderHook(({ data }) => useReanalyzing(data), { initialProps: { data: {} } });
    act(() => result.current.markFromChat(['pricing'], '2026-11-22T11:59:57Z'));
    expect(result.current.isReanalyzing(pricing)).toBe(true);
    expect(result.current.isReanalyzing(permits)).toBe(false);
    act(() => vi.advanceTimersByTime(6_999));
    expect(result.current.isReanalyzing(pricing)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isReanalyzing(pricing)).toBe(false);
  });

  it('ignores a message older than 10 seconds', () => {
    const { result } = renderHook(() => useReanalyzing(null));
    act(() => result.current.markFromChat(['pricing'], '2026-11-22T11:59:40Z'));
    expect(result.current.isReanalyzing(pricing)).toBe(false);
  });

  it('clears every indicator when the quote reloads with new data', () => {
    const { result, rerender } = renderHook(({ data }) => useReanalyzing(data), {
      initialProps: { data: { updatedAt: '2026-11-22T11:00:00Z' } },
    });
    act(() => {
      result.current.markFromChat(['permits'], '2026-11-22T12:00:00Z');
      result.current.markEdited(['pricing']);
    });
    expect(result.current.isReanalyzing(pricing)).toBe(true);
    expect(result.current.isReanalyzing(permits)).toBe(true);
    rerender({ data: { updatedAt: '2026-11-22T12:00:01Z' } });
    expect(result.current.isReanalyzing(pricing)).toBe(false);
    expect(result.current.isReanalyzing(permits)).toBe(false);
  });

  it('shows nothing for a chat message the quote on screen already reflects (written before the quote was)', () => {
    const reload = vi.fn();
    const quote = { updatedAt: '2026-11-22T12:00:00.200Z' };
    const { result } = renderHook(() => useReanalyzing(quote, reload));
    act(() => result.current.markFromChat(['pricing', 'permits'], '2026-11-22T12:00:00.100Z'));
    expect(result.current.isReanalyzing(pricing)).toBe(false);
    expect(result.current.isReanalyzing(permits)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the items of a message newer than the quote on screen until the quote reloads, and asks for it', () => {
    const reload = vi.fn();
    const { result, rerender } = renderHook(({ data }) => useReanalyzing(data, reload), {
      initialProps: { data: { updatedAt: '2026-11-22T11:59:00Z' } },
    });
    act(() => result.current.markFromChat(['pricing'], '2026-11-22T11:59:59Z'));
    expect(result.current.isReanalyzing(pricing)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    rerender({ data: { updatedAt: '2026-11-22T11:59:59.300Z' } });
    expect(result.current.isReanalyzing(pricing)).toBe(false);
  });
});
