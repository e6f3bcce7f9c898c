import { QUICK_QUESTIONS_END, QUICK_QUESTIONS_START } from '@shared/checklist';

export interface ParsedAssistantMessage {
  /** The message without the quick-question block. */
  text: string;
  /** The buttons the message offers, or null when it offers none. */
  quickQuestions: string[] | null;
  /** The block could not be read: the message is not shown (spec section 2). */
  hidden: boolean;
}

/**
 * Splits an assistant message into its text and the quick-question buttons embedded as a JSON list
 * between QUICK_QUESTIONS_START and QUICK_QUESTIONS_END.
 */
export function parseAssistantMessage(content: string): ParsedAssistantMessage {
  const start = content.indexOf(QUICK_QUESTIONS_START);
  if (start === -1) return { text: content, quickQuestions: null, hidden: false };

  const jsonStart = start + QUICK_QUESTIONS_START.length;
  const end = content.indexOf(QUICK_QUESTIONS_END, jsonStart);
  const blockEnd = end === -1 ? content.length : end + QUICK_QUESTIONS_END.length;
  const text = (content.slice(0, start) + content.slice(blockEnd)).trim();

  try {
    if (end === -1) throw new Error('the end marker is missing');
    const parsed: unknown = JSON.parse(content.slice(jsonStart, end));
    if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
      throw new Error('the block is not a list of strings');
    }
    const quickQuestions = parsed.map((q) => q.trim()).filter(Boolean);
    return { text, quickQuestions: quickQuestions.length ? quickQuestions : null, hidden: false };
  } catch (error) {
    console.error('Could not read the quick questions of a chat message', error);
    return { text, quickQuestions: null, hidden: true };
  }
}

/**
 * What a message's buttons are: questions the homeowner may ask (the chat's suggestions, each ending with
 * "?"), or answers to the question the message itself asks ("Yes", "Not sure", "No deposit").
 */
export function buttonKind(buttons: readonly string[]): 'questions' | 'answers' {
  return buttons.length > 0 && buttons.every((b) => b.trim().endsWith('?')) ? 'questions' : 'answers';
}

/** The heading over the buttons: 'Quick questions:' for questions (spec section 2), 'Choose an answer:' for answers. */
export const BUTTONS_HEADING = { questions: 'Quick questions:', answers: 'Choose an answer:' } as const;
