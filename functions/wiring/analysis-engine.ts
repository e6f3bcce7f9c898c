import { rulesEngine, type AnalysisEngine } from '../analysis/engine.js';
import { bedrockDepsFromConfig } from '../services/bedrock/bedrock-client.js';
import { bedrockEngine } from '../services/bedrock/bedrock-engine.js';

let engine: AnalysisEngine | undefined;

/**
 * The engine that rates the checklist and answers free questions: Bedrock when ANALYSIS_ENGINE is
 * 'bedrock' and a BEDROCK_MODEL_ID is set (AWS), else the rules engine alone.
 */
export function analysisEngine(): AnalysisEngine {
  if (!engine) {
    const bedrock = bedrockDepsFromConfig();
    engine = bedrock ? bedrockEngine(bedrock) : rulesEngine;
  }
  return engine;
}
