import { describe, expect, it } from 'vitest';
import { DEMO_SECRET_KEY } from '../../payments/demo.js';
import { resolveStripeSetup } from './stripe-client.js';

const REAL = 'sk_test_51Abc';
const PK = 'pk_test_51Abc';

describe('resolveStripeSetup', () => {
  it('uses Stripe itself with a real key and the publishable key', () => {
    const setup = resolveStripeSetup({ secretKey: REAL, publishableKey: PK, localMode: false });
    expect(setup).toMatchObject({ ok: true, mode: 'stripe', publishableKey: PK });
    expect(setup.ok && setup.options.host).toBeUndefined();
    expect(resolveStripeSetup({ secretKey: 'sk_live_x', publishableKey: 'pk_live_x', localMode: true })).toMatchObject({
      ok: true,
      mode: 'stripe',
    });
  });

  it('uses the stand-in in demo mode, with no publishable key', () => {
    const setup = resolveStripeSetup({
      secretKey: DEMO_SECRET_KEY,
      apiUrl: 'http://127.0.0.1:3014',
      publishableKey: PK,
      localMode: true,
    });
    expect(setup).toMatchObject({
      ok: true,
      mode: 'demo',
      publishableKey: null,
      options: { host: '127.0.0.1', port: 3014, protocol: 'http' },
    });
  });

  it('never sends a real key to the stand-in', () => {
    expect(
      resolveStripeSetup({ secretKey: REAL, apiUrl: 'http://127.0.0.1:3014', publishableKey: PK, localMode: true }).ok,
    ).toBe(false);
  });

  it('never sends the demo key to Stripe, nor uses it outside local mode', () => {
    expect(resolveStripeSetup({ secretKey: DEMO_SECRET_KEY, localMode: true }).ok).toBe(false);
    expect(
      resolveStripeSetup({ secretKey: DEMO_SECRET_KEY, apiUrl: 'http://127.0.0.1:3014', localMode: false }).ok,
    ).toBe(false);
  });

  it('is not configured without a key, with a placeholder key, or without a publishable key for the browser', () => {
    expect(resolveStripeSetup({ localMode: true }).ok).toBe(false);
    expect(resolveStripeSetup({ secretKey: '  ', localMode: true }).ok).toBe(false);
    expect(resolveStripeSetup({ secretKey: 'not-configured', publishableKey: PK, localMode: false }).ok).toBe(false);
    expect(resolveStripeSetup({ secretKey: REAL, localMode: false }).ok).toBe(false);
    expect(resolveStripeSetup({ secretKey: REAL, publishableKey: '', localMode: false }).ok).toBe(false);
    expect(resolveStripeSetup({ secretKey: REAL, publishableKey: 'sk_test_wrong', localMode: false }).ok).toBe(false);
  });
});
