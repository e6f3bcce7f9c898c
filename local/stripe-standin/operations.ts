import { invalidRequest, noSuch } from './errors.js';
import { type Json, type Store, type StoredCharge, type StoredDispute, type StoredIntent, randomId } from './state.js';
import type { Emit } from './webhooks.js';
import { displayCents } from '@shared/money.js';

const MIN_AMOUNT_USD_CENTS = 50;
const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);
/** Stripe's test payment method whose charge succeeds and is then disputed. */
const DISPUTE_TEST_CARD = 'pm_card_createDispute';

const dollars = (cents: number) => displayCents(cents);

/**
 * What the stand-in does to its objects: payment intents (create, confirm with a charge, cancel),
 * refunds, disputes and the list of events. Each change is saved and sends its event.
 */
export function createOperations({ state, save, intentOf, chargeOf }: Store, emit: Emit) {
  function createIntent(params: Json): StoredIntent {
    const amountText = params.amount;
    if (amountText === undefined)
      throw invalidRequest(400, 'Missing required param: amount.', { code: 'parameter_missing', param: 'amount' });
    const amount = Number(amountText);
    if (!Number.isInteger(amount) || amount < 0) {
      throw invalidRequest(400, 'Invalid integer: ' + String(amountText), {
        code: 'parameter_invalid_integer',
        param: 'amount',
      });
    }
    if (typeof params.currency !== 'string' || !params.currency) {
      throw invalidRequest(400, 'Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
    }
    const currency = params.currency.toLowerCase();
    if (!/^[a-z]{3}$/.test(currency))
      throw invalidRequest(400, `Invalid currency: ${currency}.`, { param: 'currency' });
    if (currency === 'usd' && amount < MIN_AMOUNT_USD_CENTS) {
      throw invalidRequest(400, 'Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    }
    const metadata = (params.metadata ?? {}) as Record<string, unknown>;
    if (typeof metadata !== 'object' || Array.isArray(metadata))
      throw invalidRequest(400, 'Invalid metadata.', { param: 'metadata' });
    const id = randomId('pi');
    const apm = params.automatic_payment_methods as { enabled?: string } | undefined;
    const intent: StoredIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: apm ? { enabled: apm.enabled === 'true' } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomId('x').slice(2)}`,
      confirmation_method: 'automatic',
      created: Math.floor(Date.now() / 1000),
      currency,
      description: typeof params.description === 'string' ? params.description : null,
      last_payment_error: null,
      livemode: false,
      metadata: Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, String(v)])),
      latest_charge: null,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
    };
    state.intents[id] = intent;
    save();
    return intent;
  }

  function confirmIntent(id: string, params: Json, requestId: string, idempotencyKey: string | null): StoredIntent {
    const intent = intentOf(id);
    if (intent.status === 'succeeded') {
      throw invalidRequest(
        400,
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        {
          code: 'payment_intent_unexpected_state',
          payment_intent: intent,
        },
      );
    }
    if (!CONFIRMABLE.has(intent.status)) {
      throw invalidRequest(
        400,
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_action, requires_payment_method.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      );
    }
    const paymentMethod = typeof params.payment_method === 'string' ? params.payment_method : intent.payment_method;
    if (!paymentMethod) {
      throw invalidRequest(400, "You cannot confirm this PaymentIntent because it's missing a payment method.", {
        code: 'payment_intent_unexpected_state',
        payment_intent: intent,
      });
    }
    const charge = createCharge(intent, paymentMethod);
    Object.assign(intent, {
      status: 'succeeded',
      payment_method: paymentMethod,
      amount_received: intent.amount,
      latest_charge: charge.id,
    });
    save();
    emit('payment_intent.succeeded', intent, requestId, idempotencyKey);
    // Stripe's test card for disputes: the payment succeeds, then the buyer disputes it.
    if (paymentMethod === DISPUTE_TEST_CARD) disputeCharge(charge.id, {}, null);
    return intent;
  }

  function createCharge(intent: StoredIntent, paymentMethod: string): StoredCharge {
    const id = randomId('ch');
    const charge: StoredCharge = {
      id,
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      captured: true,
      created: Math.floor(Date.now() / 1000),
      currency: intent.currency,
      description: intent.description ?? null,
      disputed: false,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: intent.id,
      payment_method: paymentMethod,
      refunded: false,
      refunds: { object: 'list', data: [], has_more: false, url: `/v1/charges/${id}/refunds` },
      status: 'succeeded',
    };
    state.charges[id] = charge;
    return charge;
  }

  /** The charge a refund names: `charge`, or the succeeded charge of `payment_intent`. */
  function chargeToRefund(params: Json): StoredCharge {
    if (typeof params.charge === 'string' && params.charge) return chargeOf(params.charge, 'charge');
    if (typeof params.payment_intent === 'string' && params.payment_intent) {
      const intent = Object.hasOwn(state.intents, params.payment_intent)
        ? state.intents[params.payment_intent]
        : undefined;
      if (!intent) throw noSuch('payment_intent', params.payment_intent, 'payment_intent');
      if (intent.status !== 'succeeded' || !intent.latest_charge) {
        throw invalidRequest(400, `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
          param: 'payment_intent',
        });
      }
      return chargeOf(intent.latest_charge);
    }
    throw invalidRequest(
      400,
      'One of the following params should be provided for this request: payment_intent or charge.',
      { code: 'parameter_missing' },
    );
  }

  function createRefund(params: Json, requestId: string, idempotencyKey: string | null): Json {
    const charge = chargeToRefund(params);
    if (charge.disputed) {
      throw invalidRequest(400, `Charge ${charge.id} has been charged back; cannot issue a refund.`, {
        code: 'charge_disputed',
        charge: charge.id,
      });
    }
    const unrefunded = charge.amount - charge.amount_refunded;
    if (unrefunded <= 0)
      throw invalidRequest(400, `Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
        charge: charge.id,
      });
    let amount = unrefunded;
    if (params.amount !== undefined) {
      amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount <= 0) {
        throw invalidRequest(400, 'Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
      }
      if (amount > unrefunded) {
        throw invalidRequest(
          400,
          `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(unrefunded)})`,
          { param: 'amount' },
        );
      }
    }
    const refund: Json = {
      id: randomId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: Math.floor(Date.now() / 1000),
      currency: charge.currency,
      metadata: (params.metadata ?? {}) as Json,
      payment_intent: charge.payment_intent,
      reason: typeof params.reason === 'string' ? params.reason : null,
      status: 'succeeded',
    };
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    state.refunds[String(refund.id)] = refund;
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    charge.refunds.data.unshift(refund);
    save();
    emit('charge.refunded', charge, requestId, idempotencyKey, previous);
    return refund;
  }

  /** The buyer disputes a charge (stand-in only, or Stripe's dispute test card); sends charge.dispute.created. */
  function disputeCharge(chargeId: string, params: Json, requestId: string | null): StoredDispute {
    const charge = chargeOf(chargeId);
    if (charge.disputed)
      throw invalidRequest(400, `Charge ${charge.id} has already been disputed.`, {
        code: 'charge_disputed',
        charge: charge.id,
      });
    const unrefunded = charge.amount - charge.amount_refunded;
    if (unrefunded <= 0)
      throw invalidRequest(400, `Charge ${charge.id} has been fully refunded and cannot be disputed.`, {
        code: 'charge_already_refunded',
        charge: charge.id,
      });
    const amount = params.amount === undefined ? unrefunded : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > unrefunded) {
      throw invalidRequest(400, `Invalid dispute amount: at most ${unrefunded} cents.`, { param: 'amount' });
    }
    const dispute: StoredDispute = {
      id: randomId('dp'),
      object: 'dispute',
      amount,
      balance_transactions: [],
      charge: charge.id,
      created: Math.floor(Date.now() / 1000),
      currency: charge.currency,
      evidence_details: {
        due_by: Math.floor(Date.now() / 1000) + 7 * 86400,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason: typeof params.reason === 'string' && params.reason ? params.reason : 'fraudulent',
      status: 'needs_response',
    };
    state.disputes[dispute.id] = dispute;
    charge.disputed = true;
    save();
    emit('charge.dispute.created', dispute, requestId, null);
    return dispute;
  }

  function cancelIntent(id: string, params: Json, requestId: string, idempotencyKey: string | null): StoredIntent {
    const intent = intentOf(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalidRequest(400, `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, {
        code: 'payment_intent_unexpected_state',
        payment_intent: intent,
      });
    }
    Object.assign(intent, {
      status: 'canceled',
      canceled_at: Math.floor(Date.now() / 1000),
      cancellation_reason: typeof params.cancellation_reason === 'string' ? params.cancellation_reason : null,
    });
    save();
    emit('payment_intent.canceled', intent, requestId, idempotencyKey);
    return intent;
  }

  function listEvents(query: URLSearchParams): Json {
    const type = query.get('type');
    const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 10) || 10));
    const matching = state.events.filter((e) => !type || e.type === type).reverse();
    return { object: 'list', data: matching.slice(0, limit), has_more: matching.length > limit, url: '/v1/events' };
  }

  return { createIntent, confirmIntent, cancelIntent, createRefund, disputeCharge, listEvents };
}

export type Operations = ReturnType<typeof createOperations>;
