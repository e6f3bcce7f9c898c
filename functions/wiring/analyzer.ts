import { rulesAnalyzer, type Analyzer } from '../analysis/analyzer.js';
import { bedrockDepsFromConfig } from '../services/bedrock/bedrock-client.js';
import { bedrockAnalyzer } from '../services/bedrock/bedrock-analyzer.js';

let analyzer: Analyzer | undefined;

/** Who rates the checklist: the Bedrock reviewer when configured (AWS), else the rules engine. */
export function checklistAnalyzer(): Analyzer {
  if (!analyzer) {
    const bedrock = bedrockDepsFromConfig();
    analyzer = bedrock ? bedrockAnalyzer(bedrock) : rulesAnalyzer;
  }
  return analyzer;
}
