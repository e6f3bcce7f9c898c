import { invalidRequest, noSuch } from './errors.js';
import type { Operations } from './operations.js';
import type { Json, Store } from './state.js';

/** Answers one API request (method, path, query and form parameters) with a Stripe object or list. */
export type Route = (
  method: string,
  path: string,
  query: URLSearchParams,
  params: Json,
  requestId: string,
  idempotencyKey: string | null,
) => Json;

/**
 * The stand-in's endpoints (listed in local/stripe-standin.ts); any other path answers Stripe's
 * 404 "Unrecognized request URL".
 */
export function createRouter({ state, intentOf, chargeOf }: Store, operations: Operations): Route {
  const { createIntent, confirmIntent, cancelIntent, createRefund, disputeCharge, listEvents } = operations;

  return (method, path, query, params, requestId, idempotencyKey) => {
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
  };
}
