/** regions.json: pricing.md §7 (BEA regional price parities) and §8 (ZIP3 → state). */
import * as z from '@shared/zod.js';
import { fileHeader, stateCode, text } from './common.js';

const zip3Number = z.number().check(z.int(), z.gte(0), z.lte(999));

const stateRegion = z.strictObject({
  name: text,
  rppAll2023: z.number().check(z.positive()),
  rppGoods2023: z.number().check(z.positive()),
  /** (goods + all) / 200, pricing.md §7 [H]. */
  factor: z.number().check(z.positive()),
});
export type StateRegion = z.infer<typeof stateRegion>;

export const regionsSchema = z.strictObject({
  ...fileHeader,
  /** [firstZip3, lastZip3, state] inclusive ranges, e.g. [320, 349, "FL"]. */
  zip3Ranges: z.array(
    z.tuple([zip3Number, zip3Number, stateCode]).check(z.refine(([a, b]) => a <= b, 'range start is above its end')),
  ),
  /** Keyed by state code; states without an RPP row (PR, GU, ...) are absent and use factor 1. */
  states: z.record(stateCode, stateRegion),
  /** ±tolerance to keep around any regional number (0.15). */
  tolerance: z.number().check(z.gte(0), z.lte(1)),
  /** Added: names of the codes in `zip3Ranges` that have no RPP row (PR, VI), for display. */
  territories: z.optional(z.record(stateCode, text)),
});
export type RegionsKnowledge = z.infer<typeof regionsSchema>;
