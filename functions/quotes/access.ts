import type { Caller } from './caller.js';
import type { QuoteRecord } from './quote-record.js';

/**
 * Whether the caller may see and act on a quote: its owner, the guest session that uploaded it
 * (until an account claims it), or the admin. Everyone else is told it does not exist.
 */
export function canAccessQuote(quote: Pick<QuoteRecord, 'userId' | 'guestId'>, caller: Caller): boolean {
  if (caller.user?.role === 'admin') return true;
  if (quote.userId) return caller.user?.id === quote.userId;
  return Boolean(quote.guestId && caller.guestId && quote.guestId === caller.guestId);
}

/**
 * Whether the caller may change a quote (chat, corrections, re-analysis, retries, share links): its
 * owner or the guest session that uploaded it. An admin reads every quote but changes only their own.
 */
export function canChangeQuote(quote: Pick<QuoteRecord, 'userId' | 'guestId'>, caller: Caller): boolean {
  if (caller.user?.role === 'admin') return Boolean(quote.userId) && quote.userId === caller.user.id;
  return canAccessQuote(quote, caller);
}
