/**
 * The knowledge base: the JSON files beside this module (one per domain, each with its version, the
 * date it was checked and its sources), validated once against their schemas (schemas/) and cached.
 *
 * A file that does not match its schema, or an entry that cites a source id its file does not list,
 * fails the first load with an error naming the file and the path of the bad value.
 */
import energyJson from './energy.json' with { type: 'json' };
import hurricaneJson from './hurricane.json' with { type: 'json' };
import paymentJson from './payment.json' with { type: 'json' };
import pricingJson from './pricing.json' with { type: 'json' };
import qualityJson from './quality.json' with { type: 'json' };
import regionsJson from './regions.json' with { type: 'json' };
import { parseKnowledgeFile } from './parse.js';
import { loadRubric } from './rubric.js';
import type { Knowledge } from './types.js';

const RAW: { [K in Exclude<keyof Knowledge, 'rubric'>]: unknown } = {
  pricing: pricingJson,
  regions: regionsJson,
  hurricane: hurricaneJson,
  energy: energyJson,
  payment: paymentJson,
  quality: qualityJson,
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
      rubric: loadRubric(),
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
