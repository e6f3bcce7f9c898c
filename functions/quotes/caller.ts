import { randomBytes } from 'node:crypto';
import type { SessionUser } from '../accounts/session.js';
import { GUEST_COOKIE } from '../lib/session-cookies.js';

/** Who is asking: a signed-in user, and/or a guest session from its cookie. */
export interface Caller {
  user?: SessionUser;
  guestId?: string;
}

const GUEST_ID = /^[A-Za-z0-9_-]{32,64}$/;

export function callerOf(user: SessionUser | undefined, cookies: Record<string, string>): Caller {
  const guestId = cookies[GUEST_COOKIE];
  return { user, guestId: guestId && GUEST_ID.test(guestId) ? guestId : undefined };
}

export function newGuestId(): string {
  return randomBytes(24).toString('base64url');
}

/** The owner tag written on an upload, so only its uploader can turn it into a quote. */
export function ownerTag(caller: Caller): string | undefined {
  if (caller.user) return `user:${caller.user.id}`;
  if (caller.guestId) return `guest:${caller.guestId}`;
  return undefined;
}
