import Stripe from 'stripe';
import { type Json, type Store, type StoredEvent, randomId } from './state.js';

const DELIVERY_ATTEMPTS = 5;

export interface WebhookOptions {
  /** Where events are POSTed, e.g. http://127.0.0.1:3000/api/payments/webhook. */
  webhookUrl: string;
  webhookSecret: string;
  /** Wait before the first delivery attempt. */
  webhookDelayMs: number;
}

/** Records an event (type, the object, the request that caused it) and sends it to the app. */
export type Emit = (
  type: string,
  object: Json,
  requestId: string | null,
  idempotencyKey: string | null,
  previousAttributes?: Json,
) => void;

/**
 * Stripe's events for the stand-in: each is stored, then POSTed to the app signed like Stripe signs
 * them, retried with backoff until it is answered 2xx or `stop` is called.
 */
export function createWebhooks(
  { state, save }: Store,
  { webhookUrl, webhookSecret, webhookDelayMs }: WebhookOptions,
): { emit: Emit; stop(): void } {
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;

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

  function stop(): void {
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  }

  return { emit, stop };
}
