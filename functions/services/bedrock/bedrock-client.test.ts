import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAMBDA_TEST_ENV } from '../../../test/setup/lambda-env.js';

/** getConfig() caches, so each case loads the modules afresh with its own environment. */
async function load(env: Record<string, string>) {
  for (const [key, value] of Object.entries({ ...LAMBDA_TEST_ENV, AWS_REGION: 'us-west-2', ...env }))
    vi.stubEnv(key, value);
  vi.resetModules();
  return import('./bedrock-client.js');
}

beforeEach(() => {
  vi.stubEnv('ANALYSIS_ENGINE', undefined as unknown as string);
  vi.stubEnv('BEDROCK_MODEL_ID', undefined as unknown as string);
  vi.stubEnv('BEDROCK_TIMEOUT_MS', undefined as unknown as string);
});
afterEach(() => vi.unstubAllEnvs());

describe('bedrockDepsFromConfig', () => {
  it('is null by default: the rules engine answers alone', async () => {
    const { bedrockDepsFromConfig } = await load({});
    expect(bedrockDepsFromConfig()).toBeNull();
  });

  it('is null when the engine is bedrock but no model id is set', async () => {
    const { bedrockDepsFromConfig } = await load({ ANALYSIS_ENGINE: 'bedrock' });
    expect(bedrockDepsFromConfig()).toBeNull();
  });

  it('is null when a model id is set but the engine is rules', async () => {
    const { bedrockDepsFromConfig } = await load({
      ANALYSIS_ENGINE: 'rules',
      BEDROCK_MODEL_ID: 'anthropic.claude-3-5-haiku-20241022-v1:0',
    });
    expect(bedrockDepsFromConfig()).toBeNull();
  });

  it('gives one client in the configured region, the model id and the timeout (default 20 s)', async () => {
    const { bedrockDepsFromConfig } = await load({
      ANALYSIS_ENGINE: 'bedrock',
      BEDROCK_MODEL_ID: 'us.anthropic.claude-3-5-haiku-20241022-v1:0',
    });
    const deps = bedrockDepsFromConfig()!;
    expect(deps.modelId).toBe('us.anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(deps.timeoutMs).toBe(20000);
    expect(deps.client).toBeInstanceOf(BedrockRuntimeClient);
    expect(await deps.client.config.region()).toBe('us-west-2');
    expect(bedrockDepsFromConfig()!.client).toBe(deps.client);
  });

  it('reads BEDROCK_TIMEOUT_MS and rejects a bad engine name', async () => {
    const { bedrockDepsFromConfig } = await load({
      ANALYSIS_ENGINE: 'bedrock',
      BEDROCK_MODEL_ID: 'm',
      BEDROCK_TIMEOUT_MS: '5000',
    });
    expect(bedrockDepsFromConfig()!.timeoutMs).toBe(5000);
    const bad = await load({ ANALYSIS_ENGINE: 'gpt' });
    expect(() => bad.bedrockDepsFromConfig()).toThrow(/ANALYSIS_ENGINE/);
  });
});
