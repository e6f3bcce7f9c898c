import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readSettings } from '../../local/settings.js';

const basePort = inject('basePort');

/** Whether a TCP connection to host:port is accepted ('open') or refused ('refused'), within 3 s. */
function probe(host: string, port: number): Promise<'open' | 'refused' | string> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 3000 });
    socket.once('connect', () => (socket.destroy(), done('open')));
    socket.once('timeout', () => (socket.destroy(), done('timeout')));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? 'error')),
    );
  });
}

/** This machine's own addresses other than loopback (IPv4 and global IPv6). */
function nonLoopbackAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && (a.family === 'IPv4' || !a.address.startsWith('fe80')))
    .map((a) => a!.address);
}

describe('the local stack listens on loopback only', () => {
  // The stack under test runs with the default ports of its PORT (local/settings.ts).
  const { ports } = readSettings({ PORT: String(basePort) });
  const services = {
    'the site and API': basePort,
    'DynamoDB Local': ports.dynamodb,
    'the S3 stand-in': ports.s3,
    'the Cognito stand-in': ports.cognito,
    'the local Step Functions endpoint': ports.stepFunctions,
    'the Stripe stand-in': ports.stripe,
  };

  it("answers on 127.0.0.1 and refuses on the machine's other addresses, for every service", async () => {
    const others = nonLoopbackAddresses();
    const seen: Record<string, Record<string, string>> = {};
    for (const [name, port] of Object.entries(services)) {
      seen[name] = { '127.0.0.1': await probe('127.0.0.1', port) };
      for (const address of others) seen[name][address] = await probe(address, port);
    }
    const expected = Object.fromEntries(
      Object.keys(services).map((name) => [
        name,
        { '127.0.0.1': 'open', ...Object.fromEntries(others.map((a) => [a, 'refused'])) },
      ]),
    );
    expect(seen).toEqual(expected);
    if (!others.length) console.warn('[local-network] this machine has no non-loopback address: only loopback checked');
  });

  it('will not start on a non-loopback HOST unless ALLOW_REMOTE=1', () => {
    const root = resolve(import.meta.dirname, '../..');
    const run = spawnSync(resolve(root, 'node_modules/.bin/tsx'), ['local/start.ts'], {
      cwd: root,
      env: { ...process.env, HOST: '0.0.0.0', PORT: String(basePort + 100), ALLOW_REMOTE: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/HOST=0\.0\.0\.0 is not a loopback address.*ALLOW_REMOTE=1/);
  });
});
