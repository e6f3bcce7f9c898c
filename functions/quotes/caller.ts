import { randomBytes } from 'node:crypto';
import type { SessionUser } from '../accounts/session-user.js';

/** Who is asking: a signed-in user, and/or a guest session (from its HttpOnly cookie). */
export interface Caller {
  user?: SessionUser;
  guestId?: string;
}

const GUEST_ID = /^[A-Za-z0-9_-]{32,64}$/;

/** The caller from the session's user and the guest cookie's value; a malformed guest id counts as none. */
export function callerOf(user: SessionUser | undefined, guestCookie: string | undefined): Caller {
  return { user, guestId: guestCookie && GUEST_ID.test(guestCookie) ? guestCookie : undefined };
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
