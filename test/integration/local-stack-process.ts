import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The admin account the stack creates at start (ADMIN_EMAIL with ADMIN_PASSWORD), in the admin group. */
export const ADMIN_EMAIL = 'admin@quotecheck.test';
export const ADMIN_PASSWORD = 'correct-horse-42';

/** A `npm start`-equivalent local stack running in a child process, as a user would run it. */
export interface StackProcess {
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  child: ChildProcess;
  /** Milliseconds from spawn to GET /api/health answering 200. */
  startupMs: number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Kills the whole process tree with SIGKILL, like a power cut: nothing gets to clean up. */
  crash(): Promise<void>;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/** A base port whose stand-in ports (base + 10..14) are free too. */
export async function freeBasePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    // Below the ephemeral range (32768+) so outgoing connections cannot take these ports meanwhile.
    const base = 10_000 + Math.floor(Math.random() * 22_000);
    const ports = [base, base + 10, base + 11, base + 12, base + 13, base + 14];
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return base;
  }
  throw new Error('No free ports found');
}

export async function allPortsFree(base: number): Promise<boolean> {
  return (await Promise.all([base, base + 10, base + 11, base + 12, base + 13, base + 14].map(portFree))).every(
    Boolean,
  );
}

/** SIGKILL to the stack's process group (it runs detached): the server, its stand-ins and its worker. */
function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
}

export async function startStackProcess(
  options: { dataDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<StackProcess> {
  const port = options.port ?? (await freeBasePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'quotecheck-it-'));
  const logFile = join(dataDir, `server-${Date.now()}.log`);
  const log = createWriteStream(logFile);
  const root = resolve(import.meta.dirname, '../..');
  const started = Date.now();
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['local/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOCAL_SFN_RETRY_MS: '0',
      // Tests create many accounts and guests from one address; abuse-limits.test.ts turns the limits on.
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'INFO',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a simulated crash can kill it with every child at once.
    detached: true,
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let ready = false;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) {
        ready = true;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const startupMs = Date.now() - started;
  const stop = async (signal: NodeJS.Signals = 'SIGINT') => {
    // SIGKILL cannot be passed on by the server to its stand-ins: kill the whole process group.
    if (child.exitCode === null) {
      if (signal === 'SIGKILL') killGroup(child.pid!);
      else child.kill(signal);
    }
    const code = await exited;
    log.end();
    return code;
  };
  const crash = async () => {
    killGroup(child.pid!);
    await exited;
    log.end();
  };
  if (!ready) {
    await stop('SIGKILL');
    throw new Error(`The local stack did not become healthy; see ${logFile}`);
  }
  return { url, port, dataDir, logFile, child, startupMs, stop, crash };
}
