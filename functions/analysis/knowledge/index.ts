/**
 * The knowledge base: the JSON files beside this module (one per domain, each with its version, the
 * date it was checked and its sources), validated once against their schemas (schemas/) and cached.
 *
 * A file that does not match its schema, or an entry that cites a source id its file does not list,
 * fails the first load with an error naming the file and the path of the bad value.
 */
import type * as z from '@shared/zod.js';
import { crossChecks, pathText, type Problem } from './checks.js';
import energyJson from './energy.json' with { type: 'json' };
import hurricaneJson from './hurricane.json' with { type: 'json' };
import paymentJson from './payment.json' with { type: 'json' };
import pricingJson from './pricing.json' with { type: 'json' };
import qualityJson from './quality.json' with { type: 'json' };
import regionsJson from './regions.json' with { type: 'json' };
import rubricJson from './rubric.json' with { type: 'json' };
import { KNOWLEDGE_SCHEMAS } from './schemas/index.js';
import type { Knowledge } from './types.js';

/** Each file's schema, typed by member so that a lookup by name gives that member's type. */
const SCHEMAS: { [K in keyof Knowledge]: z.ZodMiniType<Knowledge[K]> } = KNOWLEDGE_SCHEMAS;

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
