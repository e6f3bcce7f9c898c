import { resolve } from 'node:path';

/** Settings of the local stack, from the environment (README: configuration). */
export interface LocalSettings {
  port: number;
  host: string;
  dataDir: string;
  webDir: string;
  /** With adminPassword: the account created in the admin group at start if it does not exist yet. */
  admin?: { email: string; password: string };
  ports: { dynamodb: number; s3: number; cognito: number; stepFunctions: number; stripe: number };
  /** Retry waits of the local state machine in ms (0 in tests); undefined keeps the deployed intervals. */
  retryIntervalMs?: number;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got '${value}'`);
  return n;
}

function adminAccount(env: NodeJS.ProcessEnv): LocalSettings['admin'] {
  const email = env.ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.ADMIN_PASSWORD;
  if (!email && !password) return undefined;
  if (!email || !password)
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both to create the admin account, or neither');
  return { email, password };
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): LocalSettings {
  const port = int(env.PORT, 3000, 'PORT');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    webDir: resolve(env.WEB_DIR ?? 'dist/web'),
    admin: adminAccount(env),
    ports: {
      dynamodb: int(env.LOCAL_DYNAMODB_PORT, port + 10, 'LOCAL_DYNAMODB_PORT'),
      s3: int(env.LOCAL_S3_PORT, port + 11, 'LOCAL_S3_PORT'),
      cognito: int(env.LOCAL_COGNITO_PORT, port + 12, 'LOCAL_COGNITO_PORT'),
      stepFunctions: int(env.LOCAL_SFN_PORT, port + 13, 'LOCAL_SFN_PORT'),
      stripe: int(env.LOCAL_STRIPE_PORT, port + 14, 'LOCAL_STRIPE_PORT'),
    },
    retryIntervalMs:
      env.LOCAL_SFN_RETRY_MS === undefined ? undefined : int(env.LOCAL_SFN_RETRY_MS, 0, 'LOCAL_SFN_RETRY_MS'),
  };
}
