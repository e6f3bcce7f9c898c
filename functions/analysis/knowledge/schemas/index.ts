/** The schema of each knowledge file, by its member name in `Knowledge`; the types are inferred from them. */
import type * as z from '@shared/zod.js';
import { energySchema } from './energy.js';
import { hurricaneSchema } from './hurricane.js';
import { paymentSchema } from './payment.js';
import { pricingSchema } from './pricing.js';
import { qualitySchema } from './quality.js';
import { regionsSchema } from './regions.js';
import { rubricSchema } from './rubric.js';

export const KNOWLEDGE_SCHEMAS = {
  pricing: pricingSchema,
  regions: regionsSchema,
  hurricane: hurricaneSchema,
  energy: energySchema,
  payment: paymentSchema,
  quality: qualitySchema,
  rubric: rubricSchema,
};

/** The whole knowledge base, one member per data file. */
export type Knowledge = { [K in keyof typeof KNOWLEDGE_SCHEMAS]: z.infer<(typeof KNOWLEDGE_SCHEMAS)[K]> };
