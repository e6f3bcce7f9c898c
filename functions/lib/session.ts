import { SessionExpiredError, type IdentityProvider, type VerifiedToken } from '../accounts/identity.js';
import type { RevokedSessionStore } from '../accounts/ports.js';
import { sessionUserOf, type SessionUser } from '../accounts/session-user.js';
import { logger } from './logger.js';
import { clearedSessionCookies, ID_COOKIE, REFRESH_COOKIE, sessionCookies } from './session-cookies.js';

/** Who is calling, from the session cookies (HTTP only: the ID token, refreshed with the refresh token). */
export interface Session {
  user?: SessionUser;
  /** The verified token behind `user`: which sign-in session it belongs to, for logout. */
  token?: VerifiedToken;
  /** Set-Cookie values to return: a refreshed ID token, or cleared cookies for a dead session. */
  setCookies: string[];
}

export interface SessionDeps {
  identity: IdentityProvider;
  revoked: Pick<RevokedSessionStore, 'isRevoked'>;
}

/**
 * Works out who is calling from the session cookies: verifies the ID token on every request and,
 * when it has expired, gets a new one with the refresh token. A session ended by logout is refused
 * even while its tokens are still valid. Anything invalid means signed out.
 */
export async function resolveSession(
  cookies: Record<string, string>,
  deps: SessionDeps,
  secure: boolean,
): Promise<Session> {
  const idToken = cookies[ID_COOKIE];
  const refreshToken = cookies[REFRESH_COOKIE];
  if (!idToken && !refreshToken) return { setCookies: [] };
  const signedOut = { setCookies: clearedSessionCookies(secure) };
  const live = async (token: VerifiedToken, setCookies: string[]): Promise<Session> => {
    if (await deps.revoked.isRevoked(token)) {
      logger.info('Refused a token of an ended session');
      return signedOut;
    }
    return { user: sessionUserOf(token), token, setCookies };
  };
  try {
    if (idToken) return await live(await deps.identity.verify(idToken), []);
  } catch (error) {
    if (!(error instanceof SessionExpiredError)) {
      logger.info('Rejected a session token', { reason: (error as Error).name });
      return signedOut;
    }
  }
  if (!refreshToken) return signedOut;
  try {
    const tokens = await deps.identity.refresh(refreshToken);
    return await live(await deps.identity.verify(tokens.idToken), sessionCookies(tokens, secure));
  } catch (error) {
    logger.info('Session refresh failed', { reason: (error as Error).name });
    return signedOut;
  }
}

/**
 * Logout: the refresh token is revoked in the user pool and the session's tokens are refused from
 * now until they expire, so cookies copied before logout stop working.
 */
export async function endSession(
  session: Session,
  refreshToken: string | undefined,
  deps: { identity: IdentityProvider; revoked: RevokedSessionStore },
): Promise<void> {
  if (refreshToken) await deps.identity.revoke(refreshToken);
  if (session.token) await deps.revoked.revoke(session.token.sessionId, session.token.expiresAt);
}

export type { SessionUser };
