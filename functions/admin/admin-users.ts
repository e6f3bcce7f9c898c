import { ADMIN_PAGE_SIZE } from '@shared/limits.js';
import type { AdminUser, Pagination } from '@shared/types.js';
import { NotFoundError } from '../lib/errors.js';
import type { AdminListStore, UserItem } from './ports.js';
import { pageOffset, pagination } from './paging.js';
import { ADMIN_MESSAGES, type CreditEdit } from './requests.js';

/** A user as the admin list shows it; the role is the user pool group's, as of the user's last sign-in. */
export function toAdminUser(item: UserItem): AdminUser {
  return {
    id: item.id,
    email: item.email,
    fullName: item.fullName ?? null,
    role: item.role ?? 'user',
    createdAt: item.createdAt,
    creditBalance: item.creditBalance ?? 0,
    totalQuotes: item.totalQuotes ?? 0,
    totalPaid: item.totalPaid ?? 0,
    // Refunded and disputed payments, whose credits were taken back; shown only when there are any.
    ...(item.totalRefunded ? { totalRefunded: item.totalRefunded } : {}),
    ...(item.totalDisputed ? { totalDisputed: item.totalDisputed } : {}),
  };
}

/** GET /api/admin/users: one page of all users, newest first; the total is the stats counter. */
export async function listAdminUsers(
  query: { page: number },
  deps: { store: Pick<AdminListStore, 'counter' | 'users'> },
  pageSize = ADMIN_PAGE_SIZE,
): Promise<{ users: AdminUser[]; pagination: Pagination }> {
  const offset = pageOffset(query.page, pageSize);
  const total = await deps.store.counter('totalUsers');
  const items = offset < total ? await deps.store.users(offset, pageSize) : [];
  return { users: items.map((u) => toAdminUser(u)), pagination: pagination(query.page, total, pageSize) };
}

export interface CreditDeps {
  store: Pick<AdminListStore, 'user'>;
  /** Sets the balance with its ledger entry; resolves undefined when the user does not exist. */
  setBalance(input: {
    userId: string;
    credits: number;
    note: string;
    by: string;
    at: Date;
  }): Promise<{ balance: number } | undefined>;
  now: () => Date;
}

/** Ids the user pool hands out (a UUID `sub`); anything else cannot be a user. */
const USER_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * POST /api/admin/users/{userId}/credits: sets the user's balance to `credits`; the ledger records
 * the difference, the reason and the admin who made it. Unknown users are a 404.
 */
export async function setUserCredits(
  userId: string,
  edit: CreditEdit,
  admin: { id: string },
  deps: CreditDeps,
): Promise<{ user: AdminUser }> {
  if (!USER_ID.test(userId)) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  const result = await deps.setBalance({
    userId,
    credits: edit.credits,
    note: edit.reason,
    by: admin.id,
    at: deps.now(),
  });
  if (!result) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  const item = await deps.store.user(userId);
  if (!item) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  return { user: { ...toAdminUser(item), creditBalance: result.balance } };
}
