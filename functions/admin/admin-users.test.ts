import { describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '../lib/errors.js';
import type { UserItem } from './ports.js';
import { listAdminUsers, setUserCredits, toAdminUser, type CreditDeps } from './admin-users.js';

function user(n: number, fields: Partial<UserItem> = {}): UserItem {
  return {
    id: `user-${n}`,
    email: `user${n}@example.com`,
    fullName: null,
    createdAt: new Date(Date.UTC(2026, 10, 1, n)).toISOString(),
    creditBalance: n,
    totalQuotes: 2 * n,
    totalPaid: 50 * n,
    ...fields,
  };
}

describe('toAdminUser', () => {
  it('has the stored role and counts', () => {
    expect(toAdminUser(user(3, { fullName: 'Dana' }))).toEqual({
      id: 'user-3',
      email: 'user3@example.com',
      fullName: 'Dana',
      role: 'user',
      createdAt: '2026-11-01T03:00:00.000Z',
      creditBalance: 3,
      totalQuotes: 6,
      totalPaid: 150,
    });
    expect(toAdminUser(user(1, { role: 'admin' })).role).toBe('admin');
  });

  it('reads missing counts as zero and a missing role as user', () => {
    const { creditBalance: _c, totalQuotes: _q, totalPaid: _p, fullName: _f, ...bare } = user(2);
    expect(toAdminUser(bare)).toMatchObject({
      fullName: null,
      role: 'user',
      creditBalance: 0,
      totalQuotes: 0,
      totalPaid: 0,
    });
  });

  it('shows the cents refunded and disputed (credits taken back) only when there are any', () => {
    expect(toAdminUser(user(2, { totalRefunded: 250, totalDisputed: 0 }))).toMatchObject({
      totalPaid: 100,
      totalRefunded: 250,
    });
    expect(toAdminUser(user(2, { totalRefunded: 250, totalDisputed: 0 }))).not.toHaveProperty('totalDisputed');
    expect(toAdminUser(user(2, { totalDisputed: 500 }))).toMatchObject({ totalDisputed: 500 });
  });
});

describe('listAdminUsers', () => {
  const newestFirst = [5, 4, 3, 2, 1].map((n) => user(n));
  const store = {
    counter: vi.fn(async () => 5),
    users: vi.fn(async (offset: number, limit: number) => newestFirst.slice(offset, offset + limit)),
  };

  it('pages the users newest first with the total from the counter', async () => {
    const page2 = await listAdminUsers({ page: 2 }, { store }, 2);
    expect(page2.users.map((u) => u.id)).toEqual(['user-3', 'user-2']);
    expect(page2.pagination).toEqual({ page: 2, total: 5, totalPages: 3 });
    expect(store.counter).toHaveBeenCalledWith('totalUsers');
    expect(store.users).toHaveBeenLastCalledWith(2, 2);
  });

  it('answers an empty page past the end without reading', async () => {
    store.users.mockClear();
    expect(await listAdminUsers({ page: 9 }, { store }, 2)).toEqual({
      users: [],
      pagination: { page: 9, total: 5, totalPages: 3 },
    });
    expect(store.users).not.toHaveBeenCalled();
  });
});

describe('setUserCredits', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  function deps(existing: UserItem | undefined): CreditDeps & { setBalance: ReturnType<typeof vi.fn> } {
    const item = existing ? { ...existing } : undefined;
    return {
      now: () => now,
      store: { user: vi.fn(async () => item) },
      setBalance: vi.fn(async ({ credits }: { credits: number }) => {
        if (!item) return undefined;
        item.creditBalance = credits;
        return { balance: credits };
      }),
    };
  }

  it('sets the balance with the reason and the admin as author, and answers the user', async () => {
    const d = deps(user(4));
    const result = await setUserCredits('user-4', { credits: 10, reason: 'Goodwill' }, { id: 'admin-1' }, d);
    expect(d.setBalance).toHaveBeenCalledWith({
      userId: 'user-4',
      credits: 10,
      note: 'Goodwill',
      by: 'admin-1',
      at: now,
    });
    expect(result.user).toMatchObject({
      id: 'user-4',
      creditBalance: 10,
      totalQuotes: 8,
      totalPaid: 200,
      role: 'user',
    });
  });

  it('answers 404 for an unknown user or an id that cannot be one, and writes nothing for the latter', async () => {
    const missing = deps(undefined);
    await expect(setUserCredits('user-404', { credits: 1, reason: 'x' }, { id: 'admin-1' }, missing)).rejects.toThrow(
      new NotFoundError('User not found'),
    );
    const bad = deps(user(1));
    await expect(
      setUserCredits('../USER#x', { credits: 1, reason: 'x' }, { id: 'admin-1' }, bad),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(setUserCredits('', { credits: 1, reason: 'x' }, { id: 'admin-1' }, bad)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(bad.setBalance).not.toHaveBeenCalled();
  });
});
