import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Four kinds of tests:
 * - unit: beside the code in shared/, functions/, local/ (node), test/fixtures and test/train (the
 *   generators of test and training documents), and test/text (the product's text, swept)
 * - web: beside the components in web/src (jsdom)
 * - infra: CDK assertions in test/infra
 * - integration: against the local stack (DynamoDB Local, s3rver, cognito-local, the Stripe stand-in)
 *   in test/integration, and browser journeys in test/e2e (Debian's Chromium driven by playwright-core)
 *   against the same stack, which serves the built web app
 */
export default defineConfig({
  // @shared/* and @/* (web/src) come from tsconfig.json's paths; every project extends this config.
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default on a 2-core machine is one worker (all cores but one). Unit, web and infra files
    // are independent, so they run on two; the integration files (fileParallelism: false below) still
    // run one at a time, after them, against a machine of their own.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'local/**/*.test.ts',
            'test/fixtures/**/*.test.ts',
            'test/lint/**/*.test.ts',
            'test/text/**/*.test.ts',
            'test/train/**/*.test.ts',
            'test/eval/**/*.test.ts',
          ],
          setupFiles: ['test/setup/lambda-env.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          // A page rendered with MUI in jsdom takes seconds on a busy 2-core machine; the timeout only
          // catches a hang (speed is measured by `npm run bench:web`, not by tests).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          environment: 'node',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
