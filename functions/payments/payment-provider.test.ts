import Stripe from 'stripe';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { UserNotFoundError } from './errors.js';
import { confirmPurchase, createIntent } from './payment-provider.js';
import { handleStripeEvent } from './stripe-events.js';
import type { PaymentDeps, PaymentGateway } from './ports.js';

const creditPurchase = vi.fn();
const reversePayment = vi.fn();

type Intent = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  client_secret?: string;
};
const intents = new Map<string, Intent>();
const charges = new Map<string, { id: string; payment_intent: string | null }>();
const stripe = {
  charges: {
    retrieve: vi.fn(async (id: string) => {
      const charge = charges.get(id);
      if (!charge)
        throw new Stripe.errors.StripeInvalidRequestError({
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such charge: '${id}'`,
        });
      return { ...charge };
    }),
  },
  paymentIntents: {
    create: vi.fn(async (params: { amount: number; currency: string; metadata: Record<string, string> }) => {
      const intent = {
        id: `pi_${intents.size + 1}`,
        status: 'requires_payment_method',
        client_secret: `pi_${intents.size + 1}_secret_x`,
        ...params,
      };
      intents.set(intent.id, intent);
      return intent;
    }),
    retrieve: vi.fn(async (id: string) => {
      const intent = intents.get(id);
      if (!intent)
        throw new Stripe.errors.StripeInvalidRequestError({
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${id}'`,
        });
      return { ...intent };
    }),
    confirm: vi.fn(async (id: string) => {
      const intent = intents.get(id)!;
      if (intent.status === 'succeeded') {
        throw new Stripe.errors.StripeInvalidRequestError({
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'already succeeded',
        });
      }
      intent.status = 'succeeded';
      return { ...intent };
    }),
  },
};
const gateway = { mode: 'stripe' as 'stripe' | 'demo', publishableKey: 'pk_test_x' as string | null, stripe };
const deps: PaymentDeps = {
  ledger: { creditPurchase, reversePayment },
  gateway: async () => gateway as unknown as PaymentGateway,
};

function put(id: string, over: Partial<Intent> = {}): Intent {
  const intent: Intent = {
    id,
    status: 'succeeded',
    amount: 500,
    currency: 'usd',
    metadata: { userId: 'u1', credits: '10' },
    ...over,
  };
  intents.set(id, intent);
  return intent;
}

const succeededEvent = (id: string) =>
  ({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id } } }) as unknown as Stripe.Event;

beforeEach(() => {
  intents.clear();
  charges.clear();
  vi.clearAllMocks();
  gateway.mode = 'stripe';
  gateway.publishableKey = 'pk_test_x';
  creditPurchase.mockImplementation(async (input: { credits: number }) => ({
    credited: true,
    balance: 7 + input.credits,
  }));
  reversePayment.mockResolvedValue({
    outcome: 'reversed',
    userId: 'u1',
    credits: 10,
    removed: 7,
    shortfall: 3,
    cents: 500,
    balance: 0,
  });
});

describe('createIntent', () => {
  it.each([
    [1, 50],
    [10, 500],
  ])(
    'prices %i credits at %i cents in usd on the server, with the user and credits in the metadata',
    async (credits, cents) => {
      const res = await createIntent('u1', credits, deps);
      expect(stripe.paymentIntents.create).toHaveBeenCalledWith(
        expect.objectContaining({
          amount: cents,
          currency: 'usd',
          metadata: { userId: 'u1', credits: String(credits) },
          automatic_payment_methods: { enabled: true },
        }),
      );
      expect(res).toEqual({
        clientSecret: expect.stringMatching(/^pi_\d+_secret_/),
        paymentIntentId: expect.stringMatching(/^pi_/),
        credits,
        amountCents: cents,
        mode: 'stripe',
        publishableKey: 'pk_test_x',
      });
    },
  );

  it('refuses any other amount with 400 and creates no intent', async () => {
    for (const n of [0, 2, 3, 100, -1, 1.5])
      await expect(createIntent('u1', n, deps)).rejects.toMatchObject({
        statusCode: 400,
        message: 'Choose 1 or 10 credits',
      });
    expect(stripe.paymentIntents.create).not.toHaveBeenCalled();
  });

  it('answers mode demo without a publishable key in demo mode', async () => {
    gateway.mode = 'demo';
    gateway.publishableKey = null;
    expect(await createIntent('u1', 1, deps)).toMatchObject({ mode: 'demo', publishableKey: null, amountCents: 50 });
  });
});

describe('confirmPurchase', () => {
  it('credits a succeeded intent of the caller, once per intent', async () => {
    put('pi_a');
    expect(await confirmPurchase('u1', 'pi_a', deps)).toEqual({ credited: true, credits: 10, balance: 17 });
    expect(creditPurchase).toHaveBeenCalledWith({
      userId: 'u1',
      credits: 10,
      amountCents: 500,
      paymentIntentId: 'pi_a',
      by: 'u1',
    });
  });

  it('answers 400 Payment not found for an id Stripe does not know', async () => {
    await expect(confirmPurchase('u1', 'pi_madeup', deps)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Payment not found',
    });
    expect(creditPurchase).not.toHaveBeenCalled();
  });

  it("answers 404 for another user's intent, or one without a user, and credits nothing", async () => {
    put('pi_b', { metadata: { userId: 'u2', credits: '10' } });
    put('pi_c', { metadata: {} });
    await expect(confirmPurchase('u1', 'pi_b', deps)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Payment not found',
    });
    await expect(confirmPurchase('u1', 'pi_c', deps)).rejects.toMatchObject({ statusCode: 404 });
    expect(creditPurchase).not.toHaveBeenCalled();
  });

  it.each([
    ['amount', { amount: 50 }],
    ['currency', { currency: 'eur' }],
    ['metadata credits', { metadata: { userId: 'u1', credits: '100' } }],
    ['metadata credits for a cheaper bundle', { metadata: { userId: 'u1', credits: '1' } }],
  ])('credits nothing when the %s does not match the bundle (400)', async (_, over) => {
    put('pi_d', over);
    await expect(confirmPurchase('u1', 'pi_d', deps)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Payment does not match a credit bundle',
    });
    expect(creditPurchase).not.toHaveBeenCalled();
  });

  it('answers 409 before the intent succeeded, with Stripe, and never confirms it itself', async () => {
    put('pi_e', { status: 'requires_payment_method' });
    await expect(confirmPurchase('u1', 'pi_e', deps)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Payment has not succeeded',
    });
    expect(stripe.paymentIntents.confirm).not.toHaveBeenCalled();
    expect(creditPurchase).not.toHaveBeenCalled();
  });

  it('in demo mode confirms the intent at the stand-in first, then credits it', async () => {
    gateway.mode = 'demo';
    put('pi_f', { status: 'requires_payment_method' });
    expect(await confirmPurchase('u1', 'pi_f', deps)).toMatchObject({ credited: true, credits: 10 });
    expect(stripe.paymentIntents.confirm).toHaveBeenCalledWith('pi_f', { payment_method: 'pm_card_visa' });
  });

  it("in demo mode does not confirm another user's intent or a mismatched one", async () => {
    gateway.mode = 'demo';
    put('pi_g', { status: 'requires_payment_method', metadata: { userId: 'u2', credits: '10' } });
    put('pi_h', { status: 'requires_payment_method', amount: 50 });
    await expect(confirmPurchase('u1', 'pi_g', deps)).rejects.toMatchObject({ statusCode: 404 });
    await expect(confirmPurchase('u1', 'pi_h', deps)).rejects.toMatchObject({ statusCode: 400 });
    expect(stripe.paymentIntents.confirm).not.toHaveBeenCalled();
    expect(intents.get('pi_g')!.status).toBe('requires_payment_method');
  });

  it('in demo mode an intent confirmed meanwhile is still credited (by the ledger, once)', async () => {
    gateway.mode = 'demo';
    put('pi_i', { status: 'requires_payment_method' });
    stripe.paymentIntents.confirm.mockImplementationOnce(async (id: string) => {
      intents.get(id)!.status = 'succeeded';
      throw new Stripe.errors.StripeInvalidRequestError({
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'already succeeded',
      });
    });
    creditPurchase.mockResolvedValueOnce({ credited: false, balance: 17 });
    expect(await confirmPurchase('u1', 'pi_i', deps)).toEqual({ credited: false, credits: 10, balance: 17 });
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    stripe.paymentIntents.retrieve.mockRejectedValueOnce(
      new Stripe.errors.StripeConnectionError({ message: 'ECONNREFUSED' }),
    );
    await expect(confirmPurchase('u1', 'pi_x', deps)).rejects.toMatchObject({ statusCode: 502 });
  });
});

describe('handleStripeEvent', () => {
  it('credits payment_intent.succeeded for the user in the metadata, by stripe', async () => {
    put('pi_w', { metadata: { userId: 'u9', credits: '1' }, amount: 50 });
    expect(await handleStripeEvent(succeededEvent('pi_w'), deps)).toEqual({
      outcome: 'credited',
      paymentIntentId: 'pi_w',
    });
    expect(creditPurchase).toHaveBeenCalledWith({
      userId: 'u9',
      credits: 1,
      amountCents: 50,
      paymentIntentId: 'pi_w',
      by: 'stripe',
    });
  });

  it('reports an intent credited before (by confirm) as already credited', async () => {
    put('pi_w');
    creditPurchase.mockResolvedValueOnce({ credited: false, balance: 17 });
    expect(await handleStripeEvent(succeededEvent('pi_w'), deps)).toEqual({
      outcome: 'already_credited',
      paymentIntentId: 'pi_w',
    });
  });

  it('checks the intent as Stripe holds it: a mismatch, an unknown intent or one without a user credits nothing', async () => {
    put('pi_m', { currency: 'eur' });
    put('pi_n', { metadata: {} });
    put('pi_o', { status: 'processing' });
    for (const id of ['pi_m', 'pi_n', 'pi_o', 'pi_unknown'])
      expect(await handleStripeEvent(succeededEvent(id), deps)).toMatchObject({ outcome: 'rejected' });
    expect(creditPurchase).not.toHaveBeenCalled();
  });

  it('ignores other events', async () => {
    put('pi_p');
    for (const type of ['payment_intent.created', 'payment_intent.canceled', 'charge.succeeded', 'customer.created']) {
      expect(
        await handleStripeEvent({ id: 'evt', type, data: { object: { id: 'pi_p' } } } as unknown as Stripe.Event, deps),
      ).toEqual({ outcome: 'ignored' });
    }
    expect(stripe.paymentIntents.retrieve).not.toHaveBeenCalled();
    expect(creditPurchase).not.toHaveBeenCalled();
  });

  it('lets a storage failure through so that Stripe delivers the event again', async () => {
    put('pi_q');
    creditPurchase.mockRejectedValueOnce(new Error('DynamoDB is down'));
    await expect(handleStripeEvent(succeededEvent('pi_q'), deps)).rejects.toThrow('DynamoDB is down');
  });
});

const refundedEvent = (charge: Record<string, unknown>, id = 'evt_r1') =>
  ({
    id,
    type: 'charge.refunded',
    data: { object: { id: 'ch_1', object: 'charge', amount: 500, currency: 'usd', ...charge } },
  }) as unknown as Stripe.Event;
const disputeEvent = (dispute: Record<string, unknown>, id = 'evt_d1') =>
  ({
    id,
    type: 'charge.dispute.created',
    data: { object: { id: 'dp_1', object: 'dispute', amount: 500, charge: 'ch_1', reason: 'fraudulent', ...dispute } },
  }) as unknown as Stripe.Event;

describe('handleStripeEvent: refunds and disputes take the credits back', () => {
  it('charge.refunded reverses the payment named by charge.payment_intent, with the cumulative amount refunded', async () => {
    expect(await handleStripeEvent(refundedEvent({ payment_intent: 'pi_r', amount_refunded: 250 }), deps)).toEqual({
      outcome: 'reversed',
      paymentIntentId: 'pi_r',
      credits: 10,
      removed: 7,
      shortfall: 3,
    });
    expect(reversePayment).toHaveBeenCalledWith({
      kind: 'refund',
      paymentIntentId: 'pi_r',
      chargeId: 'ch_1',
      amountRefunded: 250,
      eventId: 'evt_r1',
    });
    expect(creditPurchase).not.toHaveBeenCalled();
  });

  it('reads an expanded payment_intent too', async () => {
    await handleStripeEvent(
      refundedEvent({ payment_intent: { id: 'pi_x', object: 'payment_intent' }, amount_refunded: 500 }),
      deps,
    );
    expect(reversePayment).toHaveBeenCalledWith(
      expect.objectContaining({ paymentIntentId: 'pi_x', amountRefunded: 500 }),
    );
  });

  it('reports a replayed or older event, which the ledger leaves unchanged, as already reversed', async () => {
    reversePayment.mockResolvedValueOnce({ outcome: 'unchanged', userId: 'u1' });
    expect(await handleStripeEvent(refundedEvent({ payment_intent: 'pi_r', amount_refunded: 500 }), deps)).toEqual({
      outcome: 'already_reversed',
      paymentIntentId: 'pi_r',
    });
  });

  it('credits a payment that was never credited first (so a late payment_intent.succeeded adds nothing), then reverses it', async () => {
    put('pi_late');
    reversePayment.mockResolvedValueOnce({ outcome: 'no_payment' });
    expect(
      await handleStripeEvent(refundedEvent({ payment_intent: 'pi_late', amount_refunded: 500 }), deps),
    ).toMatchObject({
      outcome: 'reversed',
      paymentIntentId: 'pi_late',
    });
    expect(creditPurchase).toHaveBeenCalledWith({
      userId: 'u1',
      credits: 10,
      amountCents: 500,
      paymentIntentId: 'pi_late',
      by: 'stripe',
    });
    expect(reversePayment).toHaveBeenCalledTimes(2);
  });

  it('ignores (rejects) a refund of a charge that bought no credits, and credits nothing', async () => {
    put('pi_other', { metadata: {} });
    reversePayment.mockResolvedValue({ outcome: 'no_payment' });
    expect(
      await handleStripeEvent(refundedEvent({ payment_intent: 'pi_other', amount_refunded: 500 }), deps),
    ).toMatchObject({
      outcome: 'rejected',
    });
    expect(
      await handleStripeEvent(refundedEvent({ payment_intent: 'pi_unknown', amount_refunded: 500 }), deps),
    ).toMatchObject({ outcome: 'rejected' });
    expect(creditPurchase).not.toHaveBeenCalled();
  });

  it.each([
    ['no payment intent', { payment_intent: null, amount_refunded: 500 }],
    ['no refunded amount', { payment_intent: 'pi_r' }],
    ['a negative refunded amount', { payment_intent: 'pi_r', amount_refunded: -5 }],
    ['another currency', { payment_intent: 'pi_r', amount_refunded: 500, currency: 'eur' }],
  ])('rejects a refunded charge with %s and changes nothing', async (_, charge) => {
    expect(await handleStripeEvent(refundedEvent(charge), deps)).toMatchObject({ outcome: 'rejected' });
    expect(reversePayment).not.toHaveBeenCalled();
  });

  it('charge.dispute.created reverses the payment of dispute.payment_intent, with the dispute, its amount and reason', async () => {
    expect(await handleStripeEvent(disputeEvent({ payment_intent: 'pi_d' }), deps)).toMatchObject({
      outcome: 'reversed',
      paymentIntentId: 'pi_d',
    });
    expect(reversePayment).toHaveBeenCalledWith({
      kind: 'dispute',
      paymentIntentId: 'pi_d',
      chargeId: 'ch_1',
      disputeId: 'dp_1',
      disputedCents: 500,
      reason: 'fraudulent',
      eventId: 'evt_d1',
    });
  });

  it('finds the payment of a dispute without payment_intent through its charge, as Stripe holds it', async () => {
    charges.set('ch_9', { id: 'ch_9', payment_intent: 'pi_from_charge' });
    await handleStripeEvent(disputeEvent({ payment_intent: null, charge: 'ch_9' }), deps);
    expect(stripe.charges.retrieve).toHaveBeenCalledWith('ch_9');
    expect(reversePayment).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'dispute', paymentIntentId: 'pi_from_charge', chargeId: 'ch_9' }),
    );
    expect(await handleStripeEvent(disputeEvent({ payment_intent: null, charge: 'ch_missing' }), deps)).toMatchObject({
      outcome: 'rejected',
    });
  });

  it('rejects a refund or dispute of a user who no longer exists; lets storage failures through for Stripe to resend', async () => {
    reversePayment.mockRejectedValueOnce(new UserNotFoundError('gone'));
    expect(await handleStripeEvent(disputeEvent({ payment_intent: 'pi_d' }), deps)).toEqual({
      outcome: 'rejected',
      reason: 'user not found',
    });
    reversePayment.mockRejectedValueOnce(new Error('DynamoDB is down'));
    await expect(
      handleStripeEvent(refundedEvent({ payment_intent: 'pi_r', amount_refunded: 500 }), deps),
    ).rejects.toThrow('DynamoDB is down');
  });
});
