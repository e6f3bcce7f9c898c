/**
 * The credit ledger, as the money use cases need it. DynamoDB carries it out in transactions
 * (functions/store/credits.ts); an in-memory ledger stands in for unit tests (functions/testing/).
 */
import type Stripe from 'stripe';
import type { Payer, PayerAccount, QuoteCharge } from './charge-policy.js';

/**
 * analysis: an upload paid with a credit; refund: that credit given back (processing failed);
 * purchase: credits bought; admin: set by an admin; payment_refunded / payment_disputed: credits
 * taken back because Stripe refunded or a dispute was opened on the payment that bought them.
 */
export type LedgerReason = 'analysis' | 'refund' | 'purchase' | 'admin' | 'payment_refunded' | 'payment_disputed';

export interface LedgerEntry {
  id: string;
  userId: string;
  /** Credits added (positive) or taken (negative). */
  amount: number;
  reason: LedgerReason;
  /** Homeowner/admin-facing note: "Admin adjustment", "Quote 3f2… could not be processed". */
  note: string;
  balanceAfter: number;
  /** Who made the change: the user's id, an admin's id, 'stripe' or 'system'. */
  by: string;
  at: string;
  quoteId?: string;
  paymentIntentId?: string;
  /** The Stripe event that made the change (refunds and disputes). */
  stripeEventId?: string;
  /** Credits a refund or dispute should have removed but that were already spent (the balance stays at 0). */
  shortfall?: number;
}

/** A quote as the ledger sees it: who paid for it, how, and whether it was given back. */
export interface ChargedQuote {
  id: string;
  userId: string | null;
  guestId: string | null;
  charge?: QuoteCharge['kind'];
}

/** Paying for analyses: what a payer holds, charging a retry, giving a charge back. */
export interface ChargeLedger {
  /** What the payer holds now (UserNotFoundError for an unknown account). */
  account(payer: Payer): Promise<PayerAccount>;
  /** How many free analyses `ip` has spent on the day of `at`. */
  freeAnalysesToday(ip: string, at: Date): Promise<number>;
  /**
   * Pays for a retry of a refunded failure with `charge`, in the transaction that moves the quote from
   * error back to processing and clears its chargeReturned flag. RetryRaceError when the quote is no
   * longer a refunded failure; ChargeChangedError when the payment changed meanwhile (decide again).
   */
  chargeRetry(quote: ChargedQuote, charge: QuoteCharge, progressMessage: string, at: Date): Promise<void>;
  /** Whether the quote still waits in error with its charge given back (read consistently). */
  isRefundedFailure(quoteId: string): Promise<boolean>;
  /**
   * Gives back what an upload took (its free analysis or its credit, with a ledger entry), once: the
   * quote's chargeReturned flag is set in the same transaction. False when nothing was given back.
   */
  returnCharge(quote: ChargedQuote, note: string, at: Date): Promise<boolean>;
}

/** A Stripe refund or dispute of a credited payment (the payment is found by its PaymentIntent id). */
export type PaymentReversal =
  | {
      kind: 'refund';
      paymentIntentId: string;
      chargeId: string;
      /** Stripe's cumulative charge.amount_refunded, cents. */ amountRefunded: number;
      eventId: string;
      at?: Date;
    }
  | {
      kind: 'dispute';
      paymentIntentId: string;
      chargeId: string;
      disputeId: string;
      disputedCents: number;
      reason: string | null;
      eventId: string;
      at?: Date;
    };

export type PaymentReversalResult =
  /** No credited payment has this PaymentIntent id. */
  | { outcome: 'no_payment' }
  /** Recorded before (a replay, a retry, an older refund total, a second dispute): nothing changed. */
  | { outcome: 'unchanged'; userId: string }
  | {
      outcome: 'reversed';
      userId: string;
      credits: number;
      removed: number;
      shortfall: number;
      cents: number;
      balance: number;
    };

export interface CreditPurchase {
  userId: string;
  credits: number;
  amountCents: number;
  paymentIntentId: string;
  by: string;
  at?: Date;
}

/** Credits bought and taken back, each once per payment intent or Stripe event. */
export interface PurchaseLedger {
  /** credited=false (nothing changed) when that intent was already credited. */
  creditPurchase(input: CreditPurchase): Promise<{ credited: boolean; balance: number }>;
  reversePayment(input: PaymentReversal): Promise<PaymentReversalResult>;
}

/**
 * Which Stripe the payments code talks to: 'stripe' (a real key, api.stripe.com, the browser gets the
 * publishable key) or 'demo' (the local stack's demo key and the local Stripe stand-in; no real charge).
 */
export type PaymentMode = 'stripe' | 'demo';

/** The Stripe client of this configuration (functions/services/stripe/stripe-client.ts). */
export interface PaymentGateway {
  mode: PaymentMode;
  publishableKey: string | null;
  stripe: Stripe;
}

/** What buying credits needs: the ledger that credits once, and the payment provider. */
export interface PaymentDeps {
  ledger: PurchaseLedger;
  /** The configured gateway; 503 when payments are not configured. */
  gateway(): Promise<PaymentGateway>;
}
