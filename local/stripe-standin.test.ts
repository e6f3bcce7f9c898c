import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStripeForm, startStripeStandin, type StripeStandin } from './stripe-standin.js';

const KEY = 'sk_test_demo_local';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
const WHSEC = 'whsec_demo_local';

describe('parseStripeForm', () => {
  it("reads Stripe's bracket encoding into objects and arrays, and ignores prototype keys", () => {
    expect(
      parseStripeForm(
        'amount=500&metadata[userId]=u1&metadata[credits]=10&automatic_payment_methods[enabled]=true&expand[0]=a&expand[1]=b',
      ),
    ).toEqual({
      amount: '500',
      metadata: { userId: 'u1', credits: '10' },
      automatic_payment_methods: { enabled: 'true' },
      expand: ['a', 'b'],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    parseStripeForm('__proto__[polluted]=1&constructor[prototype][polluted]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('Stripe stand-in, driven by the real Stripe SDK', () => {
  let standin: StripeStandin;
  let app: Server;
  let stripe: Stripe;
  let dir: string;
  let port: number;
  const received: { payload: string; signature: string }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stripe-standin-'));
    app = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ payload: body, signature: String(req.headers['stripe-signature']) });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
    port = await freePort();
    standin = await startStripeStandin({
      port,
      secretKey: KEY,
      webhookSecret: WHSEC,
      webhookUrl: `http://127.0.0.1:${(app.address() as AddressInfo).port}/hook`,
      dataFile: join(dir, 'stripe.json'),
      webhookDelayMs: 0,
    });
    stripe = new Stripe(KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
  });

  afterAll(async () => {
    await standin?.stop();
    await new Promise<void>((r) => app.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates, retrieves and confirms an intent, then sends a signed payment_intent.succeeded', async () => {
    const created = await stripe.paymentIntents.create({
      amount: 500,
      currency: 'usd',
      metadata: { userId: 'u1', credits: '10' },
      automatic_payment_methods: { enabled: true },
    });
    expect(created).toMatchObject({
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: 500,
      currency: 'usd',
      metadata: { userId: 'u1', credits: '10' },
    });
    expect(created.id).toMatch(/^pi_[A-Za-z0-9]+$/);
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_[A-Za-z0-9]+$`));
    expect((await stripe.paymentIntents.retrieve(created.id)).status).toBe('requires_payment_method');

    const confirmed = await stripe.paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' });
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 500, payment_method: 'pm_card_visa' });
    expect((await stripe.paymentIntents.retrieve(created.id)).status).toBe('succeeded');

    await expect.poll(() => received.length).toBe(1);
    const event = stripe.webhooks.constructEvent(received[0].payload, received[0].signature, WHSEC);
    expect(event.type).toBe('payment_intent.succeeded');
    expect((event.data.object as Stripe.PaymentIntent).id).toBe(created.id);
    await expect
      .poll(async () => (await stripe.events.list({ type: 'payment_intent.succeeded' })).data[0]?.pending_webhooks)
      .toBe(0);

    // A second confirm is refused as Stripe refuses it, and sends nothing more.
    await expect(stripe.paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
    });
  });

  it("answers an unknown id with 404 and Stripe's error shape", async () => {
    const error = await stripe.paymentIntents.retrieve('pi_doesnotexist').catch((e: Stripe.errors.StripeError) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const raw = await fetch(`${standin.endpoint}/v1/payment_intents/pi_doesnotexist/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: "No such payment_intent: 'pi_doesnotexist'",
      },
    });
  });

  it('refuses any key but its own, and a canceled intent cannot be confirmed', async () => {
    const other = new Stripe('sk_test_somethingelse', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
    await expect(other.paymentIntents.create({ amount: 50, currency: 'usd' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const intent = await stripe.paymentIntents.create({ amount: 50, currency: 'usd' });
    expect((await stripe.paymentIntents.cancel(intent.id)).status).toBe('canceled');
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    await expect(stripe.paymentIntents.create({ amount: 10, currency: 'usd' })).rejects.toMatchObject({
      code: 'amount_too_small',
    });
  });

  it('returns the same intent for a repeated Idempotency-Key', async () => {
    const a = await stripe.paymentIntents.create({ amount: 50, currency: 'usd' }, { idempotencyKey: 'k1' });
    const b = await stripe.paymentIntents.create({ amount: 50, currency: 'usd' }, { idempotencyKey: 'k1' });
    expect(b.id).toBe(a.id);
  });

  /** The signed events of `type` received so far about `id` (an intent or a charge), oldest first. */
  const eventsAbout = (type: string, id: string) =>
    received
      .map((r) => stripe.webhooks.constructEvent(r.payload, r.signature, WHSEC))
      .filter(
        (e) =>
          e.type === type &&
          [
            (e.data.object as { payment_intent?: string }).payment_intent,
            (e.data.object as { id: string }).id,
          ].includes(id),
      );

  async function paidIntent(paymentMethod = 'pm_card_visa'): Promise<Stripe.PaymentIntent> {
    const intent = await stripe.paymentIntents.create({
      amount: 500,
      currency: 'usd',
      metadata: { userId: 'u3', credits: '10' },
    });
    return stripe.paymentIntents.confirm(intent.id, { payment_method: paymentMethod });
  }

  it('refunds a paid intent in parts, sending a signed charge.refunded with the cumulative amount_refunded each time', async () => {
    const paid = await paidIntent();
    expect(paid.latest_charge).toMatch(/^ch_[A-Za-z0-9]+$/);
    const charge = await stripe.charges.retrieve(paid.latest_charge as string);
    expect(charge).toMatchObject({
      object: 'charge',
      amount: 500,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      payment_intent: paid.id,
      currency: 'usd',
    });

    const part = await stripe.refunds.create({ payment_intent: paid.id, amount: 150 });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 150,
      charge: charge.id,
      payment_intent: paid.id,
      status: 'succeeded',
    });
    await expect.poll(() => eventsAbout('charge.refunded', paid.id).length).toBe(1);
    const rest = await stripe.refunds.create({ charge: charge.id });
    expect(rest.amount).toBe(350);
    await expect.poll(() => eventsAbout('charge.refunded', paid.id).length).toBe(2);
    const [first, second] = eventsAbout('charge.refunded', paid.id).map((e) => e.data.object as Stripe.Charge);
    expect(first).toMatchObject({ id: charge.id, amount_refunded: 150, refunded: false, payment_intent: paid.id });
    expect(second).toMatchObject({ id: charge.id, amount_refunded: 500, refunded: true, payment_intent: paid.id });
    expect(await stripe.refunds.retrieve(rest.id)).toMatchObject({ id: rest.id, amount: 350 });

    await expect(stripe.refunds.create({ payment_intent: paid.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    const other = await paidIntent();
    await expect(stripe.refunds.create({ payment_intent: other.id, amount: 501 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'amount',
    });
    await expect(stripe.refunds.create({ charge: 'ch_missing' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const unpaid = await stripe.paymentIntents.create({ amount: 50, currency: 'usd' });
    await expect(stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('disputes a charge on demand (test helper) with a signed charge.dispute.created, once; a disputed charge cannot be refunded', async () => {
    const paid = await paidIntent();
    await stripe.refunds.create({ payment_intent: paid.id, amount: 100 });
    const dispute = await stripe.rawRequest('POST', `/v1/test_helpers/charges/${paid.latest_charge}/dispute`, {
      reason: 'fraudulent',
    });
    expect(dispute).toMatchObject({
      object: 'dispute',
      amount: 400,
      charge: paid.latest_charge,
      payment_intent: paid.id,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    await expect.poll(() => eventsAbout('charge.dispute.created', paid.id).length).toBe(1);
    expect(eventsAbout('charge.dispute.created', paid.id)[0].data.object).toMatchObject({
      id: dispute.id,
      amount: 400,
      payment_intent: paid.id,
    });
    expect(await stripe.disputes.retrieve(dispute.id)).toMatchObject({ id: dispute.id, charge: paid.latest_charge });
    expect((await stripe.charges.retrieve(paid.latest_charge as string)).disputed).toBe(true);

    await expect(
      stripe.rawRequest('POST', `/v1/test_helpers/charges/${paid.latest_charge}/dispute`, {}),
    ).rejects.toMatchObject({ code: 'charge_disputed' });
    await expect(stripe.refunds.create({ payment_intent: paid.id })).rejects.toMatchObject({ code: 'charge_disputed' });
  });

  it("disputes a payment made with Stripe's test card pm_card_createDispute, as Stripe's test mode does", async () => {
    const paid = await paidIntent('pm_card_createDispute');
    expect(paid.status).toBe('succeeded');
    await expect.poll(() => eventsAbout('charge.dispute.created', paid.id).length).toBe(1);
    expect(eventsAbout('payment_intent.succeeded', paid.id)).toHaveLength(1);
  });

  it('keeps its intents in the data file across a restart', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 50,
      currency: 'usd',
      metadata: { userId: 'u2', credits: '1' },
    });
    await standin.stop();
    standin = await startStripeStandin({
      port,
      secretKey: KEY,
      webhookSecret: WHSEC,
      webhookUrl: 'http://127.0.0.1:9/none',
      dataFile: join(dir, 'stripe.json'),
    });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      id: intent.id,
      metadata: { userId: 'u2', credits: '1' },
    });
  });
});
