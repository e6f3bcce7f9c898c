import { logger } from '../lib/logger.js';
import type { Caller } from './caller.js';
import type { QuoteDeps } from './ports.js';

/**
 * A guest quote becomes the signed-in caller's, when the caller's browser holds the guest session
 * that uploaded it. Claiming one's own quote again is a no-op; anything else is refused (false).
 */
export async function claimQuote(
  quoteId: string,
  caller: Caller,
  deps: Pick<QuoteDeps, 'quotes' | 'files'>,
): Promise<boolean> {
  if (!caller.user) return false;
  const quote = await deps.quotes.get(quoteId);
  if (!quote) return false;
  if (quote.userId === caller.user.id) return true;
  if (!caller.guestId || quote.userId || quote.guestId !== caller.guestId) return false;
  const claimed = await deps.quotes.claimGuestQuote(quoteId, caller.guestId, {
    id: caller.user.id,
    email: caller.user.email,
  });
  if (claimed) {
    logger.info('Guest quote claimed', { quoteId });
    // An account's original is kept as long as its quote, not the guests' retention.
    await deps.files.keep(quote.fileKey);
  }
  return claimed;
}
