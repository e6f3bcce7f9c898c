import Stripe from 'stripe';
import { ERRORS } from '@shared/messages.js';
import { getConfig } from '../../lib/config.js';
import { ServiceUnavailableError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { isDemoKey } from '../../payments/demo.js';
import type { PaymentGateway, PaymentMode } from '../../payments/ports.js';
import { loadStripeSecrets } from './stripe-secrets.js';

/**
 * Which Stripe the payments code talks to:
 * - 'stripe': a real key (sk_test_… or sk_live_…) → api.stripe.com, and the browser gets the
 *   publishable key for Stripe's Payment Element.
 * - 'demo': the local stack's demo key → the local Stripe stand-in at STRIPE_API_URL; no real charge.
 *
 * A real key is never sent to STRIPE_API_URL, and the demo key never to Stripe: any other
 * combination counts as "payments are not configured".
 */

export interface StripeSetupInput {
  secretKey?: string;
  apiUrl?: string;
  publishableKey?: string;
  /** Local mode (the local stack); the stand-in is only used there. */
  localMode: boolean;
}

export type StripeSetup =
  | { ok: true; mode: PaymentMode; publishableKey: string | null; options: Stripe.StripeConfig }
  | { ok: false; reason: string };

const COMMON_OPTIONS: Stripe.StripeConfig = { telemetry: false, timeout: 15_000 };

export function resolveStripeSetup(input: StripeSetupInput): StripeSetup {
  const secretKey = input.secretKey?.trim() || undefined;
  const apiUrl = input.apiUrl?.trim() || undefined;
  if (!secretKey) return { ok: false, reason: 'no Stripe secret key' };
  if (isDemoKey(secretKey)) {
    if (!input.localMode || !apiUrl)
      return {
        ok: false,
        reason: 'the demo key is only used with the local Stripe stand-in (STRIPE_API_URL, local mode)',
      };
    const url = new URL(apiUrl);
    return {
      ok: true,
      mode: 'demo',
      publishableKey: null,
      options: {
        ...COMMON_OPTIONS,
        host: url.hostname,
        port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
        protocol: url.protocol === 'https:' ? 'https' : 'http',
        maxNetworkRetries: 0,
      },
    };
  }
  if (apiUrl)
    return { ok: false, reason: 'STRIPE_API_URL is set: a real Stripe key is never sent to the local stand-in' };
  if (!/^(sk|rk)_(test|live)_/.test(secretKey))
    return { ok: false, reason: 'the Stripe secret key is not an sk_/rk_ key' };
  const publishableKey = input.publishableKey?.trim() || undefined;
  if (!publishableKey || !/^pk_(test|live)_/.test(publishableKey)) {
    return { ok: false, reason: 'no Stripe publishable key (pk_…): the browser could not show the payment form' };
  }
  return { ok: true, mode: 'stripe', publishableKey, options: { ...COMMON_OPTIONS, maxNetworkRetries: 2 } };
}

let cached: { fingerprint: string; gateway: PaymentGateway } | undefined;

/** The Stripe client for this configuration (one per key and target); 503 when payments are not configured. */
export async function paymentGateway(): Promise<PaymentGateway> {
  const config = getConfig();
  const { secretKey } = await loadStripeSecrets();
  const setup = resolveStripeSetup({
    secretKey,
    apiUrl: config.STRIPE_API_URL,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    localMode: config.localMode,
  });
  if (!setup.ok) {
    logger.warn('Payments are not configured', { reason: setup.reason });
    throw new ServiceUnavailableError(ERRORS.paymentsNotConfigured);
  }
  const fingerprint = JSON.stringify([
    secretKey,
    setup.options.host,
    setup.options.port,
    setup.mode,
    setup.publishableKey,
  ]);
  if (cached?.fingerprint !== fingerprint) {
    cached = {
      fingerprint,
      gateway: {
        mode: setup.mode,
        publishableKey: setup.publishableKey,
        stripe: new Stripe(secretKey!, setup.options),
      },
    };
  }
  return cached.gateway;
}
