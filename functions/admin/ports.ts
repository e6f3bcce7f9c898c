/** What the admin back office reads from storage; DynamoDB implements it (functions/store/admin-lists.ts). */
import type { UserRecord } from '../accounts/ports.js';
import type { QuoteRecord } from '../quotes/quote-record.js';

export type TotalsCounter = 'totalQuotes' | 'totalUsers';

/** A user item as the admin list reads it (older items may lack the credit fields and the role). */
export type UserItem = Omit<UserRecord, 'creditBalance' | 'totalQuotes' | 'totalPaid' | 'fullName' | 'role'> &
  Partial<Pick<UserRecord, 'creditBalance' | 'totalQuotes' | 'totalPaid' | 'fullName' | 'role'>>;

/** What the admin lists read from the table (docs/data-model.md, "Admin" access patterns). */
export interface AdminListStore {
  /** A counter of STATS/TOTALS; 0 when it was never written. */
  counter(name: TotalsCounter): Promise<number>;
  /** Up to `limit` quotes, newest first, after skipping the `offset` newest. */
  quotes(offset: number, limit: number): Promise<QuoteRecord[]>;
  /** Up to `limit` users, newest first, after skipping the `offset` newest. */
  users(offset: number, limit: number): Promise<UserItem[]>;
  /**
   * Quotes whose lower-cased file name, vendor or user e-mail contains `needle` (already
   * lower-cased), newest first: how many match in all, and the `limit` after the `offset` first.
   */
  searchQuotes(needle: string, offset: number, limit: number): Promise<{ total: number; items: QuoteRecord[] }>;
  user(userId: string): Promise<UserItem | undefined>;
}
