import { afterAll, vi } from 'vitest';

/**
 * The environment a Lambda handler reads when it loads (functions/lib/config.ts), stubbed once here for
 * every unit test (vitest.config.ts setupFiles): AWS mode with made-up names and no endpoints, so
 * nothing reaches a service. A test that needs another setting stubs just that one (vi.stubEnv), and
 * every stub is undone after its file.
 */
export const LAMBDA_TEST_ENV = {
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'unit',
  UPLOADS_BUCKET: 'unit',
  USER_POOL_ID: 'us-east-1_unittest',
  USER_POOL_CLIENT_ID: 'unit',
  SITE_ORIGINS: 'https://site.test',
} as const;

for (const [name, value] of Object.entries(LAMBDA_TEST_ENV)) vi.stubEnv(name, value);
afterAll(() => vi.unstubAllEnvs());
