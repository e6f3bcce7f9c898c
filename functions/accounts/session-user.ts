import type { Role } from '@shared/types.js';
import type { VerifiedToken } from './identity.js';
import { roleFromGroups } from './roles.js';

/** The caller as the routes see them. */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

/** The role comes from the token's groups, decided by the user pool, never from an e-mail address. */
export function sessionUserOf(token: VerifiedToken): SessionUser {
  return { id: token.sub, email: token.email, role: roleFromGroups(token.groups) };
}
