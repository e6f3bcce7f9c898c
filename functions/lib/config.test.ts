import { afterEach, describe, expect, it, vi } from 'vitest';

const REQUIRED = { TABLE_NAME: 't', UPLOADS_BUCKET: 'u', USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c' };
const OPTIONAL = [
  'AWS_REGION',
  'EXTRACTOR',
  'ANALYSIS_ENGINE',
  'BEDROCK_TIMEOUT_MS',
  'COGNITO_ENDPOINT',
  'S3_ENDPOINT',
  'RATE_LIMITS',
] as const;

/** getConfig of a fresh module (it caches), with exactly these variables set among the ones it reads. */
async function configWith(env: Record<string, string | undefined>) {
  for (const name of [...Object.keys(REQUIRED), ...OPTIONAL]) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { getConfig } = await import('./config.js');
  return getConfig;
}

afterEach(() => vi.unstubAllEnvs());

describe('getConfig', () => {
  it('fills the defaults and reads numbers from text', async () => {
    const getConfig = await configWith({ ...REQUIRED, BEDROCK_TIMEOUT_MS: '1500' });
    expect(getConfig()).toMatchObject({
      ...REQUIRED,
      AWS_REGION: 'us-east-1',
      EXTRACTOR: 'local',
      ANALYSIS_ENGINE: 'rules',
      BEDROCK_TIMEOUT_MS: 1500,
      localMode: false,
      rateLimits: true,
    });
    expect((await configWith(REQUIRED))().BEDROCK_TIMEOUT_MS).toBe(20000);
  });

  it('is in local mode with a Cognito stand-in, where RATE_LIMITS=off switches the limits off', async () => {
    const getConfig = await configWith({ ...REQUIRED, COGNITO_ENDPOINT: 'http://localhost:9229', RATE_LIMITS: 'off' });
    expect(getConfig()).toMatchObject({ localMode: true, rateLimits: false });
  });

  it.each([
    [
      {},
      'TABLE_NAME: Invalid input: expected string, received undefined; UPLOADS_BUCKET: Invalid input: expected string, received undefined; USER_POOL_ID: Invalid input: expected string, received undefined; USER_POOL_CLIENT_ID: Invalid input: expected string, received undefined',
    ],
    [{ ...REQUIRED, TABLE_NAME: '' }, 'TABLE_NAME: Too small: expected string to have >=1 characters'],
    [{ ...REQUIRED, EXTRACTOR: 'other' }, 'EXTRACTOR: Invalid option: expected one of "local"|"textract"'],
    [{ ...REQUIRED, BEDROCK_TIMEOUT_MS: '-1' }, 'BEDROCK_TIMEOUT_MS: Too small: expected number to be >0'],
    [{ ...REQUIRED, BEDROCK_TIMEOUT_MS: '1.5' }, 'BEDROCK_TIMEOUT_MS: Invalid input: expected int, received number'],
    [{ ...REQUIRED, S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT: Invalid URL'],
  ])('refuses %j, naming each problem', async (env, problems) => {
    const getConfig = await configWith(env);
    expect(() => getConfig()).toThrow(new Error(`Invalid configuration: ${problems}`));
  });
});
