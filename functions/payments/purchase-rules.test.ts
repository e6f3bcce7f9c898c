import { describe, expect, it } from 'vitest';
import { checkPurchase, isCreditBundle, type IntentLike } from './purchase-rules.js';

const intent = (over: Partial<IntentLike> = {}): IntentLike => ({
  id: 'pi_1',
  status: 'succeeded',
  amount: 500,
  currency: 'usd',
  metadata: { userId: 'u1', credits: '10' },
  ...over,
});

describe('checkPurchase', () => {
  it('accepts a succeeded intent priced exactly as its bundle, for its user', () => {
    expect(checkPurchase(intent(), 'u1')).toEqual({ ok: true, userId: 'u1', credits: 10, amountCents: 500 });
    expect(checkPurchase(intent({ amount: 50, metadata: { userId: 'u1', credits: '1' } }), 'u1')).toEqual({
      ok: true,
      userId: 'u1',
      credits: 1,
      amountCents: 50,
    });
    // The webhook has no caller: the user comes from the metadata.
    expect(checkPurchase(intent())).toMatchObject({ ok: true, userId: 'u1' });
    expect(checkPurchase(intent({ currency: 'USD' }), 'u1').ok).toBe(true);
  });

  it.each([
    ['an amount below the bundle price', { amount: 50 }],
    ['an amount above the bundle price', { amount: 5000 }],
    ['another currency', { currency: 'eur' }],
    ['a bundle that does not exist', { metadata: { userId: 'u1', credits: '3' } }],
    ['credits that are not a whole number', { metadata: { userId: 'u1', credits: '10.0' } }],
    ['no credits in the metadata', { metadata: { userId: 'u1' } }],
  ])('refuses %s', (_, over) => {
    expect(checkPurchase(intent(over), 'u1')).toEqual({ ok: false, problem: 'bundle_mismatch' });
  });

  it('refuses an intent of another user, or one without a user, before looking at anything else', () => {
    expect(checkPurchase(intent({ status: 'requires_payment_method', amount: 1 }), 'u2')).toEqual({
      ok: false,
      problem: 'other_user',
    });
    expect(checkPurchase(intent({ metadata: {} }), 'u1')).toEqual({ ok: false, problem: 'no_owner' });
    expect(checkPurchase(intent({ metadata: null }))).toEqual({ ok: false, problem: 'no_owner' });
  });

  it.each(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'canceled'])(
    'refuses status %s',
    (status) => {
      expect(checkPurchase(intent({ status }), 'u1')).toEqual({ ok: false, problem: 'not_succeeded' });
    },
  );
});

describe('isCreditBundle', () => {
  it('knows exactly the bundles 1 and 10', () => {
    expect([1, 10].every(isCreditBundle)).toBe(true);
    expect([0, 2, 3, 5, 100, -1, 1.5, '1', '10', null, undefined].some(isCreditBundle)).toBe(false);
  });
});
