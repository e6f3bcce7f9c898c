/** hurricane.json: hurricane.md §7–§8. */
import * as z from '@shared/zod.js';
import { fileHeader, text, zip3, zip5 } from './common.js';

const TIERS = ['T0', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6'] as const;
export type HurricaneTier = (typeof TIERS)[number];

export const hurricaneSchema = z.strictObject({
  ...fileHeader,
  tiers: z.record(z.enum(TIERS), z.strictObject({ name: text, meaning: text })),
  /** T1: these ZIP3 prefixes, plus 330 except the Monroe ZIPs, plus the extra ZIPs. */
  hvhz: z.strictObject({
    zip3: z.array(zip3),
    zip3ExceptMonroe: zip3,
    monroeZips: z.array(zip5),
    extraZips: z.array(zip5),
    counties: z.record(z.string(), z.array(zip5)),
  }),
  /** T3: 5-digit ZIPs of the Texas first-tier counties (and the Harris County cities east of SH 146). */
  texasCatastropheZips: z.array(zip5),
  /** T4, T5, T6 by ZIP3 prefix ("365"). */
  gulfAtlanticZip3: z.array(zip3),
  shoreZip3: z.array(zip3),
  islandZip3: z.array(zip3),
  /** Weight of the category in T1–T3 (rubric §0.2). */
  weightInTiers: z.strictObject({ tiers: z.array(z.enum(TIERS)), weight: z.number().check(z.positive()) }),
  chatQuestions: z.strictObject({ coast: text, approval: text, texas: text }),
});
export type HurricaneKnowledge = z.infer<typeof hurricaneSchema>;
