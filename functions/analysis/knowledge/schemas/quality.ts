/** quality.json: quality.md §2–§8 (warranty, materials, removal, repairs, permits, finish). */
import * as z from '@shared/zod.js';
import { fileHeader, money, range, sourceIds, text } from './common.js';

const positive = z.number().check(z.positive());

export const qualitySchema = z.strictObject({
  ...fileHeader,
  warranty: z.strictObject({
    goodLaborYears: positive,
    excellentLaborYears: positive,
    norms: z.array(text),
    sources: sourceIds,
  }),
  /** Window and door manufacturers (display spelling); matched case-insensitively. */
  brands: z.array(text).check(z.minLength(1)),
  certifications: z.array(text),
  rrp: z.strictObject({
    builtBefore: z.number().check(z.int()),
    summary: text,
    costPerWindow: range,
    sources: sourceIds,
  }),
  permits: z.strictObject({
    floridaNoticeOfCommencementMin: money,
    summary: text,
    sources: sourceIds,
    /** Bedroom escape-opening minimums (IRC R310) and the replacement exemption (IEBC). */
    egress: z.strictObject({
      netClearSqFt: positive,
      gradeFloorNetClearSqFt: positive,
      minClearWidthIn: positive,
      minClearHeightIn: positive,
      maxSillHeightIn: positive,
      replacementExemption: text,
      sources: sourceIds,
    }),
    /** Where codes require safety (tempered or laminated) glass: IRC R308.4 hazardous locations. */
    safetyGlazing: z.strictObject({
      nearDoorIn: positive,
      maxBottomEdgeAboveFloorIn: positive,
      wetAreaHorizontalIn: positive,
      largePaneSqFt: positive,
      largePaneBottomEdgeIn: positive,
      largePaneTopEdgeIn: positive,
      sources: sourceIds,
    }),
  }),
  finish: z.strictObject({ cappingPerWindow: range, trimPerWindow: range, sources: sourceIds }),
  repairs: z.strictObject({ summary: text, sources: sourceIds }),
  /** Added: removal and disposal facts (quality.md §4 without the RRP part, which is in `rrp`). */
  removal: z.optional(
    z.strictObject({ disposalPerWindow: range, patioDoorDisposal: range, summary: text, sources: sourceIds }),
  ),
  /** Added: how long a crew takes to set one replacement window, for the time a whole quote's install takes. */
  installTime: z.strictObject({ minutesPerWindow: range, sources: sourceIds }),
  /** Added: doors and windows for a wheelchair user or a weak grip (the 2010 ADA Standards, a yardstick for homes). */
  accessibility: z.optional(
    z.strictObject({
      maxThresholdIn: positive,
      minClearWidthIn: positive,
      doorHardwareHeightIn: range,
      windowHardwareHeightIn: range,
      maxOperatingForceLbf: positive,
      sources: sourceIds,
    }),
  ),
  /** Added: material-quality signals and red flags (quality.md §3). */
  materials: z.optional(z.strictObject({ summary: text, redFlags: z.array(text), sources: sourceIds })),
});
export type QualityKnowledge = z.infer<typeof qualitySchema>;
