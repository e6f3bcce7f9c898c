import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SECRET_KEY, DEMO_WEBHOOK_SECRET } from '../../functions/payments/demo.js';
import { documentBytes, TEXT_QUOTE } from '../documents.js';
import { adminBrowser, Browser, uniqueEmail, uploadPresigned, waitForFinalStatus } from './http-client.js';

/**
 * Buying credits against the local stack in demo mode (no Stripe keys: the stack runs its Stripe
 * stand-in on PORT+14). The tests talk to the stand-in with the real Stripe SDK where a browser
 * would talk to Stripe (Stripe.js), and sign their own webhooks as Stripe does.
 */
const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const standinPort = inject('basePort') + 14;

const stripe = new Stripe(DEMO_SECRET_KEY, {
  host: '127.0.0.1',
  port: standinPort,
  protocol: 'http',
  maxNetworkRetries: 0,
  telemetry: false,
});

let admin: Browser;

async function signedUp(): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser(baseUrl);
  const res = await browser.post('/api/auth/signup', { email: uniqueEmail('payer'), password: 'secret-123' });
  expect(res.status).toBe(201);
  return { browser, id: res.json.user.id };
}

const balanceOf = async (browser: Browser): Promise<number> => {
  const res = await browser.get('/api/credits/balance');
  expect(res.status).toBe(200);
  return res.json.balance;
};

const revenueCents = async (): Promise<number> => {
  const res = await admin.get('/api/admin/stats');
  expect(res.status).toBe(200);
  expect(res.json.totalRevenue).toMatch(/^\d+\.\d{2}$/);
  return Math.round(Number(res.json.totalRevenue) * 100);
};

/** Waits until the stand-in has delivered its payment_intent.succeeded for the intent to our webhook. */
async function standinWebhookDelivered(paymentIntentId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const events = await stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 });
        const event = events.data.find((e) => (e.data.object as Stripe.PaymentIntent).id === paymentIntentId);
        return event?.pending_webhooks;
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBe(0);
}

/** POST /api/payments/webhook as Stripe sends it: the event JSON and its Stripe-Signature header. */
async function sendWebhook(event: object, secret = DEMO_WEBHOOK_SECRET, signature?: string) {
  const payload = JSON.stringify(event);
  const header = signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret });
  return new Browser(baseUrl).request('POST', '/api/payments/webhook', payload, {
    'content-type': 'application/json',
    'stripe-signature': header,
  });
}

function succeededEvent(intent: Stripe.PaymentIntent) {
  return {
    id: `evt_test_${Date.now()}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
  };
}

beforeAll(async () => {
  admin = await adminBrowser(baseUrl, adminEmail);
});

describe('create-intent', () => {
  it.each([
    [1, 50],
    [10, 500],
  ])('prices %i credit(s) at %i cents on the server, in demo mode', async (creditAmount, amountCents) => {
    const { browser, id } = await signedUp();
    const res = await browser.post('/api/payments/create-intent', { creditAmount });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      clientSecret: expect.stringMatching(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/),
      paymentIntentId: expect.stringMatching(/^pi_[A-Za-z0-9]+$/),
      credits: creditAmount,
      amountCents,
      mode: 'demo',
      publishableKey: null,
    });
    const intent = await stripe.paymentIntents.retrieve(res.json.paymentIntentId);
    expect(intent).toMatchObject({
      amount: amountCents,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { userId: id, credits: String(creditAmount) },
      automatic_payment_methods: { enabled: true },
    });
  });

  it.each([[{ creditAmount: 3 }], [{ creditAmount: '10' }], [{ creditAmount: 0 }], [{}]])(
    'refuses %j with 400',
    async (body) => {
      const { browser } = await signedUp();
      const res = await browser.post('/api/payments/create-intent', body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: 'Choose 1 or 10 credits' });
    },
  );

  it('answers 401 to a signed-out visitor, for both calls', async () => {
    const visitor = new Browser(baseUrl);
    expect((await visitor.post('/api/payments/create-intent', { creditAmount: 1 })).status).toBe(401);
    expect((await visitor.post('/api/payments/confirm', { paymentIntentId: 'pi_123' })).status).toBe(401);
  });
});

describe('confirm credits nothing that is not a succeeded payment of the caller', () => {
  it('a made-up intent: 400 Payment not found; a malformed id: 400', async () => {
    const { browser } = await signedUp();
    const before = await balanceOf(browser);
    const res = await browser.post('/api/payments/confirm', { paymentIntentId: 'pi_MadeUp123456789' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Payment not found' });
    for (const paymentIntentId of ['', 'abc', 'pi_../../v1/events', 42]) {
      const bad = await browser.post('/api/payments/confirm', { paymentIntentId });
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({ error: 'A valid paymentIntentId is required' });
    }
    expect(await balanceOf(browser)).toBe(before);
  });

  it("another user's intent: 404, before or after it was paid, and neither balance changes", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const [ownerBefore, otherBefore] = [await balanceOf(owner.browser), await balanceOf(other.browser)];
    const created = await owner.browser.post('/api/payments/create-intent', { creditAmount: 10 });

    const stolen = await other.browser.post('/api/payments/confirm', { paymentIntentId: created.json.paymentIntentId });
    expect(stolen.status).toBe(404);
    expect(stolen.json).toEqual({ error: 'Payment not found' });
    // Not even confirmed at the provider on the other user's behalf.
    expect((await stripe.paymentIntents.retrieve(created.json.paymentIntentId)).status).toBe('requires_payment_method');
    expect(await balanceOf(owner.browser)).toBe(ownerBefore);
    expect(await balanceOf(other.browser)).toBe(otherBefore);

    expect(
      (await owner.browser.post('/api/payments/confirm', { paymentIntentId: created.json.paymentIntentId })).status,
    ).toBe(200);
    await standinWebhookDelivered(created.json.paymentIntentId);
    expect(
      (await other.browser.post('/api/payments/confirm', { paymentIntentId: created.json.paymentIntentId })).status,
    ).toBe(404);
    expect(await balanceOf(owner.browser)).toBe(ownerBefore + 10);
    expect(await balanceOf(other.browser)).toBe(otherBefore);
  });

  it('an intent that has not succeeded (canceled at the provider): 409, nothing credited', async () => {
    const { browser } = await signedUp();
    const before = await balanceOf(browser);
    const revenueBefore = await revenueCents();
    const created = await browser.post('/api/payments/create-intent', { creditAmount: 1 });
    await stripe.paymentIntents.cancel(created.json.paymentIntentId);
    const res = await browser.post('/api/payments/confirm', { paymentIntentId: created.json.paymentIntentId });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'Payment has not succeeded' });
    expect(await balanceOf(browser)).toBe(before);
    expect(await revenueCents()).toBe(revenueBefore);
  });

  it('a succeeded intent whose amount does not match its bundle: 400, nothing credited by confirm or webhook', async () => {
    const { browser, id } = await signedUp();
    const before = await balanceOf(browser);
    // Made at the provider, not through create-intent: 10 credits for the price of one.
    const cheap = await stripe.paymentIntents.create({
      amount: 50,
      currency: 'usd',
      metadata: { userId: id, credits: '10' },
    });
    const paid = await stripe.paymentIntents.confirm(cheap.id, { payment_method: 'pm_card_visa' });
    expect(paid.status).toBe('succeeded');
    await standinWebhookDelivered(cheap.id);
    expect((await sendWebhook(succeededEvent(paid))).status).toBe(200);
    const res = await browser.post('/api/payments/confirm', { paymentIntentId: cheap.id });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Payment does not match a credit bundle' });
    expect(await balanceOf(browser)).toBe(before);
  });
});

describe('a demo purchase (no real charge)', () => {
  let buyer: { browser: Browser; id: string };
  let paymentIntentId: string;
  let balanceBefore: number;
  let revenueBefore: number;

  it('create-intent(10) → confirm adds 10 credits and $5.00 of revenue', async () => {
    buyer = await signedUp();
    balanceBefore = await balanceOf(buyer.browser);
    revenueBefore = await revenueCents();
    const created = await buyer.browser.post('/api/payments/create-intent', { creditAmount: 10 });
    expect(created.status).toBe(200);
    paymentIntentId = created.json.paymentIntentId;

    const confirmed = await buyer.browser.post('/api/payments/confirm', { paymentIntentId, credits: 10 });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ credited: expect.any(Boolean), credits: 10, balance: balanceBefore + 10 });
    // The server confirmed it at the stand-in, as Stripe.js would at Stripe.
    expect((await stripe.paymentIntents.retrieve(paymentIntentId)).status).toBe('succeeded');
    expect(await balanceOf(buyer.browser)).toBe(balanceBefore + 10);
    expect(await revenueCents()).toBe(revenueBefore + 500);
  });

  it("a replayed confirm, the stand-in's webhook and a webhook sent again credit nothing more", async () => {
    await standinWebhookDelivered(paymentIntentId);
    const replay = await buyer.browser.post('/api/payments/confirm', { paymentIntentId });
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual({ credited: false, credits: 10, balance: balanceBefore + 10 });

    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    for (let i = 0; i < 2; i++) {
      const hook = await sendWebhook(succeededEvent(intent));
      expect(hook.status).toBe(200);
      expect(hook.json).toEqual({ received: true });
    }
    expect(await balanceOf(buyer.browser)).toBe(balanceBefore + 10);
    expect(await revenueCents()).toBe(revenueBefore + 500);
  });

  it('five concurrent confirms of a new intent credit it once', async () => {
    const before = await balanceOf(buyer.browser);
    const revenue = await revenueCents();
    const created = await buyer.browser.post('/api/payments/create-intent', { creditAmount: 1 });
    const id = created.json.paymentIntentId;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buyer.browser.post('/api/payments/confirm', { paymentIntentId: id })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    // The stand-in's webhook may win the race; at most one call reports the credit.
    expect(answers.filter((a) => a.json.credited).length).toBeLessThanOrEqual(1);
    await standinWebhookDelivered(id);
    expect(await balanceOf(buyer.browser)).toBe(before + 1);
    expect(await revenueCents()).toBe(revenue + 50);
  });

  it('a webhook alone (Stripe.js confirmed, the browser never called confirm) credits the purchase', async () => {
    const before = await balanceOf(buyer.browser);
    const created = await buyer.browser.post('/api/payments/create-intent', { creditAmount: 1 });
    await stripe.paymentIntents.confirm(created.json.paymentIntentId, { payment_method: 'pm_card_visa' });
    await standinWebhookDelivered(created.json.paymentIntentId);
    expect(await balanceOf(buyer.browser)).toBe(before + 1);
  });
});

describe('webhook signatures', () => {
  it('a bad signature is refused with 400 and credits nothing', async () => {
    const { browser } = await signedUp();
    const before = await balanceOf(browser);
    const revenue = await revenueCents();
    const created = await browser.post('/api/payments/create-intent', { creditAmount: 10 });
    // The event as it will be once paid, forged before the payment happened.
    const intent = {
      ...(await stripe.paymentIntents.retrieve(created.json.paymentIntentId)),
      status: 'succeeded',
    } as Stripe.PaymentIntent;
    const event = succeededEvent(intent);
    const payload = JSON.stringify(event);
    const forged = [
      await sendWebhook(event, 'whsec_not_the_secret'),
      await sendWebhook(event, DEMO_WEBHOOK_SECRET, 'v1=deadbeef'),
      await sendWebhook(
        event,
        DEMO_WEBHOOK_SECRET,
        stripe.webhooks.generateTestHeaderString({
          payload: payload.replace('"credits":"10"', '"credits":"1"'),
          secret: DEMO_WEBHOOK_SECRET,
        }),
      ),
      await sendWebhook(
        event,
        DEMO_WEBHOOK_SECRET,
        stripe.webhooks.generateTestHeaderString({
          payload,
          secret: DEMO_WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
      ),
      await new Browser(baseUrl).request('POST', '/api/payments/webhook', payload, {
        'content-type': 'application/json',
      }),
    ];
    for (const res of forged) {
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: 'Invalid signature' });
    }
    expect(await balanceOf(browser)).toBe(before);
    expect(await revenueCents()).toBe(revenue);
  });

  it('other event types are acknowledged and ignored', async () => {
    const { browser } = await signedUp();
    const before = await balanceOf(browser);
    const created = await browser.post('/api/payments/create-intent', { creditAmount: 1 });
    const intent = await stripe.paymentIntents.retrieve(created.json.paymentIntentId);
    const res = await sendWebhook({ ...succeededEvent(intent), type: 'payment_intent.created' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true });
    expect(await balanceOf(browser)).toBe(before);
  });
});

describe('refunds and disputes take back the credits bought', () => {
  const QUOTE = TEXT_QUOTE.file;
  const ddb = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${inject('basePort') + 10}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );

  interface Entry {
    amount: number;
    reason: string;
    note: string;
    balanceAfter: number;
    by: string;
    paymentIntentId?: string;
    stripeEventId?: string;
    shortfall?: number;
  }

  /** The user's ledger, oldest first, straight from the stack's DynamoDB Local. */
  async function ledgerOf(userId: string): Promise<Entry[]> {
    const out = await ddb.send(
      new QueryCommand({
        TableName: 'quotecheck',
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :l)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':l': 'LEDGER#' },
      }),
    );
    return (out.Items ?? []) as Entry[];
  }

  const paymentItem = async (paymentIntentId: string) =>
    (
      await ddb.send(
        new GetCommand({
          TableName: 'quotecheck',
          Key: { pk: `PAYMENT#${paymentIntentId}`, sk: 'PAYMENT' },
          ConsistentRead: true,
        }),
      )
    ).Item;

  /** The user as the admin's user list shows it (new users are on the first page, newest first). */
  async function adminViewOf(userId: string) {
    const res = await admin.get('/api/admin/users?page=1');
    expect(res.status).toBe(200);
    return res.json.users.find((u: { id: string }) => u.id === userId);
  }

  /** Buys a bundle the way the dialog does (create-intent, then confirm) and waits for the stand-in's webhook. */
  async function buy(browser: Browser, creditAmount: 1 | 10): Promise<string> {
    const created = await browser.post('/api/payments/create-intent', { creditAmount });
    expect(created.status).toBe(200);
    const confirmed = await browser.post('/api/payments/confirm', { paymentIntentId: created.json.paymentIntentId });
    expect(confirmed.status).toBe(200);
    await standinWebhookDelivered(created.json.paymentIntentId);
    return created.json.paymentIntentId;
  }

  /** Waits until the stand-in has delivered `count` events of `type` about the intent's charge; returns them, oldest first. */
  async function delivered(
    type: 'charge.refunded' | 'charge.dispute.created',
    paymentIntentId: string,
    count = 1,
  ): Promise<Stripe.Event[]> {
    const about = async () =>
      (await stripe.events.list({ type, limit: 100 })).data
        .filter((e) => (e.data.object as { payment_intent?: string }).payment_intent === paymentIntentId)
        .reverse();
    await expect
      .poll(async () => (await about()).filter((e) => e.pending_webhooks === 0).length, {
        timeout: 15_000,
        interval: 50,
      })
      .toBe(count);
    return about();
  }

  const disputeAtStandin = async (paymentIntentId: string): Promise<Stripe.Dispute> => {
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    return stripe.rawRequest('POST', `/v1/test_helpers/charges/${intent.latest_charge}/dispute`, {
      reason: 'fraudulent',
    });
  };

  /** Uploads a quote (the first is the account's free one, the next ones take a credit each) and waits until it is processed. */
  async function analyze(browser: Browser, name: string): Promise<number> {
    const upload = await uploadPresigned(browser, documentBytes(QUOTE), name);
    if (upload.status === 200) expect((await waitForFinalStatus(browser, upload.json.id)).status).not.toBe('error');
    return upload.status;
  }

  it('a full refund: the 10 credits bought are removed (balance 0) with a ledger entry, and revenue and the admin view show it', async () => {
    const { browser, id } = await signedUp();
    const revenue = await revenueCents();
    const paymentIntentId = await buy(browser, 10);
    expect(await balanceOf(browser)).toBe(10);

    const refund = await stripe.refunds.create({ payment_intent: paymentIntentId });
    expect(refund).toMatchObject({ amount: 500, status: 'succeeded' });
    const [event] = await delivered('charge.refunded', paymentIntentId);

    expect(await balanceOf(browser)).toBe(0);
    const ledger = await ledgerOf(id);
    expect(ledger.map(({ amount, reason, balanceAfter }) => ({ amount, reason, balanceAfter }))).toEqual([
      { amount: 10, reason: 'purchase', balanceAfter: 10 },
      { amount: -10, reason: 'payment_refunded', balanceAfter: 0 },
    ]);
    expect(ledger[1]).toMatchObject({ by: 'stripe', paymentIntentId, stripeEventId: event.id });
    expect(ledger[1].note).toBe(
      `Payment ${paymentIntentId} refunded: $5.00 ($5.00 of $5.00 in total, for 10 credits); 10 credits removed`,
    );
    expect(ledger[1].shortfall).toBeUndefined();
    expect(await paymentItem(paymentIntentId)).toMatchObject({
      credits: 10,
      amountCents: 500,
      refundedCents: 500,
      creditsReversed: 10,
      chargeId: refund.charge,
    });
    expect(await revenueCents()).toBe(revenue);
    expect(await adminViewOf(id)).toMatchObject({ creditBalance: 0, totalPaid: 500, totalRefunded: 500 });
  });

  it('a partial refund removes the proportion of the credits, and the next refund only what its new total adds', async () => {
    const { browser, id } = await signedUp();
    const revenue = await revenueCents();
    const paymentIntentId = await buy(browser, 10);

    await stripe.refunds.create({ payment_intent: paymentIntentId, amount: 250 });
    await delivered('charge.refunded', paymentIntentId, 1);
    expect(await balanceOf(browser)).toBe(5);

    // Stripe's amount_refunded is cumulative: 350 of 500 cents is 7 of 10 credits, 2 more than before.
    await stripe.refunds.create({ payment_intent: paymentIntentId, amount: 100 });
    await delivered('charge.refunded', paymentIntentId, 2);
    expect(await balanceOf(browser)).toBe(3);
    const ledger = await ledgerOf(id);
    expect(ledger.slice(1).map(({ amount, reason, balanceAfter }) => ({ amount, reason, balanceAfter }))).toEqual([
      { amount: -5, reason: 'payment_refunded', balanceAfter: 5 },
      { amount: -2, reason: 'payment_refunded', balanceAfter: 3 },
    ]);
    expect(ledger[2].note).toBe(
      `Payment ${paymentIntentId} refunded: $1.00 ($3.50 of $5.00 in total, for 10 credits); 2 credits removed`,
    );
    expect(await revenueCents()).toBe(revenue + 150);
    expect(await adminViewOf(id)).toMatchObject({ creditBalance: 3, totalPaid: 500, totalRefunded: 350 });
  });

  it('a replayed refund event changes nothing: sent again, twice at once, late after a newer one, or under another event id', async () => {
    const { browser, id } = await signedUp();
    const paymentIntentId = await buy(browser, 10);
    await stripe.refunds.create({ payment_intent: paymentIntentId, amount: 100 });
    await stripe.refunds.create({ payment_intent: paymentIntentId, amount: 150 });
    const [older, newer] = await delivered('charge.refunded', paymentIntentId, 2);
    expect(await balanceOf(browser)).toBe(5);
    const ledgerBefore = await ledgerOf(id);
    const revenue = await revenueCents();

    const replays = await Promise.all([
      sendWebhook(newer),
      sendWebhook(newer),
      sendWebhook(older),
      sendWebhook({ ...newer, id: `${newer.id}_copy` }),
    ]);
    for (const res of replays) {
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ received: true });
    }
    expect(await balanceOf(browser)).toBe(5);
    expect(await ledgerOf(id)).toEqual(ledgerBefore);
    expect(await revenueCents()).toBe(revenue);
  });

  it('buy 10, spend 3, dispute: the 7 left are removed (balance 0) and the shortfall of 3 is noted; a replay changes nothing', async () => {
    const { browser, id } = await signedUp();
    const paymentIntentId = await buy(browser, 10);
    expect(await analyze(browser, 'free.pdf')).toBe(200); // the account's free analysis
    for (let i = 0; i < 3; i++) expect(await analyze(browser, `paid-${i}.pdf`)).toBe(200);
    expect(await balanceOf(browser)).toBe(7);
    const revenue = await revenueCents();

    const dispute = await disputeAtStandin(paymentIntentId);
    const [event] = await delivered('charge.dispute.created', paymentIntentId);

    expect(await balanceOf(browser)).toBe(0);
    const ledger = await ledgerOf(id);
    const last = ledger.at(-1)!;
    expect(last).toMatchObject({
      amount: -7,
      reason: 'payment_disputed',
      balanceAfter: 0,
      shortfall: 3,
      by: 'stripe',
      paymentIntentId,
      stripeEventId: event.id,
    });
    expect(last.note).toBe(
      `Payment ${paymentIntentId} disputed (${dispute.id}, fraudulent): $5.00 of $5.00, for 10 credits; 10 credits due, 7 removed, shortfall 3 (already spent)`,
    );
    expect(await paymentItem(paymentIntentId)).toMatchObject({
      disputeId: dispute.id,
      creditsReversed: 10,
      creditsShortfall: 3,
    });
    expect(await revenueCents()).toBe(revenue - 500);
    expect(await adminViewOf(id)).toMatchObject({ creditBalance: 0, totalDisputed: 500 });

    expect((await sendWebhook(event)).status).toBe(200);
    expect(await ledgerOf(id)).toHaveLength(ledger.length);
    expect(await revenueCents()).toBe(revenue - 500);
    // The account is out of credits again.
    expect((await browser.post('/api/quotes/upload-url', { fileName: QUOTE, size: 1000 })).status).toBe(402);
  });

  it('a dispute racing uploads never overdraws: every upload that got in is the shortfall, and the ledger adds up to the balance', async () => {
    const { browser, id } = await signedUp();
    const paymentIntentId = await buy(browser, 10);
    expect(await analyze(browser, 'free.pdf')).toBe(200);

    const [statuses] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, (_, i) => analyze(browser, `race-${i}.pdf`))),
      disputeAtStandin(paymentIntentId),
    ]);
    await delivered('charge.dispute.created', paymentIntentId);

    const paid = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 402)).toEqual([]);
    expect(await balanceOf(browser)).toBe(0);
    const ledger = await ledgerOf(id);
    expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    const dispute = ledger.find((e) => e.reason === 'payment_disputed')!;
    expect(-dispute.amount + (dispute.shortfall ?? 0)).toBe(10);
    // Once the dispute landed the balance was 0, so every upload that was paid came before it.
    expect(ledger.filter((e) => e.reason === 'analysis')).toHaveLength(paid);
    expect(dispute.shortfall ?? 0).toBe(paid);
  });

  it('a refund that arrives before the purchase was ever credited credits it first, so a late payment_intent.succeeded adds nothing', async () => {
    const { browser, id } = await signedUp();
    const created = await browser.post('/api/payments/create-intent', { creditAmount: 10 });
    const paymentIntentId = created.json.paymentIntentId;
    // Paid at the provider (as Stripe.js would), then refunded; the succeeded webhook may come in either order.
    const paid = await stripe.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
    await stripe.refunds.create({ payment_intent: paymentIntentId });
    await delivered('charge.refunded', paymentIntentId);
    await standinWebhookDelivered(paymentIntentId);
    expect((await sendWebhook(succeededEvent(paid))).status).toBe(200);
    expect((await browser.post('/api/payments/confirm', { paymentIntentId })).json).toMatchObject({
      credited: false,
      balance: 0,
    });

    expect(await balanceOf(browser)).toBe(0);
    expect((await ledgerOf(id)).map(({ amount, reason }) => ({ amount, reason }))).toEqual([
      { amount: 10, reason: 'purchase' },
      { amount: -10, reason: 'payment_refunded' },
    ]);
  });
});
