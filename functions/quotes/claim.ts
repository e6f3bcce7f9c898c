import { logger } from '../lib/logger.js';
import { keepObject } from '../store/blobs.js';
import { claimGuestQuote, getQuote } from '../store/quotes.js';
import type { Caller } from './caller.js';

/**
 * A guest quote becomes the signed-in caller's, when the caller's browser holds the guest session
 * that uploaded it. Claiming one's own quote again is a no-op; anything else is refused (false).
 */
export async function claimQuote(quoteId: string, caller: Caller): Promise<boolean> {
  if (!caller.user) return false;
  const quote = await getQuote(quoteId);
  if (!quote) return false;
  if (quote.userId === caller.user.id) return true;
  if (!caller.guestId || quote.userId || quote.guestId !== caller.guestId) return false;
  const claimed = await claimGuestQuote(quoteId, caller.guestId, { id: caller.user.id, email: caller.user.email });
  if (claimed) {
    logger.info('Guest quote claimed', { quoteId });
    // An account's original is kept as long as its quote, not the guests' retention.
    await keepObject(quote.fileKey);
  }
  return claimed;
}
