/**
 * Stripe's webhook events, after the signature check (functions/api/stripeWebhook.ts): a succeeded
 * payment is credited like the browser's confirm, a refund or dispute takes the payment's credits back
 * (reversal-rules.ts), each once; every other event is acknowledged and ignored.
 */
import type Stripe from 'stripe';

import { AppError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { UserNotFoundError } from './errors.js';
import type { PaymentDeps, PaymentReversal, PaymentReversalResult } from './ports.js';

import { PAYMENT_CURRENCY } from './purchase-rules.js';
import { creditIntent, providerFailure, retrieveIntent, stripeErrorOf } from './payment-provider.js';

/**
 * The Stripe events the webhook acts on; a Stripe webhook endpoint must be subscribed to each
 * (README, Payments). Every other event is acknowledged and ignored.
 */
export const STRIPE_WEBHOOK_EVENTS = ['payment_intent.succeeded', 'charge.refunded', 'charge.dispute.created'] as const;

export type StripeEventOutcome =
  | { outcome: 'ignored' }
  | { outcome: 'rejected'; reason: string }
  | { outcome: 'credited' | 'already_credited'; paymentIntentId: string }
  | { outcome: 'already_reversed'; paymentIntentId: string }
  | { outcome: 'reversed'; paymentIntentId: string; credits: number; removed: number; shortfall: number };

/** Credits a succeeded intent of ours; rejected (not thrown) when it is not a purchase we can credit. */
async function creditFromWebhook(
  event: Pick<Stripe.Event, 'id'>,
  paymentIntentId: string,
  deps: PaymentDeps,
): Promise<StripeEventOutcome> {
  const gateway = await deps.gateway();
  const intent = await retrieveIntent(gateway, paymentIntentId);
  if (!intent) {
    logger.warn('Webhook for an unknown payment intent', { eventId: event.id, paymentIntentId });
    return { outcome: 'rejected', reason: 'payment intent not found' };
  }
  try {
    const result = await creditIntent(intent, undefined, 'stripe', deps);
    return { outcome: result.credited ? 'credited' : 'already_credited', paymentIntentId: intent.id };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    logger.warn('Webhook payment not credited', {
      eventId: event.id,
      paymentIntentId: intent.id,
      reason: error.message,
    });
    return { outcome: 'rejected', reason: error.message };
  }
}

const idOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
      ? (value as { id: string }).id
      : undefined;

const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The PaymentIntent a dispute is about: its payment_intent, or its charge's as Stripe holds it. */
async function disputedIntentId(
  dispute: { payment_intent?: unknown; charge?: unknown },
  deps: PaymentDeps,
): Promise<string | undefined> {
  const direct = idOf(dispute.payment_intent);
  if (direct) return direct;
  if (dispute.charge && typeof dispute.charge === 'object') {
    const fromCharge = idOf((dispute.charge as { payment_intent?: unknown }).payment_intent);
    if (fromCharge) return fromCharge;
  }
  const chargeId = idOf(dispute.charge);
  if (!chargeId) return undefined;
  const gateway = await deps.gateway();
  try {
    return idOf((await gateway.stripe.charges.retrieve(chargeId)).payment_intent);
  } catch (error) {
    if (stripeErrorOf(error)?.code === 'resource_missing') return undefined;
    return providerFailure(error, 'retrieve disputed charge');
  }
}

/**
 * charge.refunded and charge.dispute.created: the charge's PaymentIntent names the payment
 * (PAYMENT#<intentId>), whose recorded credits and amount say what to take back. A payment that
 * was never credited (its payment_intent.succeeded not handled yet, the browser never came back) is
 * credited first, with the usual checks, so that a later succeeded event cannot bring its credits
 * back; a charge that is not a purchase of ours is ignored.
 */
async function reverseFromWebhook(
  event: Pick<Stripe.Event, 'id' | 'type' | 'data'>,
  deps: PaymentDeps,
): Promise<StripeEventOutcome> {
  let reversal: PaymentReversal;
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as {
      id?: unknown;
      payment_intent?: unknown;
      amount_refunded?: unknown;
      currency?: unknown;
    };
    const paymentIntentId = idOf(charge.payment_intent);
    if (typeof charge.id !== 'string' || !paymentIntentId)
      return { outcome: 'rejected', reason: 'no payment intent in the refunded charge' };
    if (!isCents(charge.amount_refunded)) return { outcome: 'rejected', reason: 'no refunded amount in the charge' };
    if (typeof charge.currency === 'string' && charge.currency.toLowerCase() !== PAYMENT_CURRENCY)
      return { outcome: 'rejected', reason: 'refund in another currency' };
    reversal = {
      kind: 'refund',
      paymentIntentId,
      chargeId: charge.id,
      amountRefunded: charge.amount_refunded,
      eventId: event.id,
    };
  } else {
    const dispute = event.data.object as {
      id?: unknown;
      charge?: unknown;
      payment_intent?: unknown;
      amount?: unknown;
      reason?: unknown;
    };
    if (typeof dispute.id !== 'string') return { outcome: 'rejected', reason: 'no dispute in the event' };
    const paymentIntentId = await disputedIntentId(dispute, deps);
    if (!paymentIntentId) return { outcome: 'rejected', reason: 'no payment intent for the disputed charge' };
    reversal = {
      kind: 'dispute',
      paymentIntentId,
      chargeId: idOf(dispute.charge) ?? 'unknown',
      disputeId: dispute.id,
      disputedCents: isCents(dispute.amount) ? dispute.amount : Number.MAX_SAFE_INTEGER,
      reason: typeof dispute.reason === 'string' ? dispute.reason : null,
      eventId: event.id,
    };
  }

  let result: PaymentReversalResult;
  try {
    result = await deps.ledger.reversePayment(reversal);
    if (result.outcome === 'no_payment') {
      const credited = await creditFromWebhook(event, reversal.paymentIntentId, deps);
      if (credited.outcome === 'rejected') {
        logger.warn('Refund or dispute of a payment that bought no credits', {
          eventId: event.id,
          paymentIntentId: reversal.paymentIntentId,
          reason: credited.reason,
        });
        return credited;
      }
      result = await deps.ledger.reversePayment(reversal);
    }
  } catch (error) {
    if (!(error instanceof UserNotFoundError)) throw error;
    logger.warn('Refund or dispute for a user who no longer exists', {
      eventId: event.id,
      paymentIntentId: reversal.paymentIntentId,
    });
    return { outcome: 'rejected', reason: 'user not found' };
  }
  if (result.outcome === 'no_payment') return { outcome: 'rejected', reason: 'payment not recorded' };
  if (result.outcome === 'unchanged') return { outcome: 'already_reversed', paymentIntentId: reversal.paymentIntentId };
  const outcome: StripeEventOutcome = {
    outcome: 'reversed',
    paymentIntentId: reversal.paymentIntentId,
    credits: result.credits,
    removed: result.removed,
    shortfall: result.shortfall,
  };
  logger.info(reversal.kind === 'refund' ? 'Credits taken back after a refund' : 'Credits taken back after a dispute', {
    eventId: event.id,
    userId: result.userId,
    cents: result.cents,
    ...outcome,
  });
  return outcome;
}

/**
 * Stripe's events, after the signature check:
 * - payment_intent.succeeded credits the intent's user (from its metadata), with the intent read
 *   back from Stripe and the same checks as confirm;
 * - charge.refunded and charge.dispute.created take the payment's credits back (reverseFromWebhook);
 * - every other event is ignored.
 * An event that can never apply (an intent failing the checks, a charge that is not ours) is logged
 * and answered 200 so Stripe does not resend it; storage or provider trouble throws, so Stripe does.
 */
export async function handleStripeEvent(
  event: Pick<Stripe.Event, 'id' | 'type' | 'data'>,
  deps: PaymentDeps,
): Promise<StripeEventOutcome> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const sent = event.data.object as { id?: unknown };
      if (typeof sent.id !== 'string') return { outcome: 'rejected', reason: 'no payment intent in the event' };
      return creditFromWebhook(event, sent.id, deps);
    }
    case 'charge.refunded':
    case 'charge.dispute.created':
      return reverseFromWebhook(event, deps);
    default:
      return { outcome: 'ignored' };
  }
}
