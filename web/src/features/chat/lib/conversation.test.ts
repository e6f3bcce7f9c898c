import { describe, expect, it, vi } from 'vitest';
import { QUICK_QUESTIONS_END, QUICK_QUESTIONS_START } from '@shared/checklist';
import type { ChatMessage } from '@shared/types';
import { chipAction, chipKey, conversationView } from './conversation';

const at = '2026-11-22T12:00:00.000Z';
const message = (id: string, role: ChatMessage['role'], content: string): ChatMessage => ({
  id,
  role,
  content,
  createdAt: at,
});
const withButtons = (text: string, buttons: string[]) =>
  `${text}\n\n${QUICK_QUESTIONS_START}${JSON.stringify(buttons)}${QUICK_QUESTIONS_END}`;

describe('conversationView', () => {
  it('shows assistant messages without their quick-question block and offers the latest one’s questions', () => {
    const view = conversationView(
      [
        message('a1', 'assistant', withButtons('Hello', ['Old question'])),
        message('u1', 'user', 'Is it impact glass?'),
        message('a2', 'assistant', withButtons('It is.', ['Yes', 'No'])),
      ],
      new Set(),
    );
    expect(view.shown.map((m) => [m.id, m.text])).toEqual([
      ['a1', 'Hello'],
      ['u1', 'Is it impact glass?'],
      ['a2', 'It is.'],
    ]);
    expect(view.quickQuestions).toEqual({ messageId: 'a2', chips: ['Yes', 'No'], kind: 'answers', actions: [] });
  });

  it('drops a chip once clicked or once the user asked it after the message', () => {
    const messages = [
      message('a1', 'assistant', withButtons('Pick one', ['Yes', 'No', 'Not sure'])),
      message('u1', 'user', ' No '),
    ];
    const view = conversationView(messages, new Set([chipKey('a1', 'Yes')]));
    expect(view.quickQuestions).toEqual({ messageId: 'a1', chips: ['Not sure'], kind: 'answers', actions: [] });
  });

  it('hides an assistant message whose quick questions cannot be read', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = conversationView(
      [message('a1', 'assistant', `Broken\n\n${QUICK_QUESTIONS_START}[not json${QUICK_QUESTIONS_END}`)],
      new Set(),
    );
    expect(view.shown).toEqual([]);
    expect(view.quickQuestions).toEqual({ messageId: 'a1', chips: [], kind: 'answers', actions: [] });
    vi.restoreAllMocks();
  });
});

describe('chipAction', () => {
  it('gives the action a chip of the latest assistant message carries, none for a chip that only sends its words', () => {
    const confirm = {
      ...message('a1', 'assistant', withButtons('Is that right?', ["Yes, that's right", 'Fix it'])),
      actions: [
        { label: "Yes, that's right", action: { kind: 'confirm-fields' as const, answer: 'yes' as const } },
        { label: 'Fix it', action: { kind: 'confirm-fields' as const, answer: 'fix' as const } },
      ],
    };
    const { quickQuestions } = conversationView([confirm], new Set());
    expect(chipAction(quickQuestions, 'Fix it')).toEqual({ kind: 'confirm-fields', answer: 'fix' });
    const later = conversationView([confirm, message('a2', 'assistant', withButtons('Next?', ['Yes']))], new Set());
    expect(chipAction(later.quickQuestions, 'Yes')).toBeUndefined();
    expect(chipAction(later.quickQuestions, 'Fix it')).toBeUndefined();
  });
});
