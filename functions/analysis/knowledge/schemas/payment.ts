/** payment.json: payment.md §2–§5. */
import * as z from '@shared/zod.js';
import { fileHeader, money, sourceIds, stateCode, text } from './common.js';

const percent = z.number().check(z.gte(0), z.lte(100));

const depositRule = z
  .strictObject({
    /** "minOf": min(dollars, percent of price); "percent"; "greaterOfPercentOrSpecialOrder"; "percentPlusSpecialOrder". */
    kind: z.enum(['minOf', 'percent', 'greaterOfPercentOrSpecialOrder', 'percentPlusSpecialOrder', 'none']),
    percent: z.optional(percent),
    dollars: z.optional(money),
  })
  .check(
    z.refine((r) => r.kind === 'none' || r.percent !== undefined, 'this kind needs a percent'),
    z.refine((r) => r.kind !== 'minOf' || r.dollars !== undefined, 'minOf needs dollars'),
  );
export type DepositRule = z.infer<typeof depositRule>;

const statePaymentRule = z.strictObject({
  /** The deposit cap used for "good". */
  goodCap: depositRule,
  /** Above this the rating is poor. */
  hardCap: depositRule,
  /** A cap written in statute (exceeding it is unlawful), not a norm. */
  statutory: z.boolean(),
  /** Homeowner-facing summary: "California limits the down payment to $1,000 or 10%, whichever is less". */
  summary: text,
  /** Extra duties: FL 30/90-day rule, NY escrow, MA/NJ final payment only on completion. */
  duties: z.array(text),
  sources: sourceIds,
});
export type StatePaymentRule = z.infer<typeof statePaymentRule>;

export const paymentSchema = z.strictObject({
  ...fileHeader,
  states: z.record(stateCode, statePaymentRule),
  /** All other states. */
  default: statePaymentRule,
  /** At least this share of the price should be due only on completion (good). */
  finalPaymentMinPercent: percent,
  redFlags: z.array(text),
  cancellation: z.strictObject({ summary: text, sources: sourceIds }),
  chatQuestions: z.strictObject({ schedule: text, escrow: text, cancel: text, financing: text }),
});
export type PaymentKnowledge = z.infer<typeof paymentSchema>;
