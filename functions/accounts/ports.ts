/** What the accounts domain needs from storage; DynamoDB implements it (functions/store/users.ts, sessions.ts). */
import type { AdminUser, Role } from '@shared/types.js';

/**
 * A user's item: who they are (the role is a copy of the user pool group at the last sign-in) and
 * their credits, quotes and payments in cents: what the admin's list shows of them.
 */
export type UserRecord = AdminUser;

export interface UserStore {
  /** Creates the user's item and counts them in the stats; returns false when the user already exists. */
  create(user: Pick<UserRecord, 'id' | 'email' | 'fullName' | 'role' | 'createdAt'>): Promise<boolean>;
  get(userId: string): Promise<UserRecord | undefined>;
  setRole(userId: string, role: Role): Promise<void>;
}

/**
 * Sign-in sessions ended on the server: one by logout, or every session of a user signed in before a
 * time (a password reset). Their tokens are refused until they expire.
 */
export interface RevokedSessionStore {
  /** Records the session as ended until `expiresAt` (epoch seconds), when DynamoDB's TTL removes it. */
  revoke(sessionId: string, expiresAt: number): Promise<void>;
  /** Ends every session of `sub` signed in before `before` (epoch seconds), for as long as a session lasts. */
  endSessionsBefore(sub: string, before: number): Promise<void>;
  /** Whether the token's session was ended, alone or with every session of its user. */
  isRevoked(token: { sessionId: string; sub: string; authTime: number }): Promise<boolean>;
}

/** Counts attempts per key in fixed windows; throws TooManyRequestsError past the limit. */
export interface AttemptCounter {
  count(key: string, limit: number, windowSeconds: number, message: string): Promise<void>;
}
