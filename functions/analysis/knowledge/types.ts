/**
 * The shape of the knowledge base the rules engine reads. The data lives in the JSON files beside this
 * module, one per domain, each with its version, the date it was last checked and its sources; the
 * loader (index.ts) validates every file against these types when it is first read.
 *
 * [F] values come from a cited source, [H] values are our heuristics (see each file's `notes`).
 */

export interface Source {
  /** Short id used by the entries ("HA", "BEA", "CA1"). */
  id: string;
  title: string;
  /** The main address; further addresses of the same source go in `also`. */
  url: string;
  /** Added: further addresses of the same source (mirrors, companion pages). */
  also?: string[];
  /** Added: how the source was read (secondary copy, file used), when the domain note says so. */
  note?: string;
}

/** Every data file starts with these. */
export interface KnowledgeFile {
  /** Bumped on every change of the data: "2026.11.1". */
  version: string;
  /** ISO date the facts were last checked against the sources. */
  checkedOn: string;
  /** The domain note this file encodes, e.g. "shared/domain/pricing.md §9". */
  basis: string;
  sources: Source[];
  /**
   * Added: which numbers and rules in this file are our heuristics ([H] in the domain notes) rather than
   * facts from a source, and any choice made while encoding them.
   */
  notes?: string[];
  /**
   * Added: source ids for the members whose type has no `sources` field, keyed by member name
   * (e.g. `{ "zip3Zones": ["ZONES"] }`).
   */
  citations?: Record<string, string[]>;
}

export interface PriceBand {
  low: number;
  typical: number;
  high: number;
  /** Homeowner-facing name: "double-hung window". */
  label: string;
  /** Source ids the band rests on. */
  sources: string[];
}

export interface Multiplier {
  central: number;
  range: [number, number];
  label: string;
  sources: string[];
}

export type WindowUnitType =
  | 'double_hung'
  | 'single_hung'
  | 'sliding'
  | 'casement'
  | 'awning'
  | 'picture'
  | 'bay'
  | 'bow'
  | 'garden'
  | 'specialty'
  | 'egress';

export type DoorUnitType =
  | 'steel_entry'
  | 'fiberglass_entry'
  | 'wood_entry'
  | 'entry_with_sidelites'
  | 'sliding_patio'
  | 'french_patio'
  | 'storm';

export type FrameMaterial = 'vinyl' | 'aluminum' | 'fiberglass' | 'composite' | 'clad_wood' | 'wood';
export type GlassPackage = 'dual_low_e' | 'triple' | 'impact' | 'impact_hvhz';

/** pricing.json: shared/domain/pricing.md §2–§9. */
export interface PricingKnowledge extends KnowledgeFile {
  /** Installed price per unit in 2024–25 dollars, baseline: standard size, vinyl, dual-pane low-E, insert install. */
  windows: Record<WindowUnitType, PriceBand>;
  doors: Record<DoorUnitType, PriceBand>;
  frames: Record<FrameMaterial, Multiplier>;
  glass: Record<GlassPackage, Multiplier>;
  /** Impact-rated doors (doors carry their material in their row). */
  impactDoor: Multiplier;
  fullFrameInstall: Multiplier;
  upperFloorInstall: Multiplier;
  /** Additive dollars per opening. */
  additive: {
    rrpPerOpening: { central: number; range: [number, number]; sources: string[] };
    cappingPerWindow: { central: number; range: [number, number]; sources: string[] };
  };
  /** Sizes the bands assume, for scaling large units by area. */
  standardSizes: { windowSqFt: number; pictureMaxSqFt: number; slidingDoorSqFt: number };
  /** r = quoted / expected typical: §9.4. */
  thresholds: { lowball: number; goodMax: number; averageMax: number; boundaryZone: number };
}

export interface StateRegion {
  name: string;
  rppAll2023: number;
  rppGoods2023: number;
  /** (goods + all) / 200, pricing.md §7 [H]. */
  factor: number;
}

/** regions.json: pricing.md §7 (BEA RPP) and §8 (ZIP3 → state). */
export interface RegionsKnowledge extends KnowledgeFile {
  /** [firstZip3, lastZip3, state] inclusive ranges, e.g. [320, 349, "FL"]. */
  zip3Ranges: [number, number, string][];
  /** Keyed by state code; states without an RPP row (PR, GU, ...) are absent and use factor 1. */
  states: Record<string, StateRegion>;
  /** ±tolerance to keep around any regional number (0.15). */
  tolerance: number;
  /** Added: names of the codes in `zip3Ranges` that have no RPP row (PR, VI), for display. */
  territories?: Record<string, string>;
}

export type HurricaneTier = 'T0' | 'T1' | 'T2' | 'T3' | 'T4' | 'T5' | 'T6';

/** hurricane.json: hurricane.md §7–§8. */
export interface HurricaneKnowledge extends KnowledgeFile {
  tiers: Record<HurricaneTier, { name: string; meaning: string }>;
  /** T1: these ZIP3 prefixes, plus 330 except the Monroe ZIPs, plus the extra ZIPs. */
  hvhz: {
    zip3: string[];
    zip3ExceptMonroe: string;
    monroeZips: string[];
    extraZips: string[];
    counties: Record<string, string[]>;
  };
  /** T3: 5-digit ZIPs of the Texas first-tier counties (and the Harris County cities east of SH 146). */
  texasCatastropheZips: string[];
  /** T4, T5, T6 by ZIP3 prefix ("365"). */
  gulfAtlanticZip3: string[];
  shoreZip3: string[];
  islandZip3: string[];
  /** Weight of the category in T1–T3 (rubric §0.2). */
  weightInTiers: { tiers: HurricaneTier[]; weight: number };
  chatQuestions: { coast: string; approval: string; texas: string };
}

export type EnergyZone = 'Northern' | 'North-Central' | 'South-Central' | 'Southern';

export interface ZoneCriteria {
  /** Max U-factor; for Northern the prescriptive row. */
  uMax: number;
  /** SHGC limit: { max } or { min }; Northern's equivalent rows in `northernEquivalent`. */
  shgcMax?: number;
  shgcMin?: number;
}

/** energy.json: energy.md §2, §3, §5, §7, §8. */
export interface EnergyKnowledge extends KnowledgeFile {
  energyStarV7Windows: Record<EnergyZone, ZoneCriteria>;
  /** Northern equivalent-performance rows: U exactly this with SHGC ≥ min. */
  northernEquivalent: { u: number; shgcMin: number }[];
  energyStarV7Doors: {
    opaque: { uMax: number };
    halfLite: { uMax: number; shgcMax: number };
    /** > ½-lite, by zone. */
    fullLite: Record<EnergyZone, { uMax: number; shgcMax: number }>;
  };
  /** IRC 2021 code maximum U-factor (and SHGC where limited) by IECC zone number 0–8. */
  codeMinimum: { zone: string; uMax: number; shgcMax: number | null }[];
  /** ZIP3 → dominant zone; `split` lists the other candidate zones when the prefix is split. */
  zip3Zones: { from: string; to: string; state: string; zone: EnergyZone; iecc: string; split?: EnergyZone[] }[];
  /** Fallback when a ZIP3 is not listed: the state's most populous zone. */
  stateZones: Record<string, EnergyZone>;
  taxCredit25C: { name: string; endedForInstallationsAfter: string; note: string; sources: string[] };
  chatQuestions: { numbers: string; glass: string; energyStar: string; taxCredit: string };
}

export interface DepositRule {
  /** "minOf": min(dollars, percent of price); "percent"; "greaterOfPercentOrSpecialOrder"; "percentPlusSpecialOrder". */
  kind: 'minOf' | 'percent' | 'greaterOfPercentOrSpecialOrder' | 'percentPlusSpecialOrder' | 'none';
  percent?: number;
  dollars?: number;
}

export interface StatePaymentRule {
  /** The deposit cap used for "good". */
  goodCap: DepositRule;
  /** Above this the rating is poor. */
  hardCap: DepositRule;
  /** A cap written in statute (exceeding it is unlawful), not a norm. */
  statutory: boolean;
  /** Homeowner-facing summary: "California limits the down payment to $1,000 or 10%, whichever is less". */
  summary: string;
  /** Extra duties: FL 30/90-day rule, NY escrow, MA/NJ final payment only on completion. */
  duties: string[];
  sources: string[];
}

/** payment.json: payment.md §2–§5. */
export interface PaymentKnowledge extends KnowledgeFile {
  states: Record<string, StatePaymentRule>;
  /** All other states. */
  default: StatePaymentRule;
  /** At least this share of the price should be due only on completion (good). */
  finalPaymentMinPercent: number;
  redFlags: string[];
  cancellation: { summary: string; sources: string[] };
  chatQuestions: { schedule: string; escrow: string; cancel: string; financing: string };
}

/** quality.json: quality.md §2–§8 (warranty, materials, removal, repairs, permits, finish). */
export interface QualityKnowledge extends KnowledgeFile {
  warranty: { goodLaborYears: number; excellentLaborYears: number; norms: string[]; sources: string[] };
  /** Window and door manufacturers (display spelling); matched case-insensitively. */
  brands: string[];
  certifications: string[];
  rrp: { builtBefore: number; summary: string; costPerWindow: [number, number]; sources: string[] };
  permits: {
    floridaNoticeOfCommencementMin: number;
    summary: string;
    sources: string[];
    /** Bedroom escape-opening minimums (IRC R310) and the replacement exemption (IEBC). */
    egress: {
      netClearSqFt: number;
      gradeFloorNetClearSqFt: number;
      minClearWidthIn: number;
      minClearHeightIn: number;
      maxSillHeightIn: number;
      replacementExemption: string;
      sources: string[];
    };
    /** Where codes require safety (tempered or laminated) glass: IRC R308.4 hazardous locations. */
    safetyGlazing: {
      nearDoorIn: number;
      maxBottomEdgeAboveFloorIn: number;
      wetAreaHorizontalIn: number;
      largePaneSqFt: number;
      largePaneBottomEdgeIn: number;
      largePaneTopEdgeIn: number;
      sources: string[];
    };
  };
  finish: { cappingPerWindow: [number, number]; trimPerWindow: [number, number]; sources: string[] };
  repairs: { summary: string; sources: string[] };
  /** Added: removal and disposal facts (quality.md §4 without the RRP part, which is in `rrp`). */
  removal?: {
    disposalPerWindow: [number, number];
    patioDoorDisposal: [number, number];
    summary: string;
    sources: string[];
  };
  /** Added: material-quality signals and red flags (quality.md §3). */
  materials?: { summary: string; redFlags: string[]; sources: string[] };
}

export type RatingPoints = Record<
  'good' | 'average' | 'bad' | 'unknown_discuss' | 'unknown_vendor' | 'not_provided',
  number
>;

/** rubric.json: rubric.md §0 (points, weights, caps) and the chat questions per category (§1–§10). */
export interface RubricKnowledge extends KnowledgeFile {
  points: RatingPoints;
  /** By short category id; sums to 100. */
  weights: Record<string, number>;
  caps: { statutoryPaymentOrHurricanePoor: number; threeOrMorePoor: number };
  /** By short category id: the questions the chat asks when the category needs information. */
  questions: Record<string, string[]>;
  /** The 20 questions to ask a contractor (rubric §11). */
  contractorQuestions: string[];
}

export interface Knowledge {
  pricing: PricingKnowledge;
  regions: RegionsKnowledge;
  hurricane: HurricaneKnowledge;
  energy: EnergyKnowledge;
  payment: PaymentKnowledge;
  quality: QualityKnowledge;
  rubric: RubricKnowledge;
}
