import { parseKnowledgeFile } from './parse.js';
import rubricJson from './rubric.json' with { type: 'json' };
import type { RubricKnowledge } from './types.js';

let cached: RubricKnowledge | undefined;

/**
 * rubric.json alone, validated and cached: for what needs only the rubric (the questions for the
 * contractor on a quote's page), without loading the rest of the knowledge base.
 */
export function loadRubric(): RubricKnowledge {
  return (cached ??= parseKnowledgeFile('rubric', rubricJson));
}
