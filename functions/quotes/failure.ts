/**
 * What a failed quote records about its failure, in the write that sets status error: the status it
 * was in (the step the progress indicator marks red) and the kind of failure, which says whether a
 * retry can fix it. A retry cannot fix the file's own fault (damaged, password-protected, too complex
 * to read) nor a quote of a type not checked yet (roofing, HVAC, plumbing, or not a quote): only a new
 * upload helps. Everything else (our fault, a timeout, a run that stopped) may be retried.
 */
import { UPLOAD_ERRORS } from '@shared/messages.js';
import { statusAllows, type QuoteStatus } from '@shared/statuses.js';
import { FILE_FAULT_ERRORS } from '../payments/charge-policy.js';
import type { QuoteRecord } from './quote-record.js';

export type FailureKind = 'internal' | 'file' | 'unsupported';

/** The name of the error the type rules throw for a quote not checked yet (quote-type-rules.ts). */
export const UNSUPPORTED_QUOTE_ERROR = 'UnsupportedQuoteError';

/** The kind of failure a pipeline error is, by the thrown error's name. */
export function failureKind(errorName: string | undefined): FailureKind {
  if (errorName === UNSUPPORTED_QUOTE_ERROR) return 'unsupported';
  if (FILE_FAULT_ERRORS.has(errorName ?? '')) return 'file';
  return 'internal';
}

/** What a failure writes beside status error and its message. */
export function failureChanges(
  kind: FailureKind,
  failedStatus: QuoteStatus,
): Pick<QuoteRecord, 'failureKind' | 'failedStatus'> {
  return { failureKind: kind, failedStatus };
}

/** Why a retry is refused for a failure it cannot fix; undefined when a retry can fix it. */
export function retryRefusal(quote: Pick<QuoteRecord, 'failureKind'>): string | undefined {
  if (quote.failureKind === 'unsupported') return UPLOAD_ERRORS.unsupportedNotRetryable;
  if (quote.failureKind === 'file') return UPLOAD_ERRORS.fileNotRetryable;
  return undefined;
}

/**
 * Whether the quote failed and a retry can fix it: the one answer the API gives (`canRetry`) and
 * `retry-processing` holds to. A quote failed before kinds were recorded may be retried, as before.
 */
export function canRetry(quote: Pick<QuoteRecord, 'status' | 'failureKind'>): boolean {
  return statusAllows(quote.status, 'retry') && retryRefusal(quote) === undefined;
}
