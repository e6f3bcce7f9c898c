import type { Role } from '@shared/types.js';

/**
 * The user pool group whose members are admins. Membership is granted only by an operator
 * (`npm run admin -- grant EMAIL` in AWS; ADMIN_EMAIL with ADMIN_PASSWORD when the local stack
 * starts), never by signing up with, or changing to, a particular e-mail address.
 */
export const ADMIN_GROUP = 'admin';

export function roleFromGroups(groups: readonly string[]): Role {
  return groups.includes(ADMIN_GROUP) ? 'admin' : 'user';
}
