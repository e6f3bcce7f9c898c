import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { findCategory } from '@shared/checklist';
import type { ChecklistResult } from '@shared/types';

/** How long a category named by the chat shows as being re-checked (spec section 9). */
export const REANALYSIS_INDICATOR_MS = 10_000;

/** A category as the chat or an edit names it ('pricing', 'pricing_analysis' or 'Pricing Analysis') → its long id. */
export function categoryKey(name: string): string {
  const trimmed = name.trim();
  const byId = findCategory(trimmed) ?? findCategory(trimmed.toLowerCase().replace(/[\s&]+/g, '_'));
  return byId?.id ?? trimmed.toLowerCase();
}

export function resultKey(result: Pick<ChecklistResult, 'id' | 'category'>): string {
  return categoryKey(result.category ?? result.id);
}

/** Whether the quote on screen was written after the message at `at` (so it holds what the message announced). */
function reflects(quote: { updatedAt?: string } | null | undefined, at: string): boolean {
  const shown = Date.parse(quote?.updatedAt ?? '');
  const said = Date.parse(at);
  return Number.isFinite(shown) && Number.isFinite(said) && said <= shown;
}

/**
 * Which checklist items show 'Re-analyzing based on your input...': those an edit marked, until the
 * edit is saved, and those the chat named, for 10 s from the message's time at most. The server
 * re-analyses before it writes the message, so a message the quote on screen already reflects (it was
 * written before the quote was) marks nothing; a newer one marks its items and asks for the quote
 * (`reload`). All of them clear when the quote reloads with new data (`quote` changes identity).
 */
export function useReanalyzing(quote: { updatedAt?: string } | null | undefined, reload?: () => void) {
  const [fromChat, setFromChat] = useState<Record<string, number>>({});
  const [fromEdit, setFromEdit] = useState<string[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef({ quote, reload });
  useEffect(() => {
    latest.current = { quote, reload };
  });

  useEffect(() => {
    setFromChat({});
    setFromEdit([]);
  }, [quote]);

  const markFromChat = useCallback((categories: string[], at: string) => {
    const start = Date.parse(at);
    const until = (Number.isNaN(start) ? Date.now() : start) + REANALYSIS_INDICATOR_MS;
    if (until <= Date.now()) return;
    if (reflects(latest.current.quote, at)) return;
    latest.current.reload?.();
    setNow(Date.now());
    setFromChat((current) => {
      const next = { ...current };
      for (const name of categories) next[categoryKey(name)] = Math.max(next[categoryKey(name)] ?? 0, until);
      return next;
    });
  }, []);

  const markEdited = useCallback((categories: string[]) => {
    setFromEdit((current) => [...new Set([...current, ...categories.map(categoryKey)])]);
  }, []);

  const clearEdited = useCallback(() => setFromEdit([]), []);

  // Re-render when the next chat mark runs out.
  useEffect(() => {
    const pending = Object.values(fromChat).filter((until) => until > now);
    if (pending.length === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(...pending) - now);
    return () => clearTimeout(timer);
  }, [fromChat, now]);

  const active = useMemo(() => {
    const keys = new Set(fromEdit);
    for (const [key, until] of Object.entries(fromChat)) if (until > now) keys.add(key);
    return keys;
  }, [fromChat, fromEdit, now]);

  const isReanalyzing = useCallback(
    (result: Pick<ChecklistResult, 'id' | 'category'>) => active.has(resultKey(result)),
    [active],
  );

  return { isReanalyzing, markFromChat, markEdited, clearEdited };
}
