import { useEffect, useState } from 'react';
import type { ChatMessage } from '@shared/types';

/** A user message with no reply shows the waiting indicator after this long (spec section 9). */
export const WAITING_INDICATOR_MS = 3_000;

/** Whether to show the waiting indicator: the last message is the user's and no reply came within 3 s of it. */
export function useWaitingIndicator(messages: readonly ChatMessage[], sending: boolean): boolean {
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const last = messages.at(-1);
  const awaitingId = last && last.role === 'user' && !sending ? last.id : null;
  const awaitingSince = last?.createdAt;
  useEffect(() => {
    if (!awaitingId) return;
    const sentAt = awaitingSince ? Date.parse(awaitingSince) : NaN;
    const elapsed = Number.isFinite(sentAt) ? Date.now() - sentAt : 0;
    const delay = Math.min(WAITING_INDICATOR_MS, Math.max(0, WAITING_INDICATOR_MS - elapsed));
    const timer = setTimeout(() => setWaitingFor(awaitingId), delay);
    return () => clearTimeout(timer);
  }, [awaitingId, awaitingSince]);
  return awaitingId !== null && waitingFor === awaitingId;
}
