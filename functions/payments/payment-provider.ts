import Stripe from 'stripe';
import { CREDIT_BUNDLES } from '@shared/limits.js';
import { ERRORS } from '@shared/messages.js';
import type { ConfirmPaymentResponse, CreateIntentResponse } from '@shared/types.js';
import { AppError, ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';

import type { PaymentDeps, PaymentGateway } from './ports.js';
import { DEMO_PAYMENT_METHOD } from './demo.js';
import { checkPurchase, isCreditBundle, PAYMENT_CURRENCY, PAYMENT_ERRORS } from './purchase-rules.js';

/**
 * Buying credits, free of HTTP. The server prices every purchase (CREDIT_BUNDLES) and credits a
 * payment only after reading the intent back from Stripe: it must have succeeded, belong to the
 * user, and its amount and currency must be exactly the price of the bundle in its metadata.
 * The browser's confirm call and Stripe's payment_intent.succeeded webhook both end in
 * creditPurchase, which credits an intent once (its PAYMENT#<intentId> item is written with
 * attribute_not_exists in the same transaction as the balance), so replays and races add nothing.
 * Stripe's charge.refunded and charge.dispute.created take the credits of that payment back
 * (reversal-rules.ts, the ledger's reversePayment), once per refunded total or dispute.
 */

export function stripeErrorOf(error: unknown): Stripe.errors.StripeError | undefined {
  return error instanceof Stripe.errors.StripeError ? error : undefined;
}

/** Provider trouble the caller cannot fix becomes 502/503; anything else is rethrown. */
export function providerFailure(error: unknown, action: string): never {
  const stripeError = stripeErrorOf(error);
  if (!stripeError) throw error;
  logger.error(`Stripe call failed: ${action}`, {
    type: stripeError.type,
    code: stripeError.code,
    statusCode: stripeError.statusCode,
    detail: stripeError.message,
  });
  if (
    stripeError instanceof Stripe.errors.StripeAuthenticationError ||
    stripeError instanceof Stripe.errors.StripePermissionError
  ) {
    throw new ServiceUnavailableError(ERRORS.paymentsNotConfigured);
  }
  throw new AppError(502, PAYMENT_ERRORS.providerUnavailable);
}

/** The intent as Stripe holds it; undefined when Stripe has no such intent. */
export async function retrieveIntent(
  gateway: PaymentGateway,
  paymentIntentId: string,
): Promise<Stripe.PaymentIntent | undefined> {
  try {
    return await gateway.stripe.paymentIntents.retrieve(paymentIntentId);
  } catch (error) {
    if (stripeErrorOf(error)?.code === 'resource_missing') return undefined;
    return providerFailure(error, 'retrieve payment intent');
  }
}

export async function createIntent(
  userId: string,
  creditAmount: number,
  deps: PaymentDeps,
): Promise<CreateIntentResponse> {
  if (!isCreditBundle(creditAmount)) throw new ValidationError(PAYMENT_ERRORS.chooseBundle);
  const gateway = await deps.gateway();
  const amountCents = CREDIT_BUNDLES[creditAmount];
  let intent: Stripe.PaymentIntent;
  try {
    intent = await gateway.stripe.paymentIntents.create({
      amount: amountCents,
      currency: PAYMENT_CURRENCY,
      automatic_payment_methods: { enabled: true },
      description: `QuoteCheck: ${creditAmount} ${creditAmount === 1 ? 'credit' : 'credits'}`,
      metadata: { userId, credits: String(creditAmount) },
    });
  } catch (error) {
    return providerFailure(error, 'create payment intent');
  }
  if (!intent.client_secret) throw new AppError(502, PAYMENT_ERRORS.providerUnavailable);
  return {
    clientSecret: intent.client_secret,
    paymentIntentId: intent.id,
    credits: creditAmount,
    amountCents,
    mode: gateway.mode,
    publishableKey: gateway.publishableKey,
  };
}

/** The same checks for the browser's confirm and the webhook, then the once-only credit. */
export async function creditIntent(
  intent: Stripe.PaymentIntent,
  caller: string | undefined,
  by: string,
  deps: PaymentDeps,
): Promise<ConfirmPaymentResponse> {
  const check = checkPurchase(intent, caller);
  if (!check.ok) {
    switch (check.problem) {
      case 'no_owner':
      case 'other_user':
        throw new NotFoundError(PAYMENT_ERRORS.notFound);
      case 'bundle_mismatch':
        throw new ValidationError(PAYMENT_ERRORS.bundleMismatch);
      case 'not_succeeded':
        throw new ConflictError(PAYMENT_ERRORS.notSucceeded);
    }
  }
  const result = await deps.ledger.creditPurchase({
    userId: check.userId,
    credits: check.credits,
    amountCents: check.amountCents,
    paymentIntentId: intent.id,
    by,
  });
  logger.info(result.credited ? 'Credits purchased' : 'Payment already credited', {
    paymentIntentId: intent.id,
    userId: check.userId,
    credits: check.credits,
    by,
  });
  return { credited: result.credited, credits: check.credits, balance: result.balance };
}

/**
 * Demo mode only: the browser's "Pay" has no card form, so the server confirms the intent at the
 * Stripe stand-in, as Stripe.js would at Stripe. The stand-in then sends its signed webhook. An
 * intent confirmed meanwhile (a concurrent call) or no longer confirmable is left to the status check.
 */
async function confirmAtStandin(gateway: PaymentGateway, paymentIntentId: string): Promise<void> {
  if (gateway.mode !== 'demo') return;
  try {
    await gateway.stripe.paymentIntents.confirm(paymentIntentId, { payment_method: DEMO_PAYMENT_METHOD });
  } catch (error) {
    if (stripeErrorOf(error)?.code === 'payment_intent_unexpected_state') return;
    providerFailure(error, 'confirm demo payment intent');
  }
}

/**
 * POST /api/payments/confirm: credits the caller's succeeded intent.
 * 400 'Payment not found' for an id Stripe does not know; 404 'Payment not found' for an intent
 * of another user (or not made by us); 400 when it does not match a bundle; 409 before it succeeded.
 */
export async function confirmPurchase(
  userId: string,
  paymentIntentId: string,
  deps: PaymentDeps,
): Promise<ConfirmPaymentResponse> {
  const gateway = await deps.gateway();
  let intent = await retrieveIntent(gateway, paymentIntentId);
  if (!intent) throw new ValidationError(PAYMENT_ERRORS.notFound);
  const first = checkPurchase(intent, userId);
  if (gateway.mode === 'demo' && !first.ok && first.problem === 'not_succeeded') {
    await confirmAtStandin(gateway, intent.id);
    intent = await retrieveIntent(gateway, paymentIntentId);
    if (!intent) throw new ValidationError(PAYMENT_ERRORS.notFound);
  }
  return creditIntent(intent, userId, userId, deps);
}
