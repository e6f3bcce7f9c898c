import * as z from '@shared/zod.js';
import { apiHandler } from '../lib/http.js';
import { parseWith } from '../lib/validate.js';
import { confirmPurchase, createIntent } from '../payments/payment-provider.js';
import { PAYMENT_ERRORS } from '../payments/purchase-rules.js';
import { paymentDeps } from '../wiring/payments.js';

const deps = paymentDeps();

const createIntentSchema = z.object({
  creditAmount: z.union([z.literal(1), z.literal(10)], { error: PAYMENT_ERRORS.chooseBundle }),
});

/** `credits` may be sent by the web app; the credited amount always comes from the intent itself. */
const confirmSchema = z.object({
  paymentIntentId: z
    .string({ error: PAYMENT_ERRORS.invalidIntentId })
    .check(
      z.maxLength(255, PAYMENT_ERRORS.invalidIntentId),
      z.regex(/^pi_[A-Za-z0-9_]+$/, PAYMENT_ERRORS.invalidIntentId),
    ),
});

/** Buying credits (signed-in users only, per the route table). */
export const handler = apiHandler('payments', {
  'POST /api/payments/create-intent': async (req) => {
    const { creditAmount } = parseWith(createIntentSchema, req.body);
    return { body: await createIntent(req.user!.id, creditAmount, deps) };
  },
  'POST /api/payments/confirm': async (req) => {
    const { paymentIntentId } = parseWith(confirmSchema, req.body);
    return { body: await confirmPurchase(req.user!.id, paymentIntentId, deps) };
  },
});
