import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUICK_QUESTIONS_END, QUICK_QUESTIONS_START } from '@shared/checklist';
import type { ChatMessage } from '@shared/types';
import { json, renderAt, stubApi } from '@/testing/test-utils';
import { ExpertChat, type ExpertChatProps } from './expert-chat';

const MESSAGES = 'GET /api/quotes/q1/messages';
const CHAT = 'POST /api/quotes/q1/chat';

let clock = Date.parse('2026-11-22T12:00:00.000Z');
const msg = (id: string, role: ChatMessage['role'], content: string, createdAt?: string): ChatMessage => ({
  id,
  role,
  content,
  createdAt: createdAt ?? new Date((clock += 1_000)).toISOString(),
});
const withButtons = (text: string, buttons: string[]) =>
  `${text}\n\n${QUICK_QUESTIONS_START}${JSON.stringify(buttons)}${QUICK_QUESTIONS_END}`;

function renderChat(props: Partial<ExpertChatProps> = {}) {
  return renderAt('/analysis/q1', <ExpertChat quoteId="q1" status="discussing" {...props} />);
}

const chatBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/quotes/q1/chat' && (init as RequestInit).method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

const input = () => screen.getByRole('textbox', { name: 'Ask about your quote...' });

describe('ExpertChat', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the empty state in a labelled card', async () => {
    const fetchMock = stubApi({ [MESSAGES]: () => json([]) });
    renderChat();

    expect(screen.getByRole('heading', { name: 'Expert Chat' })).toBeTruthy();
    expect(await screen.findByText('Your analysis will appear here')).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(fetchMock).toHaveBeenCalled();
  });

  it('hides the input while extracting and shows it while discussing', async () => {
    stubApi({ [MESSAGES]: () => json([]) });
    const view = renderChat({ status: 'extracting' });
    await screen.findByText('Your analysis will appear here');
    expect(screen.queryByRole('textbox', { name: 'Ask about your quote...' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    view.unmount();

    renderChat({ status: 'discussing' });
    await screen.findByText('Your analysis will appear here');
    expect(input().getAttribute('placeholder')).toBe('Ask about your quote...');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
  });

  it('shows user messages on the right and assistant messages on the left, bold where marked', async () => {
    stubApi({
      [MESSAGES]: () =>
        json([msg('a1', 'assistant', 'Your **Quality Score: 82/100**.'), msg('u1', 'user', 'Is the price fair?')]),
    });
    renderChat({ status: 'completed' });

    const mine = await screen.findByText('Is the price fair?');
    expect(mine.closest('[data-role]')?.getAttribute('data-role')).toBe('user');
    const bold = screen.getByText('Quality Score: 82/100');
    expect(bold.tagName).toBe('STRONG');
    expect(bold.closest('[data-role]')?.getAttribute('data-role')).toBe('assistant');
  });

  it('sends on Enter, clears the input, shows Thinking... and then the reply', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = stubApi({
      [MESSAGES]: () => json([msg('a1', 'assistant', 'Hello, ask me anything.')]),
      [CHAT]: async ({ body }) => {
        await gate;
        const { message } = body as { message: string };
        return json({ messages: [msg('u1', 'user', message), msg('a2', 'assistant', 'It is about right for Miami.')] });
      },
    });
    renderChat();
    await screen.findByText('Hello, ask me anything.');

    fireEvent.change(input(), { target: { value: '  Is the price fair?  ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });

    expect((input() as HTMLTextAreaElement).value).toBe('');
    expect(await screen.findByText('Thinking...')).toBeTruthy();
    expect(screen.getByText('Is the price fair?')).toBeTruthy(); // shown while it is being sent
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);

    release();
    expect(await screen.findByText('It is about right for Miami.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Thinking...')).toBeNull());
    expect(screen.getAllByText('Is the price fair?')).toHaveLength(1);
    expect(chatBodies(fetchMock)).toEqual([{ message: 'Is the price fair?' }]);
  });

  it('does not send blank text, and Shift+Enter does not send', async () => {
    const fetchMock = stubApi({ [MESSAGES]: () => json([]), [CHAT]: () => json({ messages: [] }) });
    renderChat();
    await screen.findByText('Your analysis will appear here');

    fireEvent.change(input(), { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.change(input(), { target: { value: 'Line one' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });

    expect((input() as HTMLTextAreaElement).value).toBe('Line one');
    expect(chatBodies(fetchMock)).toEqual([]);
  });

  it('shows the last assistant message’s quick questions; a click sends it and removes the chip', async () => {
    const fetchMock = stubApi({
      [MESSAGES]: () =>
        json([
          msg('a1', 'assistant', withButtons('Old question?', ['Old answer'])),
          msg('a2', 'assistant', withButtons('Are the windows impact rated?', ['Yes, impact glass', 'No', 'Not sure'])),
        ]),
      [CHAT]: ({ body }) =>
        json({
          messages: [msg('u1', 'user', (body as { message: string }).message), msg('a3', 'assistant', 'Thanks.')],
        }),
    });
    renderChat();

    const group = await screen.findByRole('group', { name: 'Choose an answer:' });
    expect(within(group).queryByText('Old answer')).toBeNull();
    expect(screen.getByText('Are the windows impact rated?')).toBeTruthy();
    expect(screen.queryByText(/QUICK_QUESTIONS/)).toBeNull();

    fireEvent.click(within(group).getByRole('button', { name: 'Not sure' }));

    await waitFor(() => expect(chatBodies(fetchMock)).toEqual([{ message: 'Not sure' }]));
    expect(await screen.findByText('Thanks.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Not sure' })).toBeNull();
  });

  it('a chip that carries an action sends it with its label: a candidate of the total', async () => {
    const choice = {
      ...msg(
        'a1',
        'assistant',
        withButtons('Is the total $9,203.08 or $8,900.00?', ['$9,203.08', '$8,900.00', 'Neither']),
      ),
      actions: [
        { label: '$9,203.08', action: { kind: 'choose' as const, field: 'totalCost' as const, value: '9203.08' } },
        { label: '$8,900.00', action: { kind: 'choose' as const, field: 'totalCost' as const, value: '8900.00' } },
        { label: 'Neither', action: { kind: 'choose' as const, field: 'totalCost' as const, value: null } },
      ],
    };
    const fetchMock = stubApi({
      [MESSAGES]: () => json([choice]),
      [CHAT]: () => json({ messages: [] }),
    });
    renderChat();
    const group = await screen.findByRole('group', { name: 'Choose an answer:' });
    fireEvent.click(within(group).getByRole('button', { name: '$8,900.00' }));
    await waitFor(() =>
      expect(chatBodies(fetchMock)).toEqual([
        { message: '$8,900.00', action: { kind: 'choose', field: 'totalCost', value: '8900.00' } },
      ]),
    );
  });

  it('heads the answers to its own question "Choose an answer:" and questions to ask "Quick questions:"', async () => {
    stubApi({
      [MESSAGES]: () =>
        json([
          msg(
            'a1',
            'assistant',
            withButtons('About **Permits & Inspections**: Does the contractor pull the building permit?', [
              'Yes',
              'No',
              'Not sure',
            ]),
          ),
        ]),
    });
    const view = renderChat();
    const answers = await screen.findByRole('group', { name: 'Choose an answer:' });
    expect(within(answers).getByRole('button', { name: 'Not sure' })).toBeTruthy();
    expect(screen.queryByText('Quick questions:')).toBeNull();
    view.unmount();

    stubApi({
      [MESSAGES]: () =>
        json([
          msg(
            'a2',
            'assistant',
            withButtons("That's everything I needed. Ask me anything about the quote.", [
              'Is this price fair?',
              'What should I ask the contractor?',
            ]),
          ),
        ]),
    });
    renderChat();
    const questions = await screen.findByRole('group', { name: 'Quick questions:' });
    expect(within(questions).getByRole('button', { name: 'Is this price fair?' })).toBeTruthy();
    expect(screen.queryByText('Choose an answer:')).toBeNull();
  });

  it('removes a clicked chip at once and keeps the others', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubApi({
      [MESSAGES]: () => json([msg('a1', 'assistant', withButtons('Pick one', ['Yes', 'No']))]),
      [CHAT]: async () => {
        await gate;
        return json({ error: 'Something went wrong. Please try again.' }, 500);
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderChat();

    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull());
    expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
    release();
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
  });

  it('hides a message whose quick questions cannot be read, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      [MESSAGES]: () =>
        json([
          msg('a1', 'assistant', 'Visible.'),
          msg('a2', 'assistant', `Broken ${QUICK_QUESTIONS_START}["Yes"${QUICK_QUESTIONS_END}`),
        ]),
    });
    renderChat();

    expect(await screen.findByText('Visible.')).toBeTruthy();
    expect(screen.queryByText(/Broken/)).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('toasts "Failed to send message" and does not restore the typed text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ [MESSAGES]: () => json([]), [CHAT]: () => json({ error: 'Message is required' }, 400) });
    renderChat();
    await screen.findByText('Your analysis will appear here');

    fireEvent.change(input(), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    expect((input() as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(screen.queryByText('Hello?')).toBeNull());
  });

  it('shows the waiting indicator 3 s after an unanswered user message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const now = new Date('2026-11-22T12:00:00.000Z');
    vi.setSystemTime(now);
    stubApi({
      [MESSAGES]: () =>
        json([msg('a1', 'assistant', 'Ask away.'), msg('u1', 'user', 'What about permits?', now.toISOString())]),
    });
    renderChat();

    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('What about permits?')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_800));
    expect(screen.queryByText('Waiting for a reply...')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('Waiting for a reply...')).toBeTruthy();
  });

  it('has no waiting indicator once the assistant replied', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    stubApi({ [MESSAGES]: () => json([msg('u1', 'user', 'Hi'), msg('a1', 'assistant', 'Hello.')]) });
    renderChat();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('Hello.')).toBeTruthy();
    expect(screen.queryByText('Waiting for a reply...')).toBeNull();
  });

  it('polls every second while discussing and every two seconds otherwise', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const fetchMock = stubApi({ [MESSAGES]: () => json([]) });
    const view = renderChat({ status: 'discussing' });
    await act(() => vi.advanceTimersByTimeAsync(50));
    const first = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(fetchMock.mock.calls.length - first).toBe(3);
    view.unmount();

    fetchMock.mockClear();
    renderChat({ status: 'completed' });
    await act(() => vi.advanceTimersByTimeAsync(50));
    const start = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(fetchMock.mock.calls.length - start).toBe(2);
  });

  it('reports fresh re-analysis notices to the page once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const now = new Date('2026-11-22T12:00:00.000Z');
    vi.setSystemTime(now);
    const onReanalyzing = vi.fn();
    stubApi({
      [MESSAGES]: () =>
        json([
          msg('a0', 'assistant', 'Re-analyzing warranty based on your answer...', '2026-11-22T11:00:00.000Z'),
          msg('a1', 'assistant', 'Re-analyzing pricing based on your new total...', now.toISOString()),
        ]),
    });
    renderChat({ onReanalyzing });

    await act(() => vi.advanceTimersByTimeAsync(3_050)); // several polls
    expect(onReanalyzing).toHaveBeenCalledTimes(1);
    expect(onReanalyzing).toHaveBeenCalledWith(['pricing'], now.toISOString());
  });
});
