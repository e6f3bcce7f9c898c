/**
 * The knowledge base: the JSON files beside this module (one per domain, each with its version, the
 * date it was checked and its sources), validated once against the types in types.ts and cached.
 *
 * A file that does not match its schema, or an entry that cites a source id its file does not list,
 * fails the first load with an error naming the file and the path of the bad value.
 */
import { z } from 'zod';
import { ZIP5 } from '@shared/zip.js';
import { CATEGORY_SHORT_IDS } from '@shared/checklist.js';
import energyJson from './energy.json' with { type: 'json' };
import hurricaneJson from './hurricane.json' with { type: 'json' };
import paymentJson from './payment.json' with { type: 'json' };
import pricingJson from './pricing.json' with { type: 'json' };
import qualityJson from './quality.json' with { type: 'json' };
import regionsJson from './regions.json' with { type: 'json' };
import rubricJson from './rubric.json' with { type: 'json' };
import type {
  EnergyKnowledge,
  HurricaneKnowledge,
  Knowledge,
  PaymentKnowledge,
  PricingKnowledge,
  QualityKnowledge,
  RegionsKnowledge,
  RubricKnowledge,
} from './types.js';

// ---------------------------------------------------------------------------------------------------
// Schemas (strict: an unknown key is an error, so a misspelt field cannot pass silently)
// ---------------------------------------------------------------------------------------------------

const sourceIds = z.array(z.string().min(1));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected an ISO date (YYYY-MM-DD)');
const zip5 = z.string().regex(ZIP5, 'expected a 5-digit ZIP');
const zip3 = z.string().regex(/^\d{3}$/, 'expected a 3-digit ZIP prefix');
const money = z.number().nonnegative();
const range = z.tuple([z.number(), z.number()]).refine(([a, b]) => a <= b, 'range low is above high');
const text = z.string().min(1);

const fileHeader = {
  version: z.string().regex(/^\d{4}\.\d{1,2}\.\d+$/, 'expected a version like 2026.11.1'),
  checkedOn: isoDate,
  basis: text,
  sources: z.array(
    z.strictObject({
      id: z.string().regex(/^[A-Z][A-Z0-9]*$/, 'expected an upper-case source id'),
      title: text,
      url: z.string().regex(/^https?:\/\/\S+$/, 'expected an http(s) address'),
      also: z.array(z.string().regex(/^https?:\/\/\S+$/, 'expected an http(s) address')).optional(),
      note: text.optional(),
    }),
  ),
  notes: z.array(text).optional(),
  citations: z.record(z.string(), sourceIds).optional(),
};

const priceBand = z
  .strictObject({ low: money, typical: money, high: money, label: text, sources: sourceIds })
  .refine((b) => b.low <= b.typical && b.typical <= b.high, 'expected low ≤ typical ≤ high');
const multiplier = z.strictObject({ central: z.number().positive(), range, label: text, sources: sourceIds });
const additive = z.strictObject({ central: money, range, sources: sourceIds });

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
const TIERS = ['T0', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6'] as const;
const ZONES = ['Northern', 'North-Central', 'South-Central', 'Southern'] as const;

const pricingSchema: z.ZodType<PricingKnowledge> = z.strictObject({
  ...fileHeader,
  windows: z.record(z.enum(WINDOW_TYPES), priceBand),
  doors: z.record(z.enum(DOOR_TYPES), priceBand),
  frames: z.record(z.enum(FRAMES), multiplier),
  glass: z.record(z.enum(GLASS), multiplier),
  impactDoor: multiplier,
  fullFrameInstall: multiplier,
  upperFloorInstall: multiplier,
  additive: z.strictObject({ rrpPerOpening: additive, cappingPerWindow: additive }),
  standardSizes: z.strictObject({
    windowSqFt: z.number().positive(),
    pictureMaxSqFt: z.number().positive(),
    slidingDoorSqFt: z.number().positive(),
  }),
  thresholds: z
    .strictObject({
      lowball: z.number().positive(),
      goodMax: z.number().positive(),
      averageMax: z.number().positive(),
      boundaryZone: z.number().nonnegative(),
    })
    .refine((t) => t.lowball < t.goodMax && t.goodMax < t.averageMax, 'expected lowball < goodMax < averageMax'),
});

const stateCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'expected a 2-letter state code');

const regionsSchema: z.ZodType<RegionsKnowledge> = z.strictObject({
  ...fileHeader,
  zip3Ranges: z.array(
    z
      .tuple([z.number().int().min(0).max(999), z.number().int().min(0).max(999), stateCodeSchema])
      .refine(([a, b]) => a <= b, 'range start is above its end'),
  ),
  states: z.record(
    stateCodeSchema,
    z.strictObject({
      name: text,
      rppAll2023: z.number().positive(),
      rppGoods2023: z.number().positive(),
      factor: z.number().positive(),
    }),
  ),
  tolerance: z.number().min(0).max(1),
  territories: z.record(stateCodeSchema, text).optional(),
});

const hurricaneSchema: z.ZodType<HurricaneKnowledge> = z.strictObject({
  ...fileHeader,
  tiers: z.record(z.enum(TIERS), z.strictObject({ name: text, meaning: text })),
  hvhz: z.strictObject({
    zip3: z.array(zip3),
    zip3ExceptMonroe: zip3,
    monroeZips: z.array(zip5),
    extraZips: z.array(zip5),
    counties: z.record(z.string(), z.array(zip5)),
  }),
  texasCatastropheZips: z.array(zip5),
  gulfAtlanticZip3: z.array(zip3),
  shoreZip3: z.array(zip3),
  islandZip3: z.array(zip3),
  weightInTiers: z.strictObject({ tiers: z.array(z.enum(TIERS)), weight: z.number().positive() }),
  chatQuestions: z.strictObject({ coast: text, approval: text, texas: text }),
});

const zone = z.enum(ZONES);
const uFactor = z.number().positive().max(1.3);
const shgc = z.number().min(0).max(1);

const energySchema: z.ZodType<EnergyKnowledge> = z.strictObject({
  ...fileHeader,
  energyStarV7Windows: z.record(
    zone,
    z
      .strictObject({ uMax: uFactor, shgcMax: shgc.optional(), shgcMin: shgc.optional() })
      .refine((c) => c.shgcMax !== undefined || c.shgcMin !== undefined, 'expected shgcMax or shgcMin'),
  ),
  northernEquivalent: z.array(z.strictObject({ u: uFactor, shgcMin: shgc })),
  energyStarV7Doors: z.strictObject({
    opaque: z.strictObject({ uMax: uFactor }),
    halfLite: z.strictObject({ uMax: uFactor, shgcMax: shgc }),
    fullLite: z.record(zone, z.strictObject({ uMax: uFactor, shgcMax: shgc })),
  }),
  codeMinimum: z.array(
    z.strictObject({
      zone: z.string().regex(/^[0-8][ABC]?$/, 'expected an IECC zone like 4 or 4C'),
      uMax: uFactor,
      shgcMax: shgc.nullable(),
    }),
  ),
  zip3Zones: z.array(
    z
      .strictObject({
        from: zip3,
        to: zip3,
        state: stateCodeSchema,
        zone,
        iecc: text,
        split: z.array(zone).min(1).optional(),
      })
      .refine((r) => r.from <= r.to, 'from is above to')
      .refine((r) => !r.split?.includes(r.zone), 'split repeats the dominant zone'),
  ),
  stateZones: z.record(stateCodeSchema, zone),
  taxCredit25C: z.strictObject({ name: text, endedForInstallationsAfter: isoDate, note: text, sources: sourceIds }),
  chatQuestions: z.strictObject({ numbers: text, glass: text, energyStar: text, taxCredit: text }),
});

const percent = z.number().min(0).max(100);
const depositRule = z
  .strictObject({
    kind: z.enum(['minOf', 'percent', 'greaterOfPercentOrSpecialOrder', 'percentPlusSpecialOrder', 'none']),
    percent: percent.optional(),
    dollars: money.optional(),
  })
  .refine((r) => r.kind === 'none' || r.percent !== undefined, 'this kind needs a percent')
  .refine((r) => r.kind !== 'minOf' || r.dollars !== undefined, 'minOf needs dollars');
const statePaymentRule = z.strictObject({
  goodCap: depositRule,
  hardCap: depositRule,
  statutory: z.boolean(),
  summary: text,
  duties: z.array(text),
  sources: sourceIds,
});

const paymentSchema: z.ZodType<PaymentKnowledge> = z.strictObject({
  ...fileHeader,
  states: z.record(stateCodeSchema, statePaymentRule),
  default: statePaymentRule,
  finalPaymentMinPercent: percent,
  redFlags: z.array(text),
  cancellation: z.strictObject({ summary: text, sources: sourceIds }),
  chatQuestions: z.strictObject({ schedule: text, escrow: text, cancel: text, financing: text }),
});

const qualitySchema: z.ZodType<QualityKnowledge> = z.strictObject({
  ...fileHeader,
  warranty: z.strictObject({
    goodLaborYears: z.number().positive(),
    excellentLaborYears: z.number().positive(),
    norms: z.array(text),
    sources: sourceIds,
  }),
  brands: z.array(text).min(1),
  certifications: z.array(text),
  rrp: z.strictObject({ builtBefore: z.number().int(), summary: text, costPerWindow: range, sources: sourceIds }),
  permits: z.strictObject({
    floridaNoticeOfCommencementMin: money,
    summary: text,
    sources: sourceIds,
    egress: z.strictObject({
      netClearSqFt: z.number().positive(),
      gradeFloorNetClearSqFt: z.number().positive(),
      minClearWidthIn: z.number().positive(),
      minClearHeightIn: z.number().positive(),
      maxSillHeightIn: z.number().positive(),
      replacementExemption: text,
      sources: sourceIds,
    }),
    safetyGlazing: z.strictObject({
      nearDoorIn: z.number().positive(),
      maxBottomEdgeAboveFloorIn: z.number().positive(),
      wetAreaHorizontalIn: z.number().positive(),
      largePaneSqFt: z.number().positive(),
      largePaneBottomEdgeIn: z.number().positive(),
      largePaneTopEdgeIn: z.number().positive(),
      sources: sourceIds,
    }),
  }),
  finish: z.strictObject({ cappingPerWindow: range, trimPerWindow: range, sources: sourceIds }),
  repairs: z.strictObject({ summary: text, sources: sourceIds }),
  removal: z
    .strictObject({ disposalPerWindow: range, patioDoorDisposal: range, summary: text, sources: sourceIds })
    .optional(),
  materials: z.strictObject({ summary: text, redFlags: z.array(text), sources: sourceIds }).optional(),
});

const points = z.number().min(0).max(100);
const rubricSchema: z.ZodType<RubricKnowledge> = z.strictObject({
  ...fileHeader,
  points: z.strictObject({
    good: points,
    average: points,
    bad: points,
    unknown_discuss: points,
    unknown_vendor: points,
    not_provided: points,
  }),
  weights: z.record(z.string(), z.number().positive()),
  caps: z.strictObject({ statutoryPaymentOrHurricanePoor: points, threeOrMorePoor: points }),
  questions: z.record(z.string(), z.array(text).min(1)),
  contractorQuestions: z.array(text),
});

const SCHEMAS: { [K in keyof Knowledge]: z.ZodType<Knowledge[K]> } = {
  pricing: pricingSchema,
  regions: regionsSchema,
  hurricane: hurricaneSchema,
  energy: energySchema,
  payment: paymentSchema,
  quality: qualitySchema,
  rubric: rubricSchema,
};

const RAW: { [K in keyof Knowledge]: unknown } = {
  pricing: pricingJson,
  regions: regionsJson,
  hurricane: hurricaneJson,
  energy: energyJson,
  payment: paymentJson,
  quality: qualityJson,
  rubric: rubricJson,
};

/** The knowledge files in load order, by their `Knowledge` member name. */
export const KNOWLEDGE_FILES = [
  'pricing',
  'regions',
  'hurricane',
  'energy',
  'payment',
  'quality',
  'rubric',
] as const satisfies readonly (keyof Knowledge)[];

// ---------------------------------------------------------------------------------------------------
// Checks that span entries (source ids, ranges, category ids)
// ---------------------------------------------------------------------------------------------------

type Problem = { path: string; message: string };

function pathText(path: readonly PropertyKey[]): string {
  return (
    path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '') || '(root)'
  );
}

/** Every `sources` array of string ids and every `citations` list must name a source the file lists. */
function checkCitations(file: { sources: { id: string }[]; citations?: Record<string, string[]> }): Problem[] {
  const problems: Problem[] = [];
  const ids = new Set<string>();
  file.sources.forEach((s, i) => {
    if (ids.has(s.id)) problems.push({ path: `sources[${i}].id`, message: `duplicate source id ${s.id}` });
    ids.add(s.id);
  });
  const walk = (value: unknown, path: PropertyKey[]): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, [...path, i]));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      if (path.length === 0 && key === 'sources') continue;
      const here = [...path, key];
      if ((key === 'sources' || (path.length === 1 && path[0] === 'citations')) && Array.isArray(v)) {
        v.forEach((id, i) => {
          if (typeof id === 'string' && !ids.has(id))
            problems.push({ path: pathText([...here, i]), message: `cites unknown source id "${id}"` });
        });
      } else walk(v, here);
    }
  };
  walk(file, []);
  for (const key of Object.keys(file.citations ?? {})) {
    if (!(key in file)) problems.push({ path: `citations.${key}`, message: `"${key}" is not a member of this file` });
  }
  return problems;
}

function checkRegions(r: RegionsKnowledge): Problem[] {
  const problems: Problem[] = [];
  const owner = new Array<number | undefined>(1000);
  r.zip3Ranges.forEach(([a, b, state], i) => {
    for (let z = a; z <= b; z++) {
      const other = owner[z];
      if (other !== undefined)
        problems.push({
          path: `zip3Ranges[${i}]`,
          message: `ZIP3 ${String(z).padStart(3, '0')} is also in zip3Ranges[${other}]`,
        });
      owner[z] = i;
    }
    if (!(state in r.states) && !(state in (r.territories ?? {})))
      problems.push({ path: `zip3Ranges[${i}][2]`, message: `${state} has no states or territories entry` });
  });
  return problems;
}

function checkEnergy(e: EnergyKnowledge): Problem[] {
  const problems: Problem[] = [];
  const owner = new Array<number | undefined>(1000);
  e.zip3Zones.forEach((row, i) => {
    for (let z = Number(row.from); z <= Number(row.to); z++) {
      const other = owner[z];
      if (other !== undefined)
        problems.push({
          path: `zip3Zones[${i}]`,
          message: `ZIP3 ${String(z).padStart(3, '0')} is also in zip3Zones[${other}]`,
        });
      owner[z] = i;
    }
  });
  return problems;
}

function checkRubric(r: RubricKnowledge): Problem[] {
  const problems: Problem[] = [];
  const known = new Set<string>(CATEGORY_SHORT_IDS);
  for (const group of ['weights', 'questions'] as const) {
    for (const key of Object.keys(r[group]))
      if (!known.has(key)) problems.push({ path: `${group}.${key}`, message: `unknown category id "${key}"` });
    for (const id of CATEGORY_SHORT_IDS)
      if (!(id in r[group])) problems.push({ path: `${group}.${id}`, message: 'missing category' });
  }
  const sum = Object.values(r.weights).reduce((a, b) => a + b, 0);
  if (sum !== 100) problems.push({ path: 'weights', message: `weights sum to ${sum}, expected 100` });
  return problems;
}

function crossChecks<K extends keyof Knowledge>(name: K, value: Knowledge[K]): Problem[] {
  const problems = checkCitations(value);
  if (name === 'regions') problems.push(...checkRegions(value as RegionsKnowledge));
  if (name === 'energy') problems.push(...checkEnergy(value as EnergyKnowledge));
  if (name === 'rubric') problems.push(...checkRubric(value as RubricKnowledge));
  return problems;
}

/**
 * Validates one knowledge file. Throws an Error listing `<name>.json: <path>: <problem>` for every
 * problem found (schema first; cross-checks only when the schema passes).
 */
export function parseKnowledgeFile<K extends keyof Knowledge>(name: K, data: unknown): Knowledge[K] {
  const result = SCHEMAS[name].safeParse(data);
  const problems: Problem[] = result.success
    ? crossChecks(name, result.data)
    : result.error.issues.map((issue) => ({ path: pathText(issue.path), message: issue.message }));
  if (problems.length > 0) {
    const lines = problems.slice(0, 20).map((p) => `  ${name}.json: ${p.path}: ${p.message}`);
    if (problems.length > 20) lines.push(`  … and ${problems.length - 20} more`);
    throw new Error(`Invalid knowledge file functions/analysis/knowledge/${name}.json:\n${lines.join('\n')}`);
  }
  return result.data as Knowledge[K];
}

let cached: Knowledge | undefined;

/** The validated knowledge base (read and checked on the first call, then cached). */
export function loadKnowledge(): Knowledge {
  if (!cached) {
    cached = {
      pricing: parseKnowledgeFile('pricing', RAW.pricing),
      regions: parseKnowledgeFile('regions', RAW.regions),
      hurricane: parseKnowledgeFile('hurricane', RAW.hurricane),
      energy: parseKnowledgeFile('energy', RAW.energy),
      payment: parseKnowledgeFile('payment', RAW.payment),
      quality: parseKnowledgeFile('quality', RAW.quality),
      rubric: parseKnowledgeFile('rubric', RAW.rubric),
    };
  }
  return cached;
}

/** "pricing 2026.11.1, regions 2026.11.1, …": recorded with every analysis. */
export function knowledgeVersion(): string {
  const k = loadKnowledge();
  return KNOWLEDGE_FILES.map((name) => `${name} ${k[name].version}`).join(', ');
}

export interface KnowledgeFileInfo {
  /** File name beside this module: "pricing.json". */
  file: string;
  version: string;
  checkedOn: string;
  basis: string;
  /** Number of sources the file lists. */
  sources: number;
}

/** One line per data file, for the README and the closing note. */
export function knowledgeFiles(): KnowledgeFileInfo[] {
  const k = loadKnowledge();
  return KNOWLEDGE_FILES.map((name) => ({
    file: `${name}.json`,
    version: k[name].version,
    checkedOn: k[name].checkedOn,
    basis: k[name].basis,
    sources: k[name].sources.length,
  }));
}
