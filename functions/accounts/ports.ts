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

/** Sign-in sessions ended on the server (logout): their tokens are refused until they expire. */
export interface RevokedSessionStore {
  /** Records the session as ended until `expiresAt` (epoch seconds), when DynamoDB's TTL removes it. */
  revoke(sessionId: string, expiresAt: number): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
}
