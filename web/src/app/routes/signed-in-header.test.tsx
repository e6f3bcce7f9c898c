import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteFixture } from '@/testing/quotes';
import { json, renderRoutes, stubApi } from '@/testing/test-utils';

const PAGE_LOAD = { timeout: 10_000 };
const A = 'a1b2c3d4-e5f6-4789-a012-3456789abcde';
const B = 'b1b2c3d4-e5f6-4789-a012-3456789abcde';

/** What the header of a page offers: its links (with where they go) and buttons, in order. */
async function headerOf(path: string): Promise<string[]> {
  renderRoutes(path);
  const signOut = await screen.findByRole('button', { name: /sign out|logout/i }, PAGE_LOAD);
  const header = signOut.closest('header')!;
  const controls = within(header)
    .queryAllByRole('link')
    .concat(within(header).queryAllByRole('button'))
    .map((el) => `${el.tagName === 'A' ? `link ${el.getAttribute('href')}` : 'button'} ${el.textContent?.trim()}`)
    .filter((text) => !/^link \/ /.test(text));
  cleanup();
  return controls;
}

describe('the header of every signed-in page', () => {
  it('is one header: the same links and one "Sign Out" on the analysis, My Quotes, compare and admin pages', async () => {
    const admin = { id: 'u9', email: 'admin@example.com', fullName: null, role: 'admin' };
    stubApi({
      'GET /api/auth/me': () => json({ user: admin }),
      'GET /api/quotes/my-quotes': () => json([]),
      'GET /api/credits/balance': () => json({ balance: 3, isFirstQuote: false }),
      [`GET /api/quotes/${A}`]: () => json(quoteFixture({ id: A, userId: 'u9' })),
      [`GET /api/quotes/${A}/messages`]: () => json([]),
      'GET /api/admin/stats': () =>
        json({
          totalUsers: 1,
          totalQuotes: 0,
          registeredQuotes: 0,
          guestQuotes: 0,
          totalRevenue: '0.00',
          quotesToday: 0,
          recentQuotes: [],
        }),
    });
    const expected = ['link /my-quotes My Quotes', 'link /admin Admin Dashboard', 'button Sign Out'];
    for (const path of [`/analysis/${A}`, '/my-quotes', `/compare?ids=${A},${B}`, '/admin']) {
      expect({ path, header: await headerOf(path) }).toEqual({ path, header: expected });
    }
    expect(screen.queryByText('Logout')).toBeNull();
  }, 40_000);
});
