import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/limits';
import type { Quote } from '@shared/types';
import { fileFixture, quoteFixture } from '@/testing/quotes';
import { json, renderRoutes, stubApi } from '@/testing/test-utils';

const pat = { id: 'u1', email: 'pat@example.com', fullName: 'Pat Lee', role: 'user' };
const S3_URL = 'http://s3.test/quotes-bucket';
const NEW_ID = '7d4f2c1e-0000-4000-8000-00000000beef';
/** The first visit loads the page's code, which can take over a second in a busy test run. */
const PAGE_LOAD = { timeout: 5000 };

type Handlers = Parameters<typeof stubApi>[0];

function myQuotesApi({
  quotes = [] as Quote[],
  balance = { balance: 3, isFirstQuote: false },
  extra = {} as Handlers,
} = {}) {
  return stubApi({
    'GET /api/auth/me': () => json({ user: pat }),
    'GET /api/credits/balance': () => json(balance),
    'GET /api/quotes/my-quotes': () => json(quotes),
    'POST /api/quotes/upload-url': () =>
      json({ uploadId: NEW_ID, url: S3_URL, fields: { key: 'k' }, maxBytes: MAX_UPLOAD_BYTES }),
    'POST /quotes-bucket': () => new Response(null, { status: 204 }),
    'POST /api/quotes/upload-complete': () => json({ id: NEW_ID, message: 'ok' }),
    ...extra,
  });
}

describe('/my-quotes', () => {
  it('follows a quote that is still being analysed until it settles', async () => {
    const answers = [
      [quoteFixture({ id: 'q1', status: 'extracting', overallScore: null })],
      [quoteFixture({ id: 'q1' })],
    ];
    myQuotesApi({
      extra: { 'GET /api/quotes/my-quotes': () => json(answers.length > 1 ? answers.shift() : answers[0]) },
    });
    renderRoutes('/my-quotes');
    const card = await screen.findByRole('article', {}, PAGE_LOAD);
    expect(within(card).getByText('Extracting')).toBeTruthy();
    expect(await within(card).findByText('Complete', {}, { timeout: 5000 })).toBeTruthy();
  }, 15_000);

  it('shows the header, the credit card, the upload area, the savings badge and the quotes', async () => {
    myQuotesApi({
      quotes: [
        quoteFixture({ id: 'q1', fileName: 'old.pdf', createdAt: '2026-01-01T00:00:00Z', totalCost: '9800' }),
        quoteFixture({
          id: 'q2',
          fileName: 'new.pdf',
          createdAt: '2026-02-01T00:00:00Z',
          status: 'error',
          overallScore: null,
        }),
      ],
    });
    renderRoutes('/my-quotes');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Quotes' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('Pat Lee')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    expect(screen.getByText('Avg Savings 15-20%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Analyze Quote' })).toBeTruthy();
    expect(await screen.findByText('Ready to analyze')).toBeTruthy();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual(['quote-q2-title', 'quote-q1-title']);
    expect(within(cards[0]!).getByText('Error')).toBeTruthy();
    expect(within(cards[1]!).getByText('$9,800')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Quotes (2)' })).toBeTruthy();
  });

  it('shows the empty state, and the admin gets the Admin Dashboard button', async () => {
    stubApi({
      'GET /api/auth/me': () => json({ user: { ...pat, fullName: null, email: 'admin@example.com', role: 'admin' } }),
      'GET /api/credits/balance': () => json({ balance: 0, isFirstQuote: true }),
      'GET /api/quotes/my-quotes': () => json([]),
    });
    renderRoutes('/my-quotes');

    expect(await screen.findByText('No quotes yet', {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('admin@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(await screen.findByText('First quote free!')).toBeTruthy();
  });

  it('says it is loading the quotes until they arrive', async () => {
    let answer: (response: Response) => void = () => {};
    myQuotesApi({
      extra: { 'GET /api/quotes/my-quotes': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    renderRoutes('/my-quotes');

    expect(await screen.findByText('Loading your quotes...', {}, PAGE_LOAD)).toBeTruthy();
    answer(json([]));
    expect(await screen.findByText('No quotes yet')).toBeTruthy();
  });

  it('on 402 keeps the file and opens the purchase dialog; after paying it uploads that file and opens its analysis', async () => {
    let credits = 0;
    const fetchMock = myQuotesApi({
      balance: { balance: 0, isFirstQuote: false },
      extra: {
        'GET /api/credits/balance': () => json({ balance: credits, isFirstQuote: false }),
        'POST /api/quotes/upload-url': () =>
          credits > 0
            ? json({ uploadId: NEW_ID, url: S3_URL, fields: { key: 'k' }, maxBytes: MAX_UPLOAD_BYTES })
            : json({ error: 'You have no credits left. Buy credits to analyze another quote.' }, 402),
        'POST /api/payments/create-intent': () =>
          json({
            clientSecret: 's',
            paymentIntentId: 'demo_pi_1',
            credits: 1,
            amountCents: 50,
            mode: 'demo',
            publishableKey: null,
          }),
        'POST /api/payments/confirm': () => {
          credits = 1;
          return json({ credited: true, credits: 1, balance: 1 });
        },
      },
    });
    const { router } = renderRoutes('/my-quotes');

    expect(await screen.findByText('Need credits (50¢ each)', {}, PAGE_LOAD)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quote file'), {
      target: { files: [fileFixture('kitchen-windows.jpg', 'image/jpeg')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Quote' }));

    const dialog = await screen.findByRole('dialog', { name: 'Continue Analyzing Quotes' }, PAGE_LOAD);
    expect(within(dialog).getByText('kitchen-windows.jpg')).toBeTruthy();
    expect(screen.queryByText('Upload failed')).toBeNull();
    // The file is still chosen in the upload card behind the dialog.
    expect(screen.getAllByText('kitchen-windows.jpg')).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: /^1 Credit,/ }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay $0.50' }));

    expect(await screen.findByText('Payment successful!')).toBeTruthy();
    expect(screen.getByText('1 credit added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Ready to analyze')).toBeTruthy();

    await waitFor(() => expect(router.state.location.pathname).toBe(`/analysis/${NEW_ID}`), { timeout: 3000 });
    const paths = fetchMock.mock.calls.map(
      ([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`,
    );
    expect(paths.filter((p) => p.startsWith('POST'))).toEqual([
      'POST /api/quotes/upload-url',
      'POST /api/payments/create-intent',
      'POST /api/payments/confirm',
      'POST /api/quotes/upload-url',
      `POST ${S3_URL}`,
      'POST /api/quotes/upload-complete',
    ]);
  });

  it('Buy Credits opens the dialog without a pending file', async () => {
    myQuotesApi();
    renderRoutes('/my-quotes');

    fireEvent.click(await screen.findByRole('button', { name: 'Buy Credits' }, PAGE_LOAD));

    const dialog = await screen.findByRole('dialog', { name: 'Continue Analyzing Quotes' }, PAGE_LOAD);
    expect(within(dialog).getByText('Each quote analysis uses one credit.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^10 Credits,/ }));
    // The stub has no create-intent (404): the setup fails and the dialog closes.
    expect(await screen.findByText('Payment setup failed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('finishes a purchase that came back from a payment redirect and cleans the address', async () => {
    const fetchMock = myQuotesApi({
      extra: { 'POST /api/payments/confirm': () => json({ credited: true, credits: 10, balance: 13 }) },
    });
    const { router } = renderRoutes(
      '/my-quotes?payment_intent=pi_42&payment_intent_client_secret=pi_42_secret&redirect_status=succeeded',
    );

    expect(await screen.findByText('Payment successful!', {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('10 credits added')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    const confirms = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/payments/confirm');
    expect(confirms.map(([, init]) => JSON.parse(String((init as RequestInit).body)))).toEqual([
      { paymentIntentId: 'pi_42' },
    ]);
  });
});
