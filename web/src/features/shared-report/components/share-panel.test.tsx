import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShareLink } from '@shared/shares';
import { json, renderAt, stubApi, stubClipboard } from '@/testing/test-utils';
import { canShareQuote, SharePanel } from './share-panel';

const ID = 'q_0000000000000001';
const link = (token: string, expiresAt = '2026-12-22T12:00:00.000Z'): ShareLink => ({
  token,
  url: `/shared/${token}`,
  createdAt: '2026-11-22T12:00:00.000Z',
  expiresAt,
});
const OLD = 'AAAAAAAAAAAAAAAAAAAAAA';
/** Where toasts show (components/ui/toast). */
const notifications = () => document.querySelector('section[aria-label="Notifications (F8)"]') as HTMLElement;
const NEW = 'BBBBBBBBBBBBBBBBBBBBBw';

describe('canShareQuote', () => {
  const user = { id: 'u1', role: 'user' as const };
  it('offers sharing to the signed-in owner (and the admin) once the analysis is written', () => {
    expect(canShareQuote({ userId: 'u1', status: 'completed' }, user)).toBe(true);
    expect(canShareQuote({ userId: 'u1', status: 'discussing' }, user)).toBe(true);
    expect(canShareQuote({ userId: 'u2', status: 'completed' }, { id: 'boss', role: 'admin' })).toBe(false);
    expect(canShareQuote({ userId: 'boss', status: 'completed' }, { id: 'boss', role: 'admin' })).toBe(true);
  });
  it('not to guests, other accounts, guest quotes or an analysis still running', () => {
    expect(canShareQuote({ userId: 'u1', status: 'completed' }, null)).toBe(false);
    expect(canShareQuote({ userId: 'u2', status: 'completed' }, user)).toBe(false);
    expect(canShareQuote({ userId: null, status: 'completed' }, user)).toBe(false);
    expect(canShareQuote({ userId: 'u1', status: 'analyzing' }, user)).toBe(false);
    expect(canShareQuote({ userId: 'u1', status: 'error' }, user)).toBe(false);
  });
});

describe('SharePanel', () => {
  it('lists the active links with their expiry, creates one, copies it and revokes one', async () => {
    let links = [link(OLD)];
    const fetchMock = stubApi({
      [`GET /api/quotes/${ID}/shares`]: () => json({ shares: links, maxActive: 10 }),
      [`POST /api/quotes/${ID}/shares`]: () => {
        const created = link(NEW);
        links = [created, ...links];
        return json(created, 201);
      },
      [`DELETE /api/quotes/${ID}/shares/${OLD}`]: () => {
        links = links.filter((l) => l.token !== OLD);
        return json({ token: OLD, revokedAt: '2026-11-22T13:00:00.000Z' });
      },
    });
    const writeText = stubClipboard();
    renderAt(`/analysis/${ID}`, <SharePanel quoteId={ID} />);

    const list = await screen.findByRole('list', { name: 'Active share links' });
    expect(within(list).getByText(`${window.location.origin}/shared/${OLD}`)).toBeTruthy();
    expect(within(list).getByText(/Expires Dec 22, 2026/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create share link' }));
    expect(await screen.findByText(`${window.location.origin}/shared/${NEW}`)).toBeTruthy();
    // The confirmation is said in the panel, not in a toast over its buttons.
    const panel = screen.getByRole('region', { name: 'Share' });
    expect(within(panel).getByRole('status').textContent).toMatch(/^Link created/);
    expect(within(notifications()).queryByText('Link created')).toBeNull();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(posted?.[1]?.headers).toMatchObject({ 'Content-Type': 'application/json' });

    const newRow = screen.getByText(`${window.location.origin}/shared/${NEW}`).closest('li')!;
    fireEvent.click(within(newRow).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/${NEW}`));
    expect(await within(newRow).findByRole('button', { name: 'Copied!' })).toBeTruthy();

    const oldRow = screen.getByText(`${window.location.origin}/shared/${OLD}`).closest('li')!;
    fireEvent.click(within(oldRow).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText(`${window.location.origin}/shared/${OLD}`)).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Share' })).getByRole('status').textContent).toMatch(
      /^Link revoked/,
    );
    expect(within(notifications()).queryByText('Link revoked')).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith(`/shares/${OLD}`)),
    ).toBe(true);
  });

  it('says so when there is no link, and shows the server message when creating fails', async () => {
    stubApi({
      [`GET /api/quotes/${ID}/shares`]: () => json({ shares: [], maxActive: 10 }),
      [`POST /api/quotes/${ID}/shares`]: () =>
        json({ error: 'This quote already has 10 active links. Revoke one before creating another.' }, 409),
    });
    renderAt(`/analysis/${ID}`, <SharePanel quoteId={ID} />);
    expect(await screen.findByText('No active links.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create share link' }));
    const alert = await within(screen.getByRole('region', { name: 'Share' })).findByRole('alert');
    expect(alert.textContent).toMatch(/^Could not create a link/);
    expect(alert.textContent).toMatch(/already has 10 active links/);
  });

  it('disables creating at the cap', async () => {
    stubApi({
      [`GET /api/quotes/${ID}/shares`]: () =>
        json({ shares: Array.from({ length: 2 }, (_, i) => link(`${'C'.repeat(21)}${i}`)), maxActive: 2 }),
    });
    renderAt(`/analysis/${ID}`, <SharePanel quoteId={ID} />);
    expect(await screen.findByText(/the most it can have/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create share link' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
