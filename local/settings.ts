import { resolve } from 'node:path';

/** Settings of the local stack, from the environment (README: configuration). */
export interface LocalSettings {
  port: number;
  /** Where the site and API listen: a loopback address unless ALLOW_REMOTE=1 (the stand-ins always are). */
  host: string;
  /** Set when HOST is not a loopback address and ALLOW_REMOTE=1 allowed it: printed loudly at start. */
  remoteWarning?: string;
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

/** Whether `host` names this machine's loopback interface only (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * The address the local server listens on. Local mode trusts whoever can reach it (demo payments, a
 * data folder of test accounts, an admin made from the environment), so it stays on loopback unless
 * ALLOW_REMOTE=1 says otherwise, with a warning.
 */
function listenHost(env: NodeJS.ProcessEnv): { host: string; remoteWarning?: string } {
  const host = env.HOST?.trim() || '127.0.0.1';
  if (isLoopbackHost(host)) return { host };
  if (env.ALLOW_REMOTE?.trim() !== '1')
    throw new Error(
      `HOST=${host} is not a loopback address. Local mode is for this machine only: it has demo payments, no ` +
        'e-mail checks and test accounts. Leave HOST unset (127.0.0.1), or set ALLOW_REMOTE=1 to listen there anyway.',
    );
  return {
    host,
    remoteWarning:
      `WARNING: ALLOW_REMOTE=1: the site and API listen on ${host}, reachable from other machines. Local mode is ` +
      'not hardened for that (demo payments, local sign-in keys). The stand-ins (DynamoDB, S3, Cognito, Stripe) ' +
      'stay on 127.0.0.1.',
  };
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): LocalSettings {
  const port = int(env.PORT, 3000, 'PORT');
  return {
    port,
    ...listenHost(env),
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
