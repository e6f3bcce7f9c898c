import { describe, expect, it, vi } from 'vitest';
import type { UserRecord, UserStore } from '../store/users.js';
import type { IdentityProvider } from './identity.js';
import { logIn, roleFor, signUp, type AccountDeps } from './accounts.js';

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
  };
}

function deps(identity: Partial<IdentityProvider>, users = memoryUsers()): AccountDeps & { users: ReturnType<typeof memoryUsers> } {
  return {
    identity: {
      register: vi.fn(),
      signIn: vi.fn().mockResolvedValue({ idToken: 'id', refreshToken: 'r' }),
      refresh: vi.fn(),
      verify: vi.fn().mockResolvedValue({ sub: 'sub-1', email: 'dana@example.com' }),
      ...identity,
    },
    users,
    adminEmail: 'Boss@Example.com',
    now: () => new Date('2026-11-22T10:00:00Z'),
  };
}

describe('roleFor', () => {
  it('gives admin only to the configured e-mail, ignoring case and spaces', () => {
    expect(roleFor(' BOSS@example.com', 'boss@example.com')).toBe('admin');
    expect(roleFor('boss@example.com.evil', 'boss@example.com')).toBe('user');
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
    await expect(signUp({ email: 'dana@example.com', password: 'secret' }, d)).rejects.toThrow('UsernameExistsException');
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
