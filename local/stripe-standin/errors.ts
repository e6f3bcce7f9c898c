import type { Json } from './state.js';

/** An error Stripe answers with: its HTTP status and the JSON of its `error` field. */
export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

export function invalidRequest(statusCode: number, message: string, extra: Json = {}): StripeApiError {
  return new StripeApiError(statusCode, { type: 'invalid_request_error', message, ...extra });
}

export function noSuchIntent(id: string): StripeApiError {
  return invalidRequest(404, `No such payment_intent: '${id}'`, { code: 'resource_missing', param: 'intent' });
}

export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
}
