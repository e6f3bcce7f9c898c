import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompareResponse } from '@shared/compare';
import { quoteFixture } from '@/testing/quotes';
import { json, renderRoutes, stubApi } from '@/testing/test-utils';

const pat = { id: 'u1', email: 'pat@example.com', fullName: 'Pat Lee', role: 'user' };
const PAGE_LOAD = { timeout: 5000 };
const A = 'a1b2c3d4-e5f6-4789-a012-3456789abcde';
const B = 'b1b2c3d4-e5f6-4789-a012-3456789abcde';

function comparison(overrides: Partial<CompareResponse> = {}): CompareResponse {
  return {
    quotes: [
      {
        id: A,
        label: 'Quote A',
        fileName: 'suncoast.pdf',
        vendor: 'Suncoast Window Solutions',
        totalCost: '10381.90',
        zipCode: '34231',
        quantities: '8 windows, 0 doors',
        overallScore: 96,
        createdAt: '2026-11-20T10:00:00Z',
        pricingBasis: null,
      },
      {
        id: B,
        label: 'Quote B',
        fileName: 'gulf.pdf',
        vendor: 'Gulf Breeze Windows',
        totalCost: '9565.00',
        zipCode: '34231',
        quantities: '8 windows, 0 doors',
        overallScore: 96,
        createdAt: '2026-11-21T10:00:00Z',
        pricingBasis: null,
      },
    ],
    rows: [
      {
        id: 'total',
        group: 'price',
        label: 'Total price',
        differs: true,
        cells: [
          { value: '$10,381.90', tone: 'neutral', evidence: ['TOTAL $10,381.90'] },
          { value: '$9,565.00', tone: 'neutral', evidence: ['TOTAL $9,565.00'] },
        ],
      },
      {
        id: 'included:disposal',
        group: 'included',
        label: 'Disposal and haul-away',
        differs: false,
        cells: [
          { value: 'Included', tone: 'good' },
          { value: 'Included', tone: 'good' },
        ],
      },
    ],
    sameScope: { ok: true, reasons: [] },
    summary: {
      bestValueId: B,
      headline:
        'Quote B (Gulf Breeze Windows) offers the best value: it is the cheapest for the same job and has the same score (96/100).',
      claims: [
        {
          text: 'Quote B costs $817 less before tax than Quote A (8% less; totals $9,565.00 and $10,381.90).',
          citations: [
            { quoteId: B, line: 'TOTAL $9,565.00' },
            { quoteId: A, line: 'TOTAL $10,381.90' },
          ],
        },
      ],
    },
    ...overrides,
  };
}

describe('/compare', () => {
  it('shows the quotes side by side with headers, the same-scope notice and the best value with its quote lines', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/me': () => json({ user: pat }),
      'GET /api/compare': () => json(comparison()),
    });
    renderRoutes(`/compare?ids=${A},${B}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Compare quotes' }, PAGE_LOAD)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Quote A, Quote B side by side' });
    // The quotes' column headers, then a header for each group of rows.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Item',
      'Quote ASuncoast Window Solutionssuncoast.pdf',
      'Quote BGulf Breeze Windowsgulf.pdf',
      'Price against the local fair range',
      'What the price includes',
    ]);
    expect(within(table).getByRole('rowheader', { name: /Total price/ })).toBeTruthy();
    expect(within(table).getByText('$9,565.00')).toBeTruthy();
    expect(screen.getByText('Same scope')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Best value' });
    expect(within(summary).getByText(/^Quote B \(Gulf Breeze Windows\) offers the best value/)).toBeTruthy();
    expect(within(summary).getByText('Quote B: Gulf Breeze Windows')).toBeTruthy();
    expect(
      within(within(summary).getAllByRole('list', { name: 'Quote lines' })[0]!).getByText('TOTAL $9,565.00'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === `/api/compare?ids=${A},${B}`)).toBe(true);
  });

  it('shows how each quote was priced: the band, the sources and the date checked', async () => {
    const basis = {
      unit: 'window' as const,
      openings: 8,
      perOpening: { low: 622, typical: 1126, high: 2018 },
      total: { low: 4972, typical: 9008, high: 16144 },
      mix: [],
      mixText: '8 single-hung windows (vinyl frame)',
      regionFactor: 1.009,
      state: 'FL',
      stateName: 'Florida',
      zipCode: '34231',
      sources: [
        {
          title: 'U.S. Bureau of Economic Analysis — Regional Price Parities',
          url: 'https://www.bea.gov/data/prices-inflation/regional-price-parities-state-and-metro-area',
        },
      ],
      checkedOn: '2026-11-22',
      version: 'pricing 2026.11.1, regions 2026.11.1',
    };
    const base = comparison();
    const data = { ...base, quotes: [{ ...base.quotes[0]!, pricingBasis: basis }, base.quotes[1]!] };
    stubApi({ 'GET /api/auth/me': () => json({ user: pat }), 'GET /api/compare': () => json(data) });
    renderRoutes(`/compare?ids=${A},${B}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Quote A: Suncoast Window Solutions' }, PAGE_LOAD),
    ).toBeTruthy();
    const disclosure = screen.getAllByRole('button', { name: 'How we priced this' });
    expect(disclosure).toHaveLength(1);
    fireEvent.click(disclosure[0]!);
    expect(await screen.findByRole('link', { name: /Regional Price Parities/ })).toBeTruthy();
    expect(screen.getByText(/November 22, 2026/)).toBeTruthy();
  });

  it('lists the differences and names no winner when the scopes differ', async () => {
    stubApi({
      'GET /api/auth/me': () => json({ user: pat }),
      'GET /api/compare': () =>
        json(
          comparison({
            sameScope: {
              ok: false,
              reasons: ['Quote B has 2 fewer windows and no disposal: ask for the same scope before comparing prices.'],
            },
            summary: {
              bestValueId: null,
              headline: 'No winner is named: these quotes do not price the same job.',
              claims: [],
            },
          }),
        ),
    });
    renderRoutes(`/compare?ids=${A},${B}`);

    expect(await screen.findByText('Not the same scope', {}, PAGE_LOAD)).toBeTruthy();
    expect(
      screen.getByText('Quote B has 2 fewer windows and no disposal: ask for the same scope before comparing prices.'),
    ).toBeTruthy();
    expect(screen.getByText(/^No winner is named/)).toBeTruthy();
    expect(screen.queryByText(/^Quote B: /)).toBeNull();
  });

  it('checks the ids before asking the server, and shows what the server refuses', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/me': () => json({ user: pat }),
      'GET /api/compare': () => json({ error: 'Quote not found' }, 404),
    });
    const { router } = renderRoutes(`/compare?ids=${A}`);

    expect(await screen.findByText(/Choose at least 2 quotes to compare/, {}, PAGE_LOAD)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/compare'))).toBe(false);

    await router.navigate(`/compare?ids=${A},${B}`);
    expect(await screen.findByText('Quote not found')).toBeTruthy();
  });

  it('sends a signed-out visitor to the homepage', async () => {
    stubApi({ 'GET /api/auth/me': () => json({ error: 'Please sign in to continue' }, 401) });
    const { router } = renderRoutes(`/compare?ids=${A},${B}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), PAGE_LOAD);
  });
});

describe('choosing quotes to compare on My Quotes', () => {
  const analyzed = (id: string, fileName: string) =>
    quoteFixture({
      id,
      fileName,
      checklistResults: [
        {
          id: 'pricing_analysis',
          title: 'Pricing Analysis',
          status: 'good',
          explanation: '',
          modified: false,
          modificationHistory: [],
        },
      ],
    });

  it('enables Compare for 2 or 3 ticked analysed quotes and links to the comparison', async () => {
    stubApi({
      'GET /api/auth/me': () => json({ user: pat }),
      'GET /api/credits/balance': () => json({ balance: 1, isFirstQuote: false }),
      'GET /api/quotes/my-quotes': () =>
        json([
          analyzed(A, 'a.pdf'),
          analyzed(B, 'b.pdf'),
          analyzed('c1b2c3d4-e5f6-4789-a012-3456789abcde', 'c.pdf'),
          analyzed('d1b2c3d4-e5f6-4789-a012-3456789abcde', 'd.pdf'),
          quoteFixture({ id: 'busy', fileName: 'busy.pdf', status: 'analyzing' }),
        ]),
    });
    renderRoutes(`/my-quotes?compare=${A}`);

    const tickA = await screen.findByRole('checkbox', { name: 'Select a.pdf to compare' }, PAGE_LOAD);
    expect((tickA as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Select busy.pdf to compare' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Compare' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select b.pdf to compare' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select c.pdf to compare' }));
    expect((screen.getByRole('checkbox', { name: 'Select d.pdf to compare' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Compare (3)' }).getAttribute('href')).toBe(
      `/compare?ids=${A},${B},c1b2c3d4-e5f6-4789-a012-3456789abcde`,
    );
  });
});

describe('"Compare with another quote" on an analysis', () => {
  const result = [
    {
      id: 'pricing_analysis',
      title: 'Pricing Analysis',
      status: 'good',
      explanation: 'Fair.',
      modified: false,
      modificationHistory: [],
    },
  ];
  const current = quoteFixture({
    id: A,
    fileName: 'a.pdf',
    vendor: 'Suncoast Window Solutions',
    checklistResults: result,
  });

  it('lets the owner choose another analysed quote and opens the comparison', async () => {
    stubApi({
      'GET /api/auth/me': () => json({ user: pat }),
      [`GET /api/quotes/${A}`]: () => json(current),
      [`GET /api/quotes/${A}/messages`]: () => json([]),
      'GET /api/quotes/my-quotes': () =>
        json([
          current,
          quoteFixture({
            id: B,
            fileName: 'b.pdf',
            vendor: 'Gulf Breeze Windows',
            totalCost: '9565',
            checklistResults: result,
          }),
        ]),
      'GET /api/compare': () => json(comparison()),
    });
    const { router } = renderRoutes(`/analysis/${A}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Compare with another quote' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Compare with another quote' });
    expect(within(dialog).getByRole('link', { name: 'Choose on My Quotes' }).getAttribute('href')).toBe(
      `/my-quotes?compare=${A}`,
    );
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Gulf Breeze Windows: $9,565 (b.pdf)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Compare' }));

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/compare?ids=${A},${B}`),
    );
  });

  it('is not offered to someone who does not own the quote', async () => {
    stubApi({
      'GET /api/auth/me': () => json({ user: { ...pat, id: 'someone-else' } }),
      [`GET /api/quotes/${A}`]: () => json(current),
      [`GET /api/quotes/${A}/messages`]: () => json([]),
    });
    renderRoutes(`/analysis/${A}`);

    expect(await screen.findByRole('heading', { name: '10-Point Quality Assessment' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Compare with another quote' })).toBeNull();
  });
});
