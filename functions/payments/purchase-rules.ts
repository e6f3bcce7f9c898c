import { CREDIT_BUNDLES, type CreditBundle } from '@shared/limits.js';

/** Prices are set here, never by the client: every bundle is paid in US dollars. */
export const PAYMENT_CURRENCY = 'usd';

/** Answers of the payments API ({error}). */
export const PAYMENT_ERRORS = {
  chooseBundle: 'Choose 1 or 10 credits',
  invalidIntentId: 'A valid paymentIntentId is required',
  notFound: 'Payment not found',
  notSucceeded: 'Payment has not succeeded',
  bundleMismatch: 'Payment does not match a credit bundle',
  providerUnavailable: 'The payment provider could not be reached. Please try again.',
} as const;

export function isCreditBundle(credits: unknown): credits is CreditBundle {
  return typeof credits === 'number' && Object.hasOwn(CREDIT_BUNDLES, credits);
}

/** The fields of a Stripe PaymentIntent the checks read. */
export interface IntentLike {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata?: Record<string, string> | null;
}

export type PurchaseCheck =
  | { ok: true; userId: string; credits: CreditBundle; amountCents: number }
  /** no_owner: not an intent of ours (no metadata.userId); other_user: metadata.userId is someone else. */
  | { ok: false; problem: 'no_owner' | 'other_user' | 'bundle_mismatch' | 'not_succeeded' };

/**
 * Whether an intent pays for credits: it carries a user (and, for a caller, that caller), its
 * metadata names a bundle whose price and currency are exactly what was charged, and it succeeded.
 * The checks run in that order, so a caller never learns more about someone else's intent.
 */
export function checkPurchase(intent: IntentLike, caller?: string): PurchaseCheck {
  const userId = intent.metadata?.userId;
  if (!userId) return { ok: false, problem: 'no_owner' };
  if (caller !== undefined && userId !== caller) return { ok: false, problem: 'other_user' };
  const creditsText = intent.metadata?.credits ?? '';
  const credits = /^\d+$/.test(creditsText) ? Number(creditsText) : NaN;
  if (!isCreditBundle(credits)) return { ok: false, problem: 'bundle_mismatch' };
  const amountCents = CREDIT_BUNDLES[credits];
  if (intent.amount !== amountCents || intent.currency?.toLowerCase() !== PAYMENT_CURRENCY)
    return { ok: false, problem: 'bundle_mismatch' };
  if (intent.status !== 'succeeded') return { ok: false, problem: 'not_succeeded' };
  return { ok: true, userId, credits, amountCents };
}
