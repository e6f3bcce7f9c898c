import { parseCookie, stringifySetCookie } from 'cookie';
import type { SessionTokens } from '../accounts/identity.js';
import type { SessionUser } from '../accounts/session-user.js';
import { callerOf, type Caller } from '../quotes/caller.js';

/**
 * The session lives in two HttpOnly, SameSite=Lax cookies scoped to /api: the Cognito ID token
 * (checked on every request) and the refresh token (used when the ID token has expired).
 * They are Secure whenever the request came over https.
 */
export const ID_COOKIE = 'qc_session';
export const REFRESH_COOKIE = 'qc_refresh';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function readCookies(cookieHeaders: string[] | undefined): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const header of cookieHeaders ?? []) {
    for (const [name, value] of Object.entries(parseCookie(header))) {
      if (value !== undefined) jar[name] = value;
    }
  }
  return jar;
}

function cookie(name: string, value: string, secure: boolean, maxAge: number): string {
  return stringifySetCookie({ name, value, httpOnly: true, sameSite: 'lax', secure, path: '/api', maxAge });
}

export function sessionCookies(tokens: SessionTokens, secure: boolean): string[] {
  const cookies = [cookie(ID_COOKIE, tokens.idToken, secure, MAX_AGE_SECONDS)];
  if (tokens.refreshToken) cookies.push(cookie(REFRESH_COOKIE, tokens.refreshToken, secure, MAX_AGE_SECONDS));
  return cookies;
}

export function clearedSessionCookies(secure: boolean): string[] {
  return [cookie(ID_COOKIE, '', secure, 0), cookie(REFRESH_COOKIE, '', secure, 0)];
}

/**
 * A guest's uploads belong to their browser: a random id in an HttpOnly cookie, set on the first
 * upload. Only the session holding it can see (and later claim) those quotes.
 */
export const GUEST_COOKIE = 'qc_guest';

export function guestCookie(guestId: string, secure: boolean): string {
  return cookie(GUEST_COOKIE, guestId, secure, MAX_AGE_SECONDS);
}

/** The caller of a request: its signed-in user, and its guest session from the guest cookie. */
export function callerOfRequest(req: { user?: SessionUser; cookies: Record<string, string> }): Caller {
  return callerOf(req.user, req.cookies[GUEST_COOKIE]);
}
