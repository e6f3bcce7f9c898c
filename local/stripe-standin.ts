import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import Stripe from 'stripe';
import { assertPortFree } from './processes.js';

/**
 * A Stripe stand-in for demo payments (no real charge): exactly the endpoints the payments code
 * and its tests call, with Stripe's shapes (form-encoded requests, JSON answers, Stripe's error
 * JSON), and signed webhooks sent to the app like Stripe sends them.
 *
 *   POST /v1/payment_intents               create (amount, currency, metadata, automatic_payment_methods)
 *   GET  /v1/payment_intents/:id           retrieve
 *   POST /v1/payment_intents/:id/confirm   → succeeded, with a charge (`latest_charge`); sends
 *                                            payment_intent.succeeded. With Stripe's test card
 *                                            `pm_card_createDispute` the charge is then disputed, as in
 *                                            Stripe's test mode (sends charge.dispute.created)
 *   POST /v1/payment_intents/:id/cancel    → canceled; sends payment_intent.canceled
 *   GET  /v1/charges/:id                   retrieve a charge (amount_refunded, refunded, disputed)
 *   POST /v1/refunds                       refund a charge or an intent's charge, fully or `amount`
 *                                            cents; sends charge.refunded (cumulative amount_refunded)
 *   GET  /v1/refunds/:id, GET /v1/disputes/:id
 *   GET  /v1/events, GET /v1/events/:id    the events sent, with `pending_webhooks` (0 once delivered)
 *
 * Stand-in only (Stripe has no such call; tests reach it with `stripe.rawRequest`):
 *
 *   POST /v1/test_helpers/charges/:id/dispute   the buyer disputes the charge (optional `amount`,
 *                                               `reason`, default the unrefunded amount and
 *                                               'fraudulent'); sends charge.dispute.created
 *
 * Only the configured (demo) secret key is accepted. Intents and events are kept in memory and,
 * when `dataFile` is given, in that JSON file so they survive a restart.
 */
export interface StripeStandinOptions {
  port: number;
  /** The only API key accepted (Authorization: Bearer <key>). */
  secretKey: string;
  /** Where events are POSTed, e.g. http://127.0.0.1:3000/api/payments/webhook. */
  webhookUrl: string;
  webhookSecret: string;
  dataFile?: string;
  /** Wait before the first delivery attempt (Stripe sends events shortly after the change). */
  webhookDelayMs?: number;
}

export interface StripeStandin {
  endpoint: string;
  stop(): Promise<void>;
}

type Json = Record<string, unknown>;

interface StoredIntent extends Json {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  latest_charge: string | null;
}

interface StoredCharge extends Json {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  disputed: boolean;
  refunds: { object: 'list'; data: Json[]; has_more: boolean; url: string };
}

interface StoredDispute extends Json {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  payment_intent: string;
}

interface StoredEvent extends Json {
  id: string;
  type: string;
  created: number;
  pending_webhooks: number;
}

interface State {
  intents: Record<string, StoredIntent>;
  charges: Record<string, StoredCharge>;
  refunds: Record<string, Json>;
  disputes: Record<string, StoredDispute>;
  events: StoredEvent[];
}

const MIN_AMOUNT_USD_CENTS = 50;
const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);
const DELIVERY_ATTEMPTS = 5;
/** Stripe's test payment method whose charge succeeds and is then disputed. */
const DISPUTE_TEST_CARD = 'pm_card_createDispute';

class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

function invalidRequest(statusCode: number, message: string, extra: Json = {}): StripeApiError {
  return new StripeApiError(statusCode, { type: 'invalid_request_error', message, ...extra });
}

function noSuchIntent(id: string): StripeApiError {
  return invalidRequest(404, `No such payment_intent: '${id}'`, { code: 'resource_missing', param: 'intent' });
}

function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const randomId = (prefix: string, length = 24) =>
  `${prefix}_${randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)
    .padEnd(length, '0')}`;

/** Stripe's form encoding (`metadata[userId]=u1&expand[0]=x`) → nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const m = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(key);
    if (!m) continue;
    const path = [m[1], ...[...m[2].matchAll(/\[([^\]]*)\]/g)].map((s) => s[1])];
    if (path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) continue;
    let node = root;
    path.forEach((part, i) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) node[name] = value;
      else node = (node[name] && typeof node[name] === 'object' ? node[name] : (node[name] = {})) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    const isArray = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return isArray ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startStripeStandin(options: StripeStandinOptions): Promise<StripeStandin> {
  const { port, secretKey, webhookUrl, webhookSecret, dataFile, webhookDelayMs = 150 } = options;
  await assertPortFree(port, '127.0.0.1', 'the Stripe stand-in');

  const stored = dataFile && existsSync(dataFile) ? (JSON.parse(readFileSync(dataFile, 'utf8')) as Partial<State>) : {};
  const state: State = { intents: {}, charges: {}, refunds: {}, disputes: {}, events: [], ...stored };
  const idempotent = new Map<string, { statusCode: number; body: Json }>();
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;

  const save = () => {
    if (!dataFile) return;
    mkdirSync(dirname(dataFile), { recursive: true });
    writeFileSync(`${dataFile}.tmp`, JSON.stringify(state));
    renameSync(`${dataFile}.tmp`, dataFile);
  };

  const intentOf = (id: string): StoredIntent => {
    const intent = Object.hasOwn(state.intents, id) ? state.intents[id] : undefined;
    if (!intent) throw noSuchIntent(id);
    return intent;
  };

  const chargeOf = (id: string, param = 'id'): StoredCharge => {
    const charge = Object.hasOwn(state.charges, id) ? state.charges[id] : undefined;
    if (!charge) throw noSuch('charge', id, param);
    return charge;
  };

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  /** Sends one event like Stripe: JSON body, Stripe-Signature header; retried with backoff on failure. */
  async function deliver(event: StoredEvent): Promise<void> {
    const payload = JSON.stringify(event);
    let delay = webhookDelayMs;
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS && !stopping; attempt++) {
      await wait(delay);
      if (stopping) return;
      delay = Math.max(200, delay * 2);
      try {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
        });
        await res.arrayBuffer();
        if (res.ok) {
          event.pending_webhooks = 0;
          save();
          return;
        }
        console.warn(`Stripe stand-in: webhook ${event.type} ${event.id} answered ${res.status} (attempt ${attempt})`);
      } catch (error) {
        if (stopping) return;
        console.warn(
          `Stripe stand-in: webhook ${event.type} ${event.id} failed (attempt ${attempt}): ${(error as Error).message}`,
        );
      }
    }
  }

  function emit(
    type: string,
    object: Json,
    requestId: string | null,
    idempotencyKey: string | null,
    previousAttributes?: Json,
  ): void {
    const event: StoredEvent = {
      id: randomId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: structuredClone(object),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: requestId, idempotency_key: idempotencyKey },
      type,
    };
    state.events.push(event);
    save();
    void deliver(event);
  }

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

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    params: Json,
    requestId: string,
    idempotencyKey: string | null,
  ): Json {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    let m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (m && method === 'GET') return intentOf(decodeURIComponent(m[1]));
    m = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (m && method === 'POST') return confirmIntent(decodeURIComponent(m[1]), params, requestId, idempotencyKey);
    m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (m && method === 'POST') return cancelIntent(decodeURIComponent(m[1]), params, requestId, idempotencyKey);
    m = /^\/v1\/charges\/([^/]+)$/.exec(path);
    if (m && method === 'GET') return chargeOf(decodeURIComponent(m[1]));
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params, requestId, idempotencyKey);
    m = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (m && method === 'GET') {
      const id = decodeURIComponent(m[1]);
      if (!Object.hasOwn(state.refunds, id)) throw noSuch('refund', id);
      return state.refunds[id];
    }
    m = /^\/v1\/disputes\/([^/]+)$/.exec(path);
    if (m && method === 'GET') {
      const id = decodeURIComponent(m[1]);
      if (!Object.hasOwn(state.disputes, id)) throw noSuch('dispute', id, 'dispute');
      return state.disputes[id];
    }
    m = /^\/v1\/test_helpers\/charges\/([^/]+)\/dispute$/.exec(path);
    if (m && method === 'POST') return disputeCharge(decodeURIComponent(m[1]), params, requestId);
    if (method === 'GET' && path === '/v1/events') return listEvents(query);
    m = /^\/v1\/events\/([^/]+)$/.exec(path);
    if (m && method === 'GET') {
      const event = state.events.find((e) => e.id === decodeURIComponent(m![1]));
      if (!event) throw invalidRequest(404, `No such event: '${m[1]}'`, { code: 'resource_missing', param: 'id' });
      return event;
    }
    throw invalidRequest(
      404,
      `Unrecognized request URL (${method}: ${path}). This stand-in implements only the payment intent, charge, refund, dispute and event endpoints QuoteCheck uses.`,
    );
  }

  const send = (res: ServerResponse, statusCode: number, body: Json, requestId: string) => {
    res.writeHead(statusCode, {
      'content-type': 'application/json',
      'request-id': requestId,
      'stripe-version': Stripe.API_VERSION,
    });
    res.end(JSON.stringify(body, null, 2));
  };

  const server = createServer((req, res) => {
    const requestId = randomId('req', 14);
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const auth = req.headers.authorization ?? '';
        if (auth !== `Bearer ${secretKey}`) {
          const shown = auth.replace(/^Bearer\s+/, '').slice(0, 8);
          throw new StripeApiError(401, {
            type: 'invalid_request_error',
            message: auth ? `Invalid API Key provided: ${shown}****` : 'You did not provide an API key.',
          });
        }
        const method = (req.method ?? 'GET').toUpperCase();
        const text = await readBody(req);
        const params = method === 'POST' ? parseStripeForm(text) : parseStripeForm(url.search.slice(1));
        const keyHeader = req.headers['idempotency-key'];
        const idempotencyKey = typeof keyHeader === 'string' && method === 'POST' ? keyHeader : null;
        const cacheKey = idempotencyKey && `${method} ${url.pathname} ${idempotencyKey}`;
        const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
        if (cached) return send(res, cached.statusCode, cached.body, requestId);
        let statusCode = 200;
        let body: Json;
        try {
          body = route(method, url.pathname, url.searchParams, params, requestId, idempotencyKey);
        } catch (error) {
          if (!(error instanceof StripeApiError)) throw error;
          statusCode = error.statusCode;
          body = { error: error.body };
        }
        if (cacheKey && statusCode < 500) idempotent.set(cacheKey, { statusCode, body });
        send(res, statusCode, body, requestId);
      } catch (error) {
        if (error instanceof StripeApiError) return send(res, error.statusCode, { error: error.body }, requestId);
        console.error('Stripe stand-in error:', error);
        send(res, 500, { error: { type: 'api_error', message: 'The Stripe stand-in failed.' } }, requestId);
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
