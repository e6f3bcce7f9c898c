import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@shared/types';
import { isStillReanalyzing, reanalyzingNotices } from '../lib/reanalyzing';

/**
 * Calls `onReanalyzing` once per assistant message that says it is re-analyzing categories: each new
 * one once; those already there on first load only while still fresh.
 */
export function useReanalyzingNotices(
  messages: ChatMessage[] | undefined,
  onReanalyzing: ((categories: string[], at: string) => void) | undefined,
) {
  const reported = useRef<Set<string> | null>(null);
  const onReanalyzingRef = useRef(onReanalyzing);
  useEffect(() => {
    onReanalyzingRef.current = onReanalyzing;
  }, [onReanalyzing]);
  useEffect(() => {
    if (!messages) return;
    const firstLoad = reported.current === null;
    const seen = (reported.current ??= new Set());
    for (const notice of reanalyzingNotices(messages)) {
      if (seen.has(notice.messageId)) continue;
      seen.add(notice.messageId);
      if (firstLoad && !isStillReanalyzing(notice.at)) continue;
      onReanalyzingRef.current?.(notice.categories, notice.at);
    }
  }, [messages]);
}
