import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ADMIN_EMAIL, startStackProcess } from './local-stack-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    basePort: number;
    dataDir: string;
    logFile: string;
    adminEmail: string;
  }
}

/** Starts one local stack for the integration tests and stops it (and its stand-ins) afterwards. */
export default async function setup(project: TestProject) {
  // No Stripe keys: payments run in demo mode against the stack's Stripe stand-in, never at Stripe.
  const stack = await startStackProcess({ env: { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' } });
  console.log(`[integration] local stack healthy in ${(stack.startupMs / 1000).toFixed(1)} s at ${stack.url}`);
  project.provide('baseUrl', stack.url);
  project.provide('basePort', stack.port);
  project.provide('dataDir', stack.dataDir);
  project.provide('logFile', stack.logFile);
  project.provide('adminEmail', ADMIN_EMAIL);
  return async () => {
    await stack.stop('SIGTERM');
    rmSync(stack.dataDir, { recursive: true, force: true });
  };
}
