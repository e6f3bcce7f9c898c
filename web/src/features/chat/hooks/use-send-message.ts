import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { ChatAction, ChatMessage } from '@shared/types';
import { useToast } from '@/components/ui/toast/toast-context';
import { mergeMessages, sendMessage } from '../api/messages';
import type { ShownMessage } from '../lib/conversation';

interface SendMessageOptions {
  quoteId: string;
  /** The conversation as last read. */
  messages: ChatMessage[];
  mutate: KeyedMutator<ChatMessage[]>;
  /** Whether the quote's status lets the homeowner chat. */
  canSend: boolean;
}

/**
 * Sends one message at a time and adds the stored message and the reply to the conversation; a
 * failure shows a toast. While sending, `optimistic` is the user's words until the server's copy
 * arrives.
 */
export function useSendMessage({ quoteId, messages, mutate, canSend }: SendMessageOptions) {
  const { toast } = useToast();
  const [pending, setPending] = useState<{ text: string; since: number } | null>(null);
  const sending = pending !== null;

  async function send(raw: string, action?: ChatAction) {
    const text = raw.trim();
    if (!text || sending || !canSend) return;
    setPending({ text, since: messages.length });
    try {
      const response = await sendMessage(quoteId, text, action);
      await mutate((current) => mergeMessages(current, response.messages), { revalidate: false });
    } catch (cause) {
      console.error('Failed to send message', cause);
      toast({ title: 'Failed to send message', description: 'Please try again.', variant: 'error' });
    } finally {
      setPending(null);
    }
  }

  const optimistic: ShownMessage | null =
    pending && !messages.slice(pending.since).some((m) => m.role === 'user' && m.content.trim() === pending.text)
      ? { id: 'pending', role: 'user', text: pending.text, createdAt: '', pending: true }
      : null;

  return { sending, send, optimistic };
}
