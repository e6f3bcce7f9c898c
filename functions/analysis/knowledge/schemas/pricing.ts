/** pricing.json: shared/domain/pricing.md §2–§9. */
import * as z from '@shared/zod.js';
import { fileHeader, money, range, sourceIds, text } from './common.js';

const WINDOW_TYPES = [
  'double_hung',
  'single_hung',
  'sliding',
  'casement',
  'awning',
  'picture',
  'bay',
  'bow',
  'garden',
  'specialty',
  'egress',
] as const;
const DOOR_TYPES = [
  'steel_entry',
  'fiberglass_entry',
  'wood_entry',
  'entry_with_sidelites',
  'sliding_patio',
  'french_patio',
  'storm',
] as const;
const FRAMES = ['vinyl', 'aluminum', 'fiberglass', 'composite', 'clad_wood', 'wood'] as const;
const GLASS = ['dual_low_e', 'triple', 'impact', 'impact_hvhz'] as const;

export type WindowUnitType = (typeof WINDOW_TYPES)[number];
export type DoorUnitType = (typeof DOOR_TYPES)[number];
export type FrameMaterial = (typeof FRAMES)[number];
export type GlassPackage = (typeof GLASS)[number];

const priceBand = z
  .strictObject({
    low: money,
    typical: money,
    high: money,
    /** Homeowner-facing name: "double-hung window". */
    label: text,
    /** Source ids the band rests on. */
    sources: sourceIds,
  })
  .check(z.refine((b) => b.low <= b.typical && b.typical <= b.high, 'expected low ≤ typical ≤ high'));
export type PriceBand = z.infer<typeof priceBand>;

const multiplier = z.strictObject({ central: z.number().check(z.positive()), range, label: text, sources: sourceIds });
export type Multiplier = z.infer<typeof multiplier>;

const additive = z.strictObject({ central: money, range, sources: sourceIds });
/** A dollar range with the sources it rests on. */
const sourcedRange = z.strictObject({ range, sources: sourceIds });

export const pricingSchema = z.strictObject({
  ...fileHeader,
  /** Installed price per unit in 2024–25 dollars, baseline: standard size, vinyl, dual-pane low-E, insert install. */
  windows: z.record(z.enum(WINDOW_TYPES), priceBand),
  doors: z.record(z.enum(DOOR_TYPES), priceBand),
  frames: z.record(z.enum(FRAMES), multiplier),
  glass: z.record(z.enum(GLASS), multiplier),
  /** Impact-rated doors (doors carry their material in their row). */
  impactDoor: multiplier,
  /** What fitting a door costs on its own, and taking away an old patio door: what a door's installed price covers. */
  doorInstall: z.strictObject({ labourSwap: sourcedRange, labourInvolved: sourcedRange, patioDisposal: sourcedRange }),
  fullFrameInstall: multiplier,
  upperFloorInstall: multiplier,
  /** Additive dollars per opening. */
  additive: z.strictObject({ rrpPerOpening: additive, cappingPerWindow: additive }),
  /** Sizes the bands assume, for scaling large units by area. */
  standardSizes: z.strictObject({
    windowSqFt: z.number().check(z.positive()),
    pictureMaxSqFt: z.number().check(z.positive()),
    slidingDoorSqFt: z.number().check(z.positive()),
  }),
  /** A remodeler's usual overhead, and the markup it needs for its gross profit: what the chat says of a contractor's markup. */
  contractorMarkup: z.optional(
    z.strictObject({
      overheadPercent: range,
      minMarkupPercent: z.number().check(z.positive()),
      grossProfitPercent: z.number().check(z.positive()),
      sources: sourceIds,
    }),
  ),
  /** r = quoted / expected typical: §9.4. */
  thresholds: z
    .strictObject({
      lowball: z.number().check(z.positive()),
      goodMax: z.number().check(z.positive()),
      averageMax: z.number().check(z.positive()),
      boundaryZone: z.number().check(z.nonnegative()),
    })
    .check(
      z.refine((t) => t.lowball < t.goodMax && t.goodMax < t.averageMax, 'expected lowball < goodMax < averageMax'),
    ),
});
export type PricingKnowledge = z.infer<typeof pricingSchema>;
