import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminQuote } from '@shared/types';
import { quoteFixture } from '@/testing/quotes';
import { json, renderAt, stubApi } from '@/testing/test-utils';
import { AdminQuotesList } from './admin-quotes-list';

function adminQuote(overrides: Partial<AdminQuote> = {}): AdminQuote {
  return { ...quoteFixture(), userEmail: 'pat@example.com', isGuest: false, ...overrides };
}

const PAGE_ONE = [
  adminQuote({ id: 'q_aaaaaaaaaaaaaaa1', fileName: 'excellent.pdf', overallScore: 80 }),
  adminQuote({ id: 'q_aaaaaaaaaaaaaaa2', fileName: 'good.pdf', overallScore: 79, status: 'discussing' }),
  adminQuote({ id: 'q_aaaaaaaaaaaaaaa3', fileName: 'fair.pdf', overallScore: 40 }),
  adminQuote({
    id: 'q_aaaaaaaaaaaaaaa4',
    fileName: 'guest.jpg',
    overallScore: 39,
    userEmail: null,
    isGuest: true,
    vendor: null,
    totalCost: null,
  }),
  adminQuote({ id: 'q_aaaaaaaaaaaaaaa5', fileName: 'running.pdf', overallScore: null, status: 'analyzing' }),
];
const PAGE_TWO = [adminQuote({ id: 'q_bbbbbbbbbbbbbbb1', fileName: 'second-page.pdf' })];

function listApi() {
  return stubApi({
    'GET /api/admin/quotes': ({ url }) => {
      const params = new URL(url, 'http://localhost').searchParams;
      const search = params.get('search');
      if (search) {
        const quotes = PAGE_ONE.filter((q) => q.fileName.includes(search));
        return json({ quotes, pagination: { page: 1, total: quotes.length, totalPages: 1 } });
      }
      const page = Number(params.get('page'));
      return json({ quotes: page === 2 ? PAGE_TWO : PAGE_ONE, pagination: { page, total: 25, totalPages: 2 } });
    },
  });
}

const quoteCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/quotes'));

describe('AdminQuotesList', () => {
  it('lists quotes with status, score labels, user or Guest, vendor, cost and a View link', async () => {
    listApi();
    renderAt('/admin/quotes', <AdminQuotesList />);

    expect(await screen.findByText('excellent.pdf')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All Quotes (25)' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    expect(screen.getByText('80 · Excellent')).toBeTruthy();
    expect(screen.getByText('79 · Good')).toBeTruthy();
    expect(screen.getByText('40 · Fair')).toBeTruthy();
    expect(screen.getByText('39 · Poor')).toBeTruthy();
    expect(screen.getByText('Discussion')).toBeTruthy();
    expect(screen.getByText('AI Analysis')).toBeTruthy();

    const guestRow = screen.getByText('guest.jpg').closest('li') as HTMLElement;
    expect(within(guestRow).getByText('Guest')).toBeTruthy();
    expect(within(guestRow).getByText('Unknown Vendor · N/A')).toBeTruthy();
    const row = screen.getByText('excellent.pdf').closest('li') as HTMLElement;
    expect(within(row).getByText('pat@example.com')).toBeTruthy();
    expect(within(row).getByText('Suncoast Windows · $24,850')).toBeTruthy();
    expect(within(row).getByText('Nov 22, 2026')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View excellent.pdf' }).getAttribute('href')).toBe(
      '/quotes/q_aaaaaaaaaaaaaaa1',
    );
    // A file name stays on one line (cut with an ellipsis), never broken inside a word; its title holds it whole.
    const title = within(row).getByRole('heading', { name: 'excellent.pdf' });
    expect(title.getAttribute('title')).toBe('excellent.pdf');
    expect(getComputedStyle(title).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(title).overflowWrap).not.toBe('anywhere');
  });

  it('pages with Previous and Next', async () => {
    listApi();
    renderAt('/admin/quotes', <AdminQuotesList />);

    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('second-page.pdf')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('excellent.pdf')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('searches once typing pauses, from page 1', async () => {
    const fetchMock = listApi();
    renderAt('/admin/quotes', <AdminQuotesList />);
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();

    const box = screen.getByPlaceholderText('Search quotes...');
    fireEvent.change(box, { target: { value: 'g' } });
    fireEvent.change(box, { target: { value: 'gu' } });
    fireEvent.change(box, { target: { value: 'guest' } });

    expect(await screen.findByRole('heading', { name: 'All Quotes (1)' })).toBeTruthy();
    expect(screen.queryByText('excellent.pdf')).toBeNull();
    expect(screen.getByText('guest.jpg')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    // Only the settled text reached the server.
    expect(quoteCalls(fetchMock)).toEqual(['/api/admin/quotes?page=1', '/api/admin/quotes?page=1&search=guest']);
  });

  it('says Failed to fetch quotes when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/quotes': () => json({ error: 'Admin access required' }, 403) });
    renderAt('/admin/quotes', <AdminQuotesList />);

    await waitFor(() => expect(screen.getAllByText('Failed to fetch quotes').length).toBeGreaterThanOrEqual(2));
    expect(screen.getAllByText('Admin access required').length).toBeGreaterThanOrEqual(1);
  });
});
