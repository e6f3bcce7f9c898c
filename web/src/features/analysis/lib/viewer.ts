import type { Quote, User } from '@shared/types';

/**
 * Whether the page is an admin's view of someone else's quote: read-only (the server refuses an
 * admin's changes to a quote that is not theirs: 403 "Admins can view a homeowner's quote but not
 * change it").
 */
export function isAdminViewOfOthers(
  quote: Pick<Quote, 'userId'>,
  user: Pick<User, 'id' | 'role'> | null | undefined,
): boolean {
  return user?.role === 'admin' && quote.userId !== user.id;
}
