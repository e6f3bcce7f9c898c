/** energy.json: energy.md §2, §3, §5, §7, §8. */
import * as z from '@shared/zod.js';
import { fileHeader, isoDate, sourceIds, stateCode, text, zip3 } from './common.js';

const ZONES = ['Northern', 'North-Central', 'South-Central', 'Southern'] as const;
export type EnergyZone = (typeof ZONES)[number];

const zone = z.enum(ZONES);
const uFactor = z.number().check(z.positive(), z.lte(1.3));
const shgc = z.number().check(z.gte(0), z.lte(1));

const zoneCriteria = z
  .strictObject({
    /** Max U-factor; for Northern the prescriptive row. */
    uMax: uFactor,
    /** SHGC limit: { max } or { min }; Northern's equivalent rows in `northernEquivalent`. */
    shgcMax: z.optional(shgc),
    shgcMin: z.optional(shgc),
  })
  .check(z.refine((c) => c.shgcMax !== undefined || c.shgcMin !== undefined, 'expected shgcMax or shgcMin'));
export type ZoneCriteria = z.infer<typeof zoneCriteria>;

export const energySchema = z.strictObject({
  ...fileHeader,
  energyStarV7Windows: z.record(zone, zoneCriteria),
  /** Northern equivalent-performance rows: U exactly this with SHGC ≥ min. */
  northernEquivalent: z.array(z.strictObject({ u: uFactor, shgcMin: shgc })),
  energyStarV7Doors: z.strictObject({
    opaque: z.strictObject({ uMax: uFactor }),
    halfLite: z.strictObject({ uMax: uFactor, shgcMax: shgc }),
    /** > ½-lite, by zone. */
    fullLite: z.record(zone, z.strictObject({ uMax: uFactor, shgcMax: shgc })),
  }),
  /** IRC 2021 code maximum U-factor (and SHGC where limited) by IECC zone number 0–8. */
  codeMinimum: z.array(
    z.strictObject({
      zone: z.string().check(z.regex(/^[0-8][ABC]?$/, 'expected an IECC zone like 4 or 4C')),
      uMax: uFactor,
      shgcMax: z.nullable(shgc),
    }),
  ),
  /** ZIP3 → dominant zone; `split` lists the other candidate zones when the prefix is split. */
  zip3Zones: z.array(
    z
      .strictObject({
        from: zip3,
        to: zip3,
        state: stateCode,
        zone,
        iecc: text,
        split: z.optional(z.array(zone).check(z.minLength(1))),
      })
      .check(
        z.refine((r) => r.from <= r.to, 'from is above to'),
        z.refine((r) => !r.split?.includes(r.zone), 'split repeats the dominant zone'),
      ),
  ),
  /** Fallback when a ZIP3 is not listed: the state's most populous zone. */
  stateZones: z.record(stateCode, zone),
  taxCredit25C: z.strictObject({ name: text, endedForInstallationsAfter: isoDate, note: text, sources: sourceIds }),
  chatQuestions: z.strictObject({ numbers: text, glass: text, energyStar: text, taxCredit: text }),
});
export type EnergyKnowledge = z.infer<typeof energySchema>;
