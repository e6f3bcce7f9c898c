/**
 * The shape of the knowledge base the rules engine reads. The data lives in the JSON files beside this
 * module, one per domain, each with its version, the date it was last checked and its sources. The types
 * are inferred from the schemas the loader validates every file with (schemas/, one per file), so the
 * two cannot disagree.
 *
 * [F] values come from a cited source, [H] values are our heuristics (see each file's `notes`).
 */
export type { KnowledgeFile, Source } from './schemas/common.js';
export type { EnergyKnowledge, EnergyZone, ZoneCriteria } from './schemas/energy.js';
export type { HurricaneKnowledge, HurricaneTier } from './schemas/hurricane.js';
export type { Knowledge } from './schemas/index.js';
export type { DepositRule, PaymentKnowledge, StatePaymentRule } from './schemas/payment.js';
export type {
  DoorUnitType,
  FrameMaterial,
  GlassPackage,
  Multiplier,
  PriceBand,
  PricingKnowledge,
  WindowUnitType,
} from './schemas/pricing.js';
export type { QualityKnowledge } from './schemas/quality.js';
export type { RegionsKnowledge, StateRegion } from './schemas/regions.js';
export type { RatingPoints, RubricKnowledge } from './schemas/rubric.js';
