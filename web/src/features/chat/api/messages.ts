import useSWR from 'swr';
import { MESSAGES_POLL_DISCUSSING_MS, MESSAGES_POLL_MS } from '@shared/limits';
import type { ChatAction, ChatMessage } from '@shared/types';
import { api } from '@/lib/api-client';

/** POST /api/quotes/{id}/chat answers the stored user message and the reply. */
export interface ChatResponse {
  messages: ChatMessage[];
}

export const messagesKey = (quoteId: string) => `/api/quotes/${encodeURIComponent(quoteId)}/messages`;

/** Spec section 4: every 1 s while discussing, else every 2 s. */
export function messagesRefreshInterval(status: string | undefined): number {
  return status === 'discussing' ? MESSAGES_POLL_DISCUSSING_MS : MESSAGES_POLL_MS;
}

/**
 * The quote's chat, oldest first, polled also while the tab is hidden. No retries and no focus
 * revalidation; the previous list stays on screen while a poll is in flight.
 */
export function useMessages(quoteId: string | undefined, status: string | undefined) {
  return useSWR<ChatMessage[]>(quoteId ? messagesKey(quoteId) : null, {
    refreshInterval: messagesRefreshInterval(status),
    // SWR dedupes interval polls too: the app-wide 2 s window would halve the 1 s pace.
    dedupingInterval: MESSAGES_POLL_DISCUSSING_MS / 2,
    refreshWhenHidden: true,
    refreshWhenOffline: false,
    shouldRetryOnError: false,
    errorRetryCount: 0,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

/** A chip with an action (shared/types.ts ChatAction) sends it with its label. */
export function sendMessage(quoteId: string, text: string, action?: ChatAction): Promise<ChatResponse> {
  return api.post<ChatResponse>(
    `/api/quotes/${encodeURIComponent(quoteId)}/chat`,
    action ? { message: text, action } : { message: text },
    { errorMessage: 'Failed to send message' },
  );
}

/** Adds messages to a list by id, keeping the list oldest first. */
export function mergeMessages(current: ChatMessage[] | undefined, added: ChatMessage[]): ChatMessage[] {
  const byId = new Map((current ?? []).map((m) => [m.id, m]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
