import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubClipboard } from '@/testing/test-utils';
import { ContractorQuestionsCard } from './contractor-questions-card';

const QUESTIONS = [
  "Your quote says “WARRANTY: No warranty expressed or implied”: will you provide the manufacturer's warranty and your own workmanship warranty in writing, and for how many years?",
  'Your quote does not mention permits: will you pull the building permit and arrange the inspection, and is the fee included?',
  'Your quote lists “Dual pane Low-E glass” but no U-factor or SHGC: which NFRC-rated glass package is included, and does each unit meet ENERGY STAR for my climate zone?',
];
const quote = {
  contractorQuestions: QUESTIONS,
  vendor: 'Silver State Glass & Windows',
  totalCost: '2415.00',
  quantities: '7 windows, 0 doors',
};

describe('Questions for your contractor', () => {
  it("lists this quote's questions in order under its heading", () => {
    render(<ContractorQuestionsCard quote={quote} />);

    const card = screen.getByRole('region', { name: 'Questions for your contractor' });
    const items = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(QUESTIONS);
    expect(within(card).getByText(/Ask Silver State Glass & Windows before you sign/)).toBeTruthy();
    expect(within(card).getByText('Subject: Questions about your quote of $2,415 for 7 windows')).toBeTruthy();
  });

  it('shows nothing when the quote has no open, missing or weak item (or no analysis yet)', () => {
    const { container } = render(<ContractorQuestionsCard quote={{ ...quote, contractorQuestions: [] }} />);
    expect(container.innerHTML).toBe('');
    render(<ContractorQuestionsCard quote={{ ...quote, contractorQuestions: undefined }} />);
    expect(screen.queryByRole('region', { name: 'Questions for your contractor' })).toBeNull();
  });

  it('Copy e-mail copies the draft (subject, greeting, numbered questions, close) and says Copied! for 2 seconds', async () => {
    const writeText = stubClipboard();
    render(<ContractorQuestionsCard quote={quote} />);

    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy e-mail' }));
      });
      const text = writeText.mock.calls[0][0] as string;
      expect(
        text.startsWith(
          'Subject: Questions about your quote of $2,415 for 7 windows\n\nHello Silver State Glass & Windows team,\n',
        ),
      ).toBe(true);
      QUESTIONS.forEach((q, i) => expect(text).toContain(`${i + 1}. ${q}`));
      expect(text.endsWith('Thank you, I look forward to your answers.')).toBe(true);
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(2_000));
      expect(screen.getByRole('button', { name: 'Copy e-mail' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs the draft with the name typed on the page, and only then', async () => {
    const writeText = stubClipboard();
    render(<ContractorQuestionsCard quote={quote} />);

    fireEvent.change(screen.getByLabelText('Your name (optional)'), { target: { value: 'Pat' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy e-mail' }));
    });

    expect((writeText.mock.calls[0][0] as string).endsWith('Thank you, I look forward to your answers.\nPat')).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Open in mail app' }).getAttribute('href')).toMatch(/answers\.%0D%0APat$/);
  });

  it('opens the draft in the mail app with a mailto: link', () => {
    render(<ContractorQuestionsCard quote={{ ...quote, vendor: null }} />);

    const href = screen.getByRole('link', { name: 'Open in mail app' }).getAttribute('href')!;
    expect(href.startsWith('mailto:?subject=Questions%20about%20your%20quote')).toBe(true);
    const body = new URL(href).searchParams.get('body')!;
    expect(body.startsWith('Hello,\r\n')).toBe(true);
    expect(body).toContain(`3. ${QUESTIONS[2]}`);
    expect(screen.queryByText(/Mail apps take only short links/)).toBeNull();
  });

  it('says when the mail app link holds only the first questions', () => {
    const many = Array.from({ length: 9 }, (_, i) => `${QUESTIONS[i % 3]} (${i + 1})`);
    render(<ContractorQuestionsCard quote={{ ...quote, contractorQuestions: many }} />);

    expect(
      screen.getByText(/the mail app draft has the first \d of 9 questions; Copy e-mail has them all/),
    ).toBeTruthy();
  });
});
