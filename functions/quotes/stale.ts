import { PIPELINE_RUNNING_STATUSES } from '@shared/statuses.js';
import type { QuoteRecord } from './quote-record.js';

/** Longer than the state machine's own timeout (15 min): past it, nothing is still working on the quote. */
export const STALE_AFTER_MS = 20 * 60 * 1000;
export const STALE_MESSAGE = 'Error: processing stopped before it finished. Please retry.';

/** A quote still "in progress" long after its last update was abandoned (a crash, a lost execution). */
export function isStale(quote: Pick<QuoteRecord, 'status' | 'updatedAt'>, now: Date): boolean {
  return (
    PIPELINE_RUNNING_STATUSES.includes(quote.status) && now.getTime() - Date.parse(quote.updatedAt) > STALE_AFTER_MS
  );
}
