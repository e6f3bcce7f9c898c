import type { PaymentDeps } from '../payments/ports.js';
import { paymentGateway } from '../services/stripe/stripe-client.js';
import { dynamoPurchaseLedger } from '../store/purchases.js';

/** Buying credits wired to the DynamoDB ledger and the configured Stripe (or its local stand-in). */
export function paymentDeps(): PaymentDeps {
  return { ledger: dynamoPurchaseLedger, gateway: paymentGateway };
}
