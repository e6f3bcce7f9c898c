import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import Stripe from 'stripe';
import { ERRORS } from '../../shared/messages.js';
import { ServiceUnavailableError, ValidationError } from '../lib/errors.js';
import { errorResponses, json, type ApiEvent, type ApiResult } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { handleStripeEvent } from '../payments/payment-provider.js';
import { loadStripeSecrets } from '../payments/stripe-secrets.js';

/**
 * POST /api/payments/webhook: Stripe's events. The signature is checked over the raw body before
 * anything is read from it (a bad one is 400); without a signing secret the route refuses every call.
 * payment_intent.succeeded credits the purchase once (functions/payments/payment-provider.ts);
 * other events are acknowledged and ignored.
 */
export const handler = middy<ApiEvent, ApiResult>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(httpHeaderNormalizer())
  .use(errorResponses())
  .handler(async (event) => {
    const { webhookSecret } = await loadStripeSecrets();
    if (!webhookSecret) throw new ServiceUnavailableError(ERRORS.paymentsNotConfigured);
    const payload = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
    const signature = event.headers?.['stripe-signature'];
    let stripeEvent: Stripe.Event;
    try {
      stripeEvent = await Stripe.webhooks.constructEventAsync(payload, signature ?? '', webhookSecret);
    } catch {
      throw new ValidationError(ERRORS.invalidSignature);
    }
    logger.info('Stripe event received', { type: stripeEvent.type, id: stripeEvent.id });
    const result = await handleStripeEvent(stripeEvent);
    if (result.outcome !== 'ignored') logger.info('Stripe event handled', { id: stripeEvent.id, ...result });
    return json(200, { received: true });
  });
