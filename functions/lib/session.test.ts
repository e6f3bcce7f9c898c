import { describe, expect, it, vi } from 'vitest';
import { SessionExpiredError, type IdentityProvider, type VerifiedToken } from '../accounts/identity.js';
import { endSession, resolveSession, type SessionDeps } from './session.js';

vi.mock('./logger.js', () => ({ logger: { info: vi.fn() } }));

function token(fields: Partial<VerifiedToken>): VerifiedToken {
  return {
    sub: 'u1',
    email: 'dana@example.com',
    groups: [],
    sessionId: 'jti-1',
    expiresAt: 2_000_000_000,
    authTime: 1_900_000_000,
    ...fields,
  };
}

function identity(overrides: Partial<IdentityProvider>): IdentityProvider {
  return {
    register: vi.fn(),
    signIn: vi.fn(),
    refresh: vi.fn(),
    verify: vi.fn(),
    revoke: vi.fn(),
    requestPasswordReset: vi.fn(),
    confirmPasswordReset: vi.fn(),
    signOutEverywhere: vi.fn(),
    ...overrides,
  };
}

function memoryRevoked() {
  const ended = new Map<string, number>();
  return {
    ended,
    revoke: vi.fn(async (id: string, until: number) => void ended.set(id, until)),
    endSessionsBefore: vi.fn(),
    isRevoked: vi.fn(async (token: { sessionId: string }) => ended.has(token.sessionId)),
  };
}

const deps = (overrides: Partial<IdentityProvider>, revoked = memoryRevoked()): SessionDeps => ({
  identity: identity(overrides),
  revoked,
});

describe('resolveSession', () => {
  it('is signed out without cookies and sets none', async () => {
    expect(await resolveSession({}, deps({}), true)).toEqual({ setCookies: [] });
  });

  it('verifies the ID token and takes the role from the user pool groups, not the e-mail', async () => {
    const verify = vi.fn().mockResolvedValue(token({ groups: ['admin'] }));
    const session = await resolveSession({ qc_session: 'id' }, deps({ verify }), true);
    expect(session.user).toEqual({ id: 'u1', email: 'dana@example.com', role: 'admin' });
    expect(session.setCookies).toEqual([]);
    expect(verify).toHaveBeenCalledWith('id');
    const plain = await resolveSession(
      { qc_session: 'id' },
      deps({ verify: vi.fn().mockResolvedValue(token({ email: 'admin@quotecheck.local' })) }),
      true,
    );
    expect(plain.user?.role).toBe('user');
  });

  it('refreshes an expired ID token with the refresh token and sets the new cookie', async () => {
    const verify = vi
      .fn()
      .mockRejectedValueOnce(new SessionExpiredError('expired'))
      .mockResolvedValueOnce(token({ sub: 'u2' }));
    const refresh = vi.fn().mockResolvedValue({ idToken: 'fresh' });
    const session = await resolveSession({ qc_session: 'old', qc_refresh: 'r' }, deps({ verify, refresh }), true);
    expect(refresh).toHaveBeenCalledWith('r');
    expect(session.user).toEqual({ id: 'u2', email: 'dana@example.com', role: 'user' });
    expect(session.setCookies).toHaveLength(1);
    expect(session.setCookies[0]).toMatch(/^qc_session=fresh;.*HttpOnly.*Secure.*SameSite=Lax/);
  });

  it('signs out and clears cookies when the token is forged', async () => {
    const verify = vi.fn().mockRejectedValue(new Error('JwtInvalidSignatureError'));
    const refresh = vi.fn();
    const session = await resolveSession({ qc_session: 'forged', qc_refresh: 'r' }, deps({ verify, refresh }), false);
    expect(session.user).toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
    expect(session.setCookies.every((c) => /Max-Age=0/.test(c))).toBe(true);
  });

  it('signs out when the refresh token is refused too', async () => {
    const verify = vi.fn().mockRejectedValue(new SessionExpiredError('expired'));
    const refresh = vi.fn().mockRejectedValue(new Error('NotAuthorizedException'));
    const session = await resolveSession(
      { qc_session: 'old', qc_refresh: 'revoked' },
      deps({ verify, refresh }),
      false,
    );
    expect(session.user).toBeUndefined();
    expect(session.setCookies).toHaveLength(2);
  });

  it('refuses a valid token of a session ended by logout, and a token refreshed into it', async () => {
    const revoked = memoryRevoked();
    revoked.ended.set('jti-1', 2_000_000_000);
    const valid = await resolveSession(
      { qc_session: 'copied' },
      deps({ verify: vi.fn().mockResolvedValue(token({})) }, revoked),
      true,
    );
    expect(valid.user).toBeUndefined();
    expect(valid.setCookies.every((c) => /Max-Age=0/.test(c))).toBe(true);
    const verify = vi.fn().mockRejectedValueOnce(new SessionExpiredError('expired')).mockResolvedValueOnce(token({}));
    const refreshed = await resolveSession(
      { qc_session: 'old', qc_refresh: 'r' },
      deps({ verify, refresh: vi.fn().mockResolvedValue({ idToken: 'x' }) }, revoked),
      true,
    );
    expect(refreshed.user).toBeUndefined();
  });
});

describe('endSession', () => {
  it('revokes the refresh token and records the session as ended until its token expires', async () => {
    const revoked = memoryRevoked();
    const id = identity({});
    await endSession(
      { token: token({ sessionId: 'origin-7', expiresAt: 1_900_000_000 }), setCookies: [] },
      'refresh-1',
      { identity: id, revoked },
    );
    expect(id.revoke).toHaveBeenCalledWith('refresh-1');
    expect(revoked.ended.get('origin-7')).toBe(1_900_000_000);
  });

  it('does nothing for a caller without a session', async () => {
    const revoked = memoryRevoked();
    const id = identity({});
    await endSession({ setCookies: [] }, undefined, { identity: id, revoked });
    expect(id.revoke).not.toHaveBeenCalled();
    expect(revoked.revoke).not.toHaveBeenCalled();
  });
});
