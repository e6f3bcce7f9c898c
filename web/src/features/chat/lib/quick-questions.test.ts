import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUICK_QUESTIONS_END, QUICK_QUESTIONS_START } from '@shared/checklist';
import { buttonKind, parseAssistantMessage } from './quick-questions';

const block = (json: string) => `${QUICK_QUESTIONS_START}${json}${QUICK_QUESTIONS_END}`;

describe('parseAssistantMessage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the buttons out of the text', () => {
    const parsed = parseAssistantMessage(
      `About **Hurricane Certification**: is it impact glass?\n\n${block('["Yes, impact glass","No","Not sure"]')}`,
    );
    expect(parsed).toEqual({
      text: 'About **Hurricane Certification**: is it impact glass?',
      quickQuestions: ['Yes, impact glass', 'No', 'Not sure'],
      hidden: false,
    });
  });

  it('leaves a message with no block as it is', () => {
    expect(parseAssistantMessage('Line one\nLine two')).toEqual({
      text: 'Line one\nLine two',
      quickQuestions: null,
      hidden: false,
    });
  });

  it('gives no buttons for an empty list', () => {
    expect(parseAssistantMessage(`Thanks. ${block('[]')}`)).toEqual({
      text: 'Thanks.',
      quickQuestions: null,
      hidden: false,
    });
  });

  it('keeps text written after the block', () => {
    expect(parseAssistantMessage(`Before ${block('["A"]')} after`).text).toBe('Before  after');
  });

  it.each([
    ['broken JSON', `Pick one ${block('["Yes", "No"')}`],
    ['not a list of strings', `Pick one ${block('{"a":1}')}`],
    ['no end marker', `Pick one ${QUICK_QUESTIONS_START}["Yes"]`],
  ])('hides the message and logs the failure on %s', (_case, content) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const parsed = parseAssistantMessage(content);
    expect(parsed.hidden).toBe(true);
    expect(parsed.quickQuestions).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('buttonKind', () => {
  it('tells questions to ask from answers to the chat’s own question', () => {
    expect(buttonKind(['Is this price fair?', 'What should I ask the contractor?'])).toBe('questions');
    expect(buttonKind(['Yes', 'No', 'Not sure'])).toBe('answers');
    expect(buttonKind(["I don't know"])).toBe('answers');
    expect(buttonKind(['Yes, update it', "No, that's another quote"])).toBe('answers');
    expect(buttonKind(['Is this price fair?', 'Not sure'])).toBe('answers');
  });
});
