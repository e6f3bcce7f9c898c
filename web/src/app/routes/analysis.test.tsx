import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteFixture } from '@/testing/quotes';
import { json, renderRoutes, stubApi } from '@/testing/test-utils';

const ID = 'q_0000000000000001';
const user = { id: 'u1', email: 'pat@example.com', fullName: 'Pat', role: 'user' };

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === path,
  );

describe('analysis route', () => {
  it('shows placeholders, then the progress, chat, summary and checklist', async () => {
    stubApi({
      'GET /api/auth/me': () => json({ error: 'Unauthorized' }, 401),
      [`GET /api/quotes/${ID}`]: () => json(quoteFixture({ status: 'discussing', userId: null, isGuestQuote: true })),
      [`GET /api/quotes/${ID}/messages`]: () => json([]),
    });
    renderRoutes(`/analysis/${ID}`);
    expect(await screen.findByRole('status', { name: 'Loading quote' }, { timeout: 5000 })).toBeTruthy();

    expect(await screen.findByRole('navigation', { name: 'Analysis progress' })).toBeTruthy();
    expect(screen.getByText('Discussing')).toBeTruthy();
    expect(screen.getByText('ready for chat')).toBeTruthy();
    expect(screen.getByText('Collecting Additional Information...')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '10-Point Quality Assessment' })).toBeTruthy();
    expect(screen.getByText('Suncoast proposal.pdf')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(`/signup?quote=${ID}`);
  });

  it('shows Quote Not Found when the quote cannot be loaded', async () => {
    stubApi({ 'GET /api/auth/me': () => json({ error: 'Unauthorized' }, 401) });
    renderRoutes(`/quotes/${ID}`);
    expect(await screen.findByText('Quote Not Found', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(`The quote with ID ${ID} does not exist.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });

  it('claims a guest quote for the signed-in user once, then reloads it', async () => {
    let claimed = false;
    const fetchMock = stubApi({
      'GET /api/auth/me': () => json({ user }),
      [`GET /api/quotes/${ID}`]: () => json(quoteFixture({ userId: claimed ? 'u1' : null, isGuestQuote: !claimed })),
      [`GET /api/quotes/${ID}/messages`]: () => json([]),
      [`POST /api/quotes/${ID}/assign-user`]: () => {
        claimed = true;
        return json(quoteFixture());
      },
    });
    renderRoutes(`/analysis/${ID}`);
    expect(await screen.findByRole('link', { name: 'My Quotes' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock, 'GET', `/api/quotes/${ID}`).length).toBeGreaterThanOrEqual(2));
    expect(calls(fetchMock, 'POST', `/api/quotes/${ID}/assign-user`)).toHaveLength(1);
    // A signed-in user sees no invitation to create an account.
    expect(screen.queryByText('Analysis Complete! Save Your Results')).toBeNull();
  });

  it('does not claim a quote that already has an owner', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/me': () => json({ user }),
      [`GET /api/quotes/${ID}`]: () => json(quoteFixture()),
      [`GET /api/quotes/${ID}/messages`]: () => json([]),
    });
    renderRoutes(`/analysis/${ID}`);
    expect(await screen.findByText('Suncoast proposal.pdf', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls(fetchMock, 'POST', `/api/quotes/${ID}/assign-user`)).toHaveLength(0);
  });

  it('after Retry Processing follows the quote again until it settles, without a reload', async () => {
    let answers = [quoteFixture({ status: 'error', progressMessage: 'Error: processing stopped.', canRetry: true })];
    stubApi({
      'GET /api/auth/me': () => json({ user }),
      [`GET /api/quotes/${ID}`]: () => json(answers.length > 1 ? answers.shift() : answers[0]),
      [`GET /api/quotes/${ID}/messages`]: () => json([]),
      [`POST /api/quotes/${ID}/retry-processing`]: () => {
        // The server moved on fast: the first read after the retry is mid-way, the next one is done.
        answers = [quoteFixture({ status: 'extracting_fields', progressMessage: '' }), quoteFixture()];
        return json({ id: ID, message: 'Processing restarted.' });
      },
    });
    renderRoutes(`/analysis/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry Processing' }, { timeout: 5000 }));
    expect(await screen.findByText('identifying details...')).toBeTruthy();
    expect(await screen.findByText('Completed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Processing Error')).toBeNull();
  }, 15_000);

  it('in error marks the step the quote failed in, offers no retry the server refuses, no edits, and says what to do in the chat', async () => {
    stubApi({
      'GET /api/auth/me': () => json({ user }),
      [`GET /api/quotes/${ID}`]: () =>
        json(
          quoteFixture({
            status: 'error',
            progressMessage: 'Roofing quotes are coming soon. QuoteCheck checks windows and doors quotes today.',
            failedStatus: 'extracting_fields',
            canRetry: false,
            overallScore: null,
          }),
        ),
      [`GET /api/quotes/${ID}/messages`]: () => json([]),
    });
    renderRoutes(`/analysis/${ID}`);
    const progress = await screen.findByRole('navigation', { name: 'Analysis progress' }, { timeout: 5000 });
    const current = progress.querySelector('[aria-current="step"]');
    expect(current?.textContent).toMatch(/^Scope/);
    expect(within(progress).getByText('Uploaded')).toBeTruthy();
    expect(within(progress).getByText('Extracted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry Processing' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(await screen.findByText('The analysis of this quote could not be completed.')).toBeTruthy();
    expect(screen.getByText(/upload .*quote/i)).toBeTruthy();
    expect(screen.queryByText('Your analysis will appear here')).toBeNull();
  });
});
