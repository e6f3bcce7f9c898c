import { describe, expect, it, vi } from 'vitest';
import { SessionExpiredError, type IdentityProvider } from './identity.js';
import { resolveSession } from './session.js';

vi.mock('./identity.js', async () => {
  class SessionExpiredError extends Error {}
  return { SessionExpiredError, cognitoIdentity: {} };
});
vi.mock('../lib/logger.js', () => ({ logger: { info: vi.fn() } }));

const ADMIN = 'boss@example.com';

function identity(overrides: Partial<IdentityProvider>): IdentityProvider {
  return {
    register: vi.fn(),
    signIn: vi.fn(),
    refresh: vi.fn(),
    verify: vi.fn(),
    ...overrides,
  };
}

describe('resolveSession', () => {
  it('is signed out without cookies and sets none', async () => {
    expect(await resolveSession({}, identity({}), ADMIN, true)).toEqual({ setCookies: [] });
  });

  it('verifies the ID token and decides the role on the server', async () => {
    const verify = vi.fn().mockResolvedValue({ sub: 'u1', email: ADMIN });
    const session = await resolveSession({ qc_session: 'id' }, identity({ verify }), ADMIN, true);
    expect(session).toEqual({ user: { id: 'u1', email: ADMIN, role: 'admin' }, setCookies: [] });
    expect(verify).toHaveBeenCalledWith('id');
  });

  it('refreshes an expired ID token with the refresh token and sets the new cookie', async () => {
    const verify = vi
      .fn()
      .mockRejectedValueOnce(new SessionExpiredError('expired'))
      .mockResolvedValueOnce({ sub: 'u2', email: 'dana@example.com' });
    const refresh = vi.fn().mockResolvedValue({ idToken: 'fresh' });
    const session = await resolveSession({ qc_session: 'old', qc_refresh: 'r' }, identity({ verify, refresh }), ADMIN, true);
    expect(refresh).toHaveBeenCalledWith('r');
    expect(session.user).toEqual({ id: 'u2', email: 'dana@example.com', role: 'user' });
    expect(session.setCookies).toHaveLength(1);
    expect(session.setCookies[0]).toMatch(/^qc_session=fresh;.*HttpOnly.*Secure.*SameSite=Lax/);
  });

  it('signs out and clears cookies when the token is forged', async () => {
    const verify = vi.fn().mockRejectedValue(new Error('JwtInvalidSignatureError'));
    const refresh = vi.fn();
    const session = await resolveSession({ qc_session: 'forged', qc_refresh: 'r' }, identity({ verify, refresh }), ADMIN, false);
    expect(session.user).toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
    expect(session.setCookies.every((c) => /Max-Age=0/.test(c))).toBe(true);
  });

  it('signs out when the refresh token is refused too', async () => {
    const verify = vi.fn().mockRejectedValue(new SessionExpiredError('expired'));
    const refresh = vi.fn().mockRejectedValue(new Error('NotAuthorizedException'));
    const session = await resolveSession({ qc_session: 'old', qc_refresh: 'revoked' }, identity({ verify, refresh }), ADMIN, false);
    expect(session.user).toBeUndefined();
    expect(session.setCookies).toHaveLength(2);
  });
});
