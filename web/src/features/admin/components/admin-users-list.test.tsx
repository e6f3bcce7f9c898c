import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@shared/types';
import { json, renderAt, stubApi } from '@/testing/test-utils';
import { AdminUsersList } from './admin-users-list';

const pat: AdminUser = {
  id: 'u1',
  email: 'pat@example.com',
  fullName: 'Pat',
  role: 'user',
  createdAt: '2026-11-22T11:55:00Z',
  creditBalance: 3,
  totalQuotes: 4,
  totalPaid: 550,
};
const admin: AdminUser = {
  ...pat,
  id: 'a1',
  email: 'admin@example.com',
  role: 'admin',
  creditBalance: 0,
  totalQuotes: 0,
  totalPaid: 0,
};

function usersApi(
  credits: (body: unknown) => Response = (body) =>
    json({ user: { ...pat, creditBalance: (body as { credits: number }).credits } }),
) {
  return stubApi({
    'GET /api/admin/users': () => json({ users: [admin, pat], pagination: { page: 1, total: 2, totalPages: 1 } }),
    'POST /api/admin/users/u1/credits': ({ body }) => credits(body),
  });
}

async function openEditor() {
  renderAt('/admin/users', <AdminUsersList />);
  const row = (await screen.findByText('pat@example.com')).closest('li') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Edit Credits for pat@example.com' }));
  return screen.findByRole('dialog', { name: 'Edit Credits' });
}

const creditCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => url.includes('/credits'));

describe('AdminUsersList', () => {
  it('lists users with role, joined date, credits, quotes and dollars paid', async () => {
    usersApi();
    renderAt('/admin/users', <AdminUsersList />);

    expect(await screen.findByRole('heading', { name: 'All Users (2)' })).toBeTruthy();
    const row = screen.getByText('pat@example.com').closest('li') as HTMLElement;
    expect(within(row).getByText('User')).toBeTruthy();
    expect(within(row).getByText('Joined Nov 22, 2026 · 3 credits · 4 quotes · $5.50 paid')).toBeTruthy();
    const adminRow = screen.getByText('admin@example.com').closest('li') as HTMLElement;
    expect(within(adminRow).getByText('Admin')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.queryByText(/refunded|disputed/)).toBeNull();
  });

  it('shows refunded and disputed payments of a user, whose credits were taken back', async () => {
    stubApi({
      'GET /api/admin/users': () =>
        json({
          users: [
            { ...pat, creditBalance: 0, totalRefunded: 250, totalDisputed: 500 },
            { ...admin, id: 'u3', email: 'sam@example.com', role: 'user', totalPaid: 500, totalRefunded: 500 },
          ],
          pagination: { page: 1, total: 2, totalPages: 1 },
        }),
    });
    renderAt('/admin/users', <AdminUsersList />);

    const row = (await screen.findByText('pat@example.com')).closest('li') as HTMLElement;
    expect(within(row).getByText('$2.50 refunded · $5.00 disputed (credits taken back)')).toBeTruthy();
    const sam = screen.getByText('sam@example.com').closest('li') as HTMLElement;
    expect(within(sam).getByText('$5.00 refunded (credits taken back)')).toBeTruthy();
  });

  it.each(['-1', '2.5', 'ten', ''])('rejects %j credits with an Invalid input toast', async (typed) => {
    const fetchMock = usersApi();
    const dialog = await openEditor();

    fireEvent.change(within(dialog).getByLabelText(/^Credits/), { target: { value: typed } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Credits' }));

    expect(await screen.findByText('Invalid input')).toBeTruthy();
    expect(screen.getByText('Please enter a valid number of credits')).toBeTruthy();
    expect(creditCalls(fetchMock)).toHaveLength(0);
  });

  it('sets the balance with the default reason and shows Credits updated', async () => {
    const fetchMock = usersApi();
    const dialog = await openEditor();

    expect((within(dialog).getByLabelText(/^Credits/) as HTMLInputElement).value).toBe('3');
    fireEvent.change(within(dialog).getByLabelText(/^Credits/), { target: { value: ' 12 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Credits' }));

    expect(await screen.findByText('Credits updated')).toBeTruthy();
    const [[url, init]] = creditCalls(fetchMock);
    expect(url).toBe('/api/admin/users/u1/credits');
    expect(JSON.parse(init.body as string)).toEqual({ credits: 12, reason: 'Admin adjustment' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/12 credits/)).toBeTruthy();
  });

  it('sends the reason typed', async () => {
    const fetchMock = usersApi();
    const dialog = await openEditor();

    fireEvent.change(within(dialog).getByLabelText(/^Credits/), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Refund for a bad scan' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Credits' }));

    expect(await screen.findByText('Credits updated')).toBeTruthy();
    expect(JSON.parse(creditCalls(fetchMock)[0][1].body as string)).toEqual({
      credits: 0,
      reason: 'Refund for a bad scan',
    });
  });

  it('shows Failed to update credits with the server message, or Something went wrong', async () => {
    let answer = () => json({ error: 'Credits must be 100000 or less' }, 400);
    usersApi(() => answer());
    const dialog = await openEditor();

    fireEvent.change(within(dialog).getByLabelText(/^Credits/), { target: { value: '999999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Credits' }));
    expect(await screen.findByText('Failed to update credits')).toBeTruthy();
    expect(screen.getByText('Credits must be 100000 or less')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Credits' })).toBeTruthy();

    answer = () => new Response('', { status: 500 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Credits' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });

  it('says Failed to fetch users when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/users': () => json({ error: 'Admin access required' }, 403) });
    renderAt('/admin/users', <AdminUsersList />);

    await waitFor(() => expect(screen.getAllByText('Failed to fetch users').length).toBeGreaterThanOrEqual(2));
  });
});
