import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Resolves when `probe` succeeds, polling every `intervalMs`; rejects after `timeoutMs`. */
export async function waitFor(
  what: string,
  probe: () => Promise<unknown>,
  timeoutMs = 60_000,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s: ${(lastError as Error)?.message}`);
}

/** Fails early with a clear message when a port is already taken (e.g. a stand-in left running). */
export async function assertPortFree(port: number, host: string, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(new Error(`Port ${port} for ${what} is already in use. Stop the process using it or set another port.`)),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

/** Stops a child process: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Rejects if the child exits before `ready` settles, so a crashed stand-in is reported at once. */
export function failOnEarlyExit(child: ChildProcess, what: string, output: () => string): Promise<never> {
  return new Promise((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`${what} exited during start-up (code ${code}, signal ${signal}). ${output().slice(-2000)}`)),
    );
    child.once('error', (error) => reject(new Error(`${what} could not start: ${error.message}`)));
  });
}
