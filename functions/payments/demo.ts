/**
 * Demo payments: with no Stripe keys configured, the local stack runs a Stripe stand-in
 * (local/stripe-standin.ts) and gives the functions these keys. They are public on purpose and
 * are only ever sent to the stand-in; there is no real charge in demo mode.
 */
export const DEMO_SECRET_KEY = 'sk_test_demo_local';
export const DEMO_WEBHOOK_SECRET = 'whsec_demo_local';
/** The payment method the server confirms demo intents with (Stripe's test card name). */
export const DEMO_PAYMENT_METHOD = 'pm_card_visa';

export function isDemoKey(key: string | undefined): boolean {
  return key === DEMO_SECRET_KEY;
}
