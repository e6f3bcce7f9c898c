import { describe, expect, it, vi } from 'vitest';
import type { UserRecord, UserStore } from './ports.js';
import type { IdentityProvider, VerifiedToken } from './identity.js';
import { currentUser, logIn, signUp, type AccountDeps } from './accounts.js';

vi.mock('./identity.js', () => ({ SessionExpiredError: class extends Error {} }));

function memoryUsers(): UserStore & { records: Map<string, UserRecord> } {
  const records = new Map<string, UserRecord>();
  return {
    records,
    async create(user) {
      if (records.has(user.id)) return false;
      records.set(user.id, { ...user, creditBalance: 0, totalQuotes: 0, totalPaid: 0 });
      return true;
    },
    async get(id) {
      return records.get(id);
    },
    async setRole(id, role) {
      records.set(id, { ...records.get(id)!, role });
    },
  };
}

function token(fields: Partial<VerifiedToken>): VerifiedToken {
  return {
    sub: 'sub-1',
    email: 'dana@example.com',
    groups: [],
    sessionId: 'jti-1',
    expiresAt: 2_000_000_000,
    authTime: 1_900_000_000,
    ...fields,
  };
}

function deps(
  identity: Partial<IdentityProvider>,
  users = memoryUsers(),
): AccountDeps & { users: ReturnType<typeof memoryUsers> } {
  return {
    identity: {
      register: vi.fn(),
      requestPasswordReset: vi.fn(),
      confirmPasswordReset: vi.fn(),
      signOutEverywhere: vi.fn(),
      signIn: vi.fn().mockResolvedValue({ idToken: 'id', refreshToken: 'r' }),
      refresh: vi.fn(),
      revoke: vi.fn(),
      verify: vi.fn().mockResolvedValue(token({})),
      ...identity,
    },
    users,
    now: () => new Date('2026-11-22T10:00:00Z'),
  };
}

describe('roles', () => {
  it('are the user pool groups of the token, whatever the e-mail', async () => {
    const d = deps({});
    expect((await currentUser(token({ email: 'admin@quotecheck.local' }), d)).role).toBe('user');
    expect((await currentUser(token({ groups: ['admin'] }), d)).role).toBe('admin');
    expect((await currentUser(token({ groups: ['Admin', 'admins'] }), d)).role).toBe('user');
  });

  it('are copied onto the user item when the groups change, for the admin list', async () => {
    const d = deps({});
    await currentUser(token({}), d);
    expect(d.users.records.get('sub-1')?.role).toBe('user');
    await currentUser(token({ groups: ['admin'] }), d);
    expect(d.users.records.get('sub-1')?.role).toBe('admin');
  });
});

describe('signUp', () => {
  it('registers, signs in and stores the user with the sign-up time', async () => {
    const d = deps({});
    const result = await signUp({ email: 'dana@example.com', password: 'secret', fullName: 'Dana' }, d);
    expect(d.identity.register).toHaveBeenCalledWith('dana@example.com', 'secret');
    expect(result.user).toEqual({ id: 'sub-1', email: 'dana@example.com', fullName: 'Dana', role: 'user' });
    expect(result.tokens).toEqual({ idToken: 'id', refreshToken: 'r' });
    expect(d.users.records.get('sub-1')?.createdAt).toBe('2026-11-22T10:00:00.000Z');
  });

  it('stores nothing when the identity provider refuses the account', async () => {
    const d = deps({ register: vi.fn().mockRejectedValue(new Error('UsernameExistsException')) });
    await expect(signUp({ email: 'dana@example.com', password: 'secret' }, d)).rejects.toThrow(
      'UsernameExistsException',
    );
    expect(d.users.records.size).toBe(0);
  });
});

describe('logIn', () => {
  it('creates the user item on first sight of an account made directly in the pool', async () => {
    const d = deps({});
    const { user } = await logIn({ email: 'dana@example.com', password: 'secret' }, d);
    expect(user.fullName).toBeNull();
    expect(d.users.records.has('sub-1')).toBe(true);
  });
});
