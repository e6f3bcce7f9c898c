import type { AdminUser } from '@shared/types';
import { api } from '@/lib/api-client';

/** The reason stored in the ledger when the admin leaves it blank (spec section 5). */
export const DEFAULT_CREDIT_REASON = 'Admin adjustment';

/** Sets a user's credit balance to `credits`; the server records the change and the reason. */
export async function updateUserCredits(userId: string, credits: number, reason: string): Promise<AdminUser> {
  const { user } = await api.post<{ user: AdminUser }>(
    `/api/admin/users/${encodeURIComponent(userId)}/credits`,
    { credits, reason: reason.trim() || DEFAULT_CREDIT_REASON },
    { errorMessage: 'Something went wrong' },
  );
  return user;
}

/** A whole number of credits from 0, as typed; null for anything else ("", "-1", "2.5", "ten"). */
export function parseCredits(input: string): number | null {
  const text = input.trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const credits = Number(text);
  return Number.isSafeInteger(credits) ? credits : null;
}
