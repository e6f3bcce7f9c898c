import type { Role } from '../../shared/types.js';
import { logger } from '../lib/logger.js';
import { clearedSessionCookies, ID_COOKIE, REFRESH_COOKIE, sessionCookies } from '../lib/session-cookies.js';
import { roleFor } from './accounts.js';
import { SessionExpiredError, type IdentityProvider } from './identity.js';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

export interface Session {
  user?: SessionUser;
  /** Set-Cookie values to return: a refreshed ID token, or cleared cookies for a dead session. */
  setCookies: string[];
}

/**
 * Works out who is calling from the session cookies: verifies the ID token on every request and,
 * when it has expired, gets a new one with the refresh token. Anything invalid means signed out.
 */
export async function resolveSession(
  cookies: Record<string, string>,
  identity: IdentityProvider,
  adminEmail: string,
  secure: boolean,
): Promise<Session> {
  const idToken = cookies[ID_COOKIE];
  const refreshToken = cookies[REFRESH_COOKIE];
  if (!idToken && !refreshToken) return { setCookies: [] };
  const asUser = (claims: { sub: string; email: string }): SessionUser => ({
    id: claims.sub,
    email: claims.email,
    role: roleFor(claims.email, adminEmail),
  });
  try {
    if (idToken) return { user: asUser(await identity.verify(idToken)), setCookies: [] };
  } catch (error) {
    if (!(error instanceof SessionExpiredError)) {
      logger.info('Rejected a session token', { reason: (error as Error).name });
      return { setCookies: clearedSessionCookies(secure) };
    }
  }
  if (!refreshToken) return { setCookies: clearedSessionCookies(secure) };
  try {
    const tokens = await identity.refresh(refreshToken);
    return { user: asUser(await identity.verify(tokens.idToken)), setCookies: sessionCookies(tokens, secure) };
  } catch (error) {
    logger.info('Session refresh failed', { reason: (error as Error).name });
    return { setCookies: clearedSessionCookies(secure) };
  }
}
