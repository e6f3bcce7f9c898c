/** Validating a knowledge file against its schema (schemas/) and the checks across its entries (checks.ts). */
import type * as z from '@shared/zod.js';
import { crossChecks, pathText, type Problem } from './checks.js';
import { KNOWLEDGE_SCHEMAS } from './schemas/index.js';
import type { Knowledge } from './types.js';

/** Each file's schema, typed by member so that a lookup by name gives that member's type. */
const SCHEMAS: { [K in keyof Knowledge]: z.ZodMiniType<Knowledge[K]> } = KNOWLEDGE_SCHEMAS;

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
