import { quoteIdSchema } from '@shared/validation.js';
import { ERRORS } from '@shared/messages.js';
import { AppError, NotFoundError } from '../lib/errors.js';
import { canAccessQuote, canChangeQuote } from './access.js';
import type { Caller } from './caller.js';
import { QuoteStatusChangedError } from './errors.js';
import { failureChanges } from './failure.js';
import type { QuoteDeps } from './ports.js';
import type { QuoteRecord } from './quote-record.js';
import { isStale, STALE_MESSAGE } from './stale.js';

/**
 * The quote with this id, if the caller may see it; otherwise 404 "Quote not found" (never "exists but
 * not yours"). A quote left "in progress" long after anything could still work on it is failed here,
 * and what it was paid with is given back.
 */
export async function openQuote(
  id: string | undefined,
  caller: Caller,
  deps: Pick<QuoteDeps, 'quotes' | 'charges' | 'now'>,
): Promise<QuoteRecord> {
  const valid = quoteIdSchema.safeParse(id);
  const quote = valid.success ? await deps.quotes.get(valid.data) : undefined;
  if (!quote || !canAccessQuote(quote, caller)) throw new NotFoundError('Quote not found');
  const now = deps.now();
  if (!isStale(quote, now)) return quote;
  try {
    // Only while it is still in the status read as stale: a pipeline that moved on meanwhile wins.
    await deps.quotes.update(
      quote.id,
      { status: 'error', progressMessage: STALE_MESSAGE, ...failureChanges('internal', quote.status) },
      { onlyIfStatus: quote.status },
    );
  } catch (error) {
    if (error instanceof QuoteStatusChangedError) return (await deps.quotes.get(quote.id)) ?? quote;
    throw error;
  }
  const returned = await deps.charges.returnCharge(quote, `Quote ${quote.id} stopped before it finished`, now);
  return {
    ...quote,
    status: 'error',
    progressMessage: STALE_MESSAGE,
    ...failureChanges('internal', quote.status),
    chargeReturned: returned || quote.chargeReturned,
  };
}

/**
 * The quote with this id, for a request that changes it: as openQuote, and then 403 "Admins can view
 * a homeowner's quote but not change it" when the caller may read it only (an admin, not its owner).
 */
export async function openQuoteToChange(
  id: string | undefined,
  caller: Caller,
  deps: Pick<QuoteDeps, 'quotes' | 'charges' | 'now'>,
): Promise<QuoteRecord> {
  const quote = await openQuote(id, caller, deps);
  if (!canChangeQuote(quote, caller)) throw new AppError(403, ERRORS.adminReadOnly);
  return quote;
}
