import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderRoutes, stubApi } from '@/testing/test-utils';

const person = { id: 'u1', email: 'pat@example.com', fullName: null, role: 'user' };
const admin = { id: 'a1', email: 'admin@example.com', fullName: 'Admin', role: 'admin' };

const stats = {
  totalUsers: 1204,
  totalQuotes: 3456,
  registeredQuotes: 3000,
  guestQuotes: 456,
  totalRevenue: '1234.5',
  quotesToday: 7,
  recentQuotes: [
    { id: 'q1', vendor: null, userEmail: null, totalCost: null, createdAt: '2026-03-14T12:00:00Z' },
    {
      id: 'q2',
      vendor: 'Clear View Windows',
      userEmail: 'pat@example.com',
      totalCost: '12450',
      createdAt: '2026-03-14T12:00:00Z',
    },
  ],
};

describe('/admin', () => {
  it('sends a signed-in user who is not the admin away (via / to My Quotes)', async () => {
    const fetchMock = stubApi({ 'GET /api/auth/me': () => json({ user: person }) });
    const { router } = renderRoutes('/admin');

    // The first visit loads the page's code, which can take over a second in a busy test run.
    expect(await screen.findByRole('heading', { level: 1, name: 'My Quotes' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-quotes');
    expect(screen.queryByText('Total Users')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/'))).toBe(false);
  });

  it('sends a signed-out visitor to the login page', async () => {
    stubApi({ 'GET /api/auth/me': () => json({ error: 'Please sign in to continue' }, 401) });
    const { router } = renderRoutes('/admin/users');

    expect(await screen.findByRole('button', { name: 'Sign In' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the admin e-mail, My Quotes, Sign Out and the tab of the current section', async () => {
    stubApi({
      'GET /api/auth/me': () => json({ user: admin }),
      'GET /api/admin/users': () => json({ users: [], pagination: { page: 1, total: 0, totalPages: 0 } }),
    });
    renderRoutes('/admin/users');

    expect(await screen.findByText('All Users (0)', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('admin@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Quotes' }).getAttribute('href')).toBe('/my-quotes');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Quotes' }).getAttribute('href')).toBe('/admin/quotes');
    expect(screen.getByRole('tab', { name: 'Dashboard' }).getAttribute('href')).toBe('/admin');
  });

  it('shows the admin the dashboard cards and recent quotes', async () => {
    stubApi({
      'GET /api/auth/me': () => json({ user: admin }),
      'GET /api/admin/stats': () => json(stats),
    });
    renderRoutes('/admin');

    expect(await screen.findByText('Total Users')).toBeTruthy();
    expect(await screen.findByText('1,204')).toBeTruthy();
    expect(screen.getByText('3,456')).toBeTruthy();
    expect(screen.getByText('Registered: 3,000 · Guest: 456')).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('Quotes Today')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent Quotes' })).toBeTruthy();
    expect(screen.getByText('Unknown Vendor')).toBeTruthy();
    expect(screen.getByText('Guest User')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('$12,450')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Quotes' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users' })).toBeTruthy();
  });
});
