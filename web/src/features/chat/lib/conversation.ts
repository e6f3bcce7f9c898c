import type { ChatAction, ChatButtonAction, ChatMessage } from '@shared/types';
import { buttonKind, parseAssistantMessage } from './quick-questions';

/** A message as the chat shows it: its text without the quick-question block. */
export interface ShownMessage {
  id: string;
  role: ChatMessage['role'];
  text: string;
  createdAt: string;
  /** The user's words while they are being sent, before the server's copy arrives. */
  pending?: boolean;
}

/** The quick questions still offered: those of the latest assistant message. */
export interface QuickQuestions {
  messageId: string | null;
  chips: string[];
  /** Questions to ask, or answers to the message's own question (the heading differs). */
  kind: 'questions' | 'answers';
  /** What some chips do when tapped (the figures are right, a field's candidate, …); the others send their words. */
  actions: ChatButtonAction[];
}

/** The action a chip of the latest assistant message carries, if any. */
export function chipAction(quickQuestions: QuickQuestions, chip: string): ChatAction | undefined {
  return quickQuestions.actions.find((a) => a.label === chip)?.action;
}

/** How a clicked chip is remembered: the message that offered it and its question. */
export const chipKey = (messageId: string, question: string) => `${messageId}\u0000${question}`;

/**
 * The messages to show and the quick questions to offer. Assistant messages lose their quick-question
 * block and unreadable ones are hidden; a chip goes once clicked or once the user has asked its
 * question since.
 */
export function conversationView(
  messages: readonly ChatMessage[],
  clicked: ReadonlySet<string>,
): { shown: ShownMessage[]; quickQuestions: QuickQuestions } {
  const list: ShownMessage[] = [];
  let lastAssistant: { id: string; questions: string[] | null; actions: ChatButtonAction[] } | null = null;
  const usersAfter = new Set<string>();
  for (const message of messages) {
    if (message.role === 'assistant') {
      const parsed = parseAssistantMessage(message.content);
      lastAssistant = { id: message.id, questions: parsed.quickQuestions, actions: message.actions ?? [] };
      usersAfter.clear();
      if (!parsed.hidden && parsed.text) list.push({ ...message, text: parsed.text });
    } else {
      usersAfter.add(message.content.trim());
      list.push({ ...message, text: message.content });
    }
  }
  const chips = (lastAssistant?.questions ?? []).filter(
    (question) => !clicked.has(chipKey(lastAssistant!.id, question)) && !usersAfter.has(question),
  );
  const kind = buttonKind(lastAssistant?.questions ?? []);
  return {
    shown: list,
    quickQuestions: { messageId: lastAssistant?.id ?? null, chips, kind, actions: lastAssistant?.actions ?? [] },
  };
}
