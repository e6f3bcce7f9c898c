import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteFixture } from '@/testing/quotes';
import { json, renderRoutes, stubApi } from '@/testing/test-utils';

const ID = 'q_0000000000000001';
const owner = { id: 'u1', email: 'pat@example.com', fullName: 'Pat', role: 'user' };

describe('the Share panel on the analysis page', () => {
  it('is shown to the signed-in owner, and never printed', async () => {
    stubApi({
      'GET /api/auth/me': () => json({ user: owner }),
      [`GET /api/quotes/${ID}`]: () => json(quoteFixture({ userId: 'u1' })),
      [`GET /api/quotes/${ID}/messages`]: () => json([]),
      [`GET /api/quotes/${ID}/shares`]: () => json({ shares: [], maxActive: 10 }),
    });
    renderRoutes(`/analysis/${ID}`);
    const heading = await screen.findByRole('heading', { name: 'Share' }, { timeout: 5000 });
    expect(await screen.findByText('No active links.')).toBeTruthy();
    expect(heading.closest('section')).toBeTruthy();
    // The chat column and the progress never print; the report column takes the page.
    expect(document.querySelectorAll('[data-print="hide"]').length).toBeGreaterThanOrEqual(2);
    expect(document.querySelector('[data-print="full"]')).toBeTruthy();
  });

  it('is not shown to a guest or to another account', async () => {
    for (const me of [() => json({ error: 'Unauthorized' }, 401), () => json({ user: { ...owner, id: 'u2' } })]) {
      stubApi({
        'GET /api/auth/me': me,
        [`GET /api/quotes/${ID}`]: () => json(quoteFixture({ userId: 'u1' })),
        [`GET /api/quotes/${ID}/messages`]: () => json([]),
      });
      const { unmount } = renderRoutes(`/analysis/${ID}`);
      expect(await screen.findByText('Suncoast proposal.pdf', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Share' })).toBeNull();
      unmount();
    }
  });
});
