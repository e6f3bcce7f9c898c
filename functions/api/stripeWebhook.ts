import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import Stripe from 'stripe';
import { ERRORS } from '@shared/messages.js';
import { ServiceUnavailableError, ValidationError } from '../lib/errors.js';
import { errorResponses, json, originVerification, type ApiEvent, type ApiResult } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { handleStripeEvent } from '../payments/stripe-events.js';
import { loadStripeSecrets } from '../services/stripe/stripe-secrets.js';
import { paymentDeps } from '../wiring/payments.js';

const deps = paymentDeps();

/** A signed payload that is not an event envelope (id, type, data.object) cannot be handled. */
function isEvent(value: unknown): value is Stripe.Event {
  const event = value as { id?: unknown; type?: unknown; data?: { object?: unknown } | null } | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    typeof event.type === 'string' &&
    typeof event.data === 'object' &&
    event.data !== null &&
    typeof event.data.object === 'object' &&
    event.data.object !== null
  );
}

/**
 * POST /api/payments/webhook: Stripe's events. The signature is checked over the raw body before
 * anything is read from it (a bad one is 400); without a signing secret the route refuses every call.
 * payment_intent.succeeded credits the purchase once; charge.refunded and charge.dispute.created
 * take its credits back, once per refunded amount or dispute (functions/payments/stripe-events.ts,
 * STRIPE_WEBHOOK_EVENTS); other events are acknowledged and ignored. Stripe posts to the site's URL,
 * so in AWS the call comes through CloudFront like any other and must carry its origin-verify header.
 */
export const handler = middy<ApiEvent, ApiResult>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(httpHeaderNormalizer())
  .use(errorResponses())
  .use(originVerification())
  .handler(async (event) => {
    const { webhookSecret } = await loadStripeSecrets();
    if (!webhookSecret) throw new ServiceUnavailableError(ERRORS.paymentsNotConfigured);
    const payload = event.isBase64Encoded
      ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
      : (event.body ?? '');
    const signature = event.headers?.['stripe-signature'];
    let stripeEvent: Stripe.Event;
    try {
      stripeEvent = await Stripe.webhooks.constructEventAsync(payload, signature ?? '', webhookSecret);
    } catch {
      throw new ValidationError(ERRORS.invalidSignature);
    }
    // Signed, yet not an event (Stripe never sends one): refused rather than read.
    if (!isEvent(stripeEvent)) throw new ValidationError('Malformed event');
    logger.info('Stripe event received', { type: stripeEvent.type, id: stripeEvent.id });
    const result = await handleStripeEvent(stripeEvent, deps);
    if (result.outcome !== 'ignored') logger.info('Stripe event handled', { id: stripeEvent.id, ...result });
    return json(200, { received: true });
  });
