import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { bedrockConfigured, getConfig } from '../../lib/config.js';

/**
 * The Bedrock runtime client and settings from the configuration, or null when the analysis runs on
 * the rules engine alone (ANALYSIS_ENGINE is not 'bedrock', or no BEDROCK_MODEL_ID is set).
 */

let client: BedrockRuntimeClient | undefined;

export function bedrockDepsFromConfig(): { client: BedrockRuntimeClient; modelId: string; timeoutMs: number } | null {
  const config = getConfig();
  const modelId = config.BEDROCK_MODEL_ID?.trim();
  if (!bedrockConfigured(config) || !modelId) return null;
  client ??= new BedrockRuntimeClient({
    region: config.AWS_REGION,
    ...(config.BEDROCK_ENDPOINT ? { endpoint: config.BEDROCK_ENDPOINT } : {}),
  });
  return { client, modelId, timeoutMs: config.BEDROCK_TIMEOUT_MS };
}
