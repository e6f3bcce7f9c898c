/**
 * The money policy of an analysis: which charge pays for an upload, when a retry pays again, and when
 * a charge comes back. Pure decisions over what the ledger holds; the ledger (ports.ts, DynamoDB in
 * functions/store/credits.ts) carries them out in transactions.
 */
import { PaymentRequiredError } from './errors.js';

/** Who pays for an upload: an account, or a guest session (HttpOnly cookie). */
export type Payer = { userId: string } | { guestId: string };

/** What a payer holds now, read consistently. */
export type PayerAccount =
  | { kind: 'guest'; guestId: string; freeAnalysisUsed: boolean }
  | { kind: 'user'; userId: string; freeAnalysisUsed: boolean; creditBalance: number };

/** How an upload is paid: the account's (or the guest session's) free analysis, or one credit. */
export type QuoteCharge =
  { kind: 'free'; userId?: string; guestId?: string } | { kind: 'credit'; userId: string; balanceBefore: number };

/**
 * The free analysis first (one per account, one per guest session), then one credit; nothing left
 * is PaymentRequiredError (a guest is asked to create an account, a user to buy credits).
 */
export function chooseCharge(account: PayerAccount): QuoteCharge {
  if (account.kind === 'guest') {
    if (account.freeAnalysisUsed) throw new PaymentRequiredError(true);
    return { kind: 'free', guestId: account.guestId };
  }
  if (!account.freeAnalysisUsed) return { kind: 'free', userId: account.userId };
  if (account.creditBalance >= 1) {
    return { kind: 'credit', userId: account.userId, balanceBefore: account.creditBalance };
  }
  throw new PaymentRequiredError(false);
}

/** Who pays for a stored quote: its account, else the guest session that uploaded it. */
export function payerOf(quote: { userId: string | null; guestId: string | null }): Payer | undefined {
  if (quote.userId) return { userId: quote.userId };
  if (quote.guestId) return { guestId: quote.guestId };
  return undefined;
}

/** Failures that are the file's fault (damaged, password-protected, unreadable, too complex): what was paid stays spent. */
export const FILE_FAULT_ERRORS: ReadonlySet<string> = new Set(['UnreadableDocumentError']);

/**
 * Whether a failure gives back the upload's free analysis or credit: every failure that is not the
 * file's fault (ours, a timeout, a type we do not analyze yet), once per quote.
 */
export function failureReturnsCharge(errorName: string | undefined): boolean {
  return !FILE_FAULT_ERRORS.has(errorName ?? '');
}

/**
 * A retry of a failed quote whose charge was given back pays again, like a new upload: a refunded
 * failure is not a free re-run. A failure that kept its charge is retried for free.
 */
export function retryPaysAgain(quote: { chargeReturned?: boolean }): boolean {
  return Boolean(quote.chargeReturned);
}
