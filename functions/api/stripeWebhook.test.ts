import Stripe from 'stripe';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../../local/lambda-context.js';

const WHSEC = 'whsec_unit_test';
const secrets = { webhookSecret: WHSEC as string | undefined };
vi.mock('../services/stripe/stripe-secrets.js', () => ({ loadStripeSecrets: async () => secrets }));
const handleStripeEvent = vi.fn(async () => ({ outcome: 'credited', paymentIntentId: 'pi_1' }));
vi.mock('../payments/stripe-events.js', () => ({ handleStripeEvent }));

// Local mode (test/setup/lambda-env.ts stubs the rest): no origin-verify secret is asked for.
vi.stubEnv('COGNITO_ENDPOINT', 'http://127.0.0.1:9');
const { handler } = await import('./stripeWebhook.js');

const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id: 'pi_1', object: 'payment_intent' } },
});

function call(body: string, signature?: string) {
  const event = {
    routeKey: 'POST /api/payments/webhook',
    rawPath: '/api/payments/webhook',
    headers: signature === undefined ? {} : { 'Stripe-Signature': signature },
    body,
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  return (handler as unknown as (e: unknown, c: unknown) => Promise<{ statusCode: number; body: string }>)(
    event,
    lambdaContext('stripeWebhook'),
  );
}

beforeEach(() => {
  handleStripeEvent.mockClear();
  secrets.webhookSecret = WHSEC;
});

describe('POST /api/payments/webhook', () => {
  it('hands a correctly signed event to the payments code and answers 200 {received: true}', async () => {
    const res = await call(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC }));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ received: true });
    expect(handleStripeEvent).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'evt_1', type: 'payment_intent.succeeded' }),
      expect.objectContaining({ ledger: expect.any(Object), gateway: expect.any(Function) }),
    );
  });

  it.each([
    ['no signature', undefined],
    [
      'a signature made with another secret',
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }),
    ],
    [
      'a signature of another payload',
      Stripe.webhooks.generateTestHeaderString({ payload: payload.replace('pi_1', 'pi_2'), secret: WHSEC }),
    ],
    [
      'an expired signature',
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WHSEC,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    ],
    ['garbage', 'v1=abc'],
  ])('answers 400 to %s and reads nothing from the event', async (_, signature) => {
    const res = await call(payload, signature);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: 'Invalid signature' });
    expect(handleStripeEvent).not.toHaveBeenCalled();
  });

  it.each([
    ['no data', { id: 'evt_2', type: 'charge.refunded' }],
    ['data null', { id: 'evt_3', type: 'payment_intent.succeeded', data: null }],
    ['data not an object', { id: 'evt_4', type: 'charge.refunded', data: 'x' }],
    ['no type', { id: 'evt_5', data: { object: {} } }],
    ['not an object', 5],
  ])('answers 400 to a correctly signed payload that is not an event (%s)', async (_, event) => {
    const body = JSON.stringify(event);
    const res = await call(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WHSEC }));
    expect(res.statusCode).toBe(400);
    expect(handleStripeEvent).not.toHaveBeenCalled();
  });

  it('refuses every call with 503 without a signing secret', async () => {
    secrets.webhookSecret = undefined;
    const res = await call(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC }));
    expect(res.statusCode).toBe(503);
    expect(handleStripeEvent).not.toHaveBeenCalled();
  });
});
