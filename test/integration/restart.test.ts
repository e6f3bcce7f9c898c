import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { Browser, uniqueEmail, uploadMultipart, waitForFinalStatus } from './http-client.js';
import { allPortsFree, startStackProcess, type StackProcess } from './local-stack-process.js';
import { documentBytes, PHOTO_QUOTE } from '../documents.js';

function processesUsing(dir: string): string {
  try {
    return execFileSync('pgrep', ['-fa', dir], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
}

describe('npm start, Ctrl-C, npm start again', () => {
  let first: StackProcess | undefined;
  let second: StackProcess | undefined;
  afterAll(async () => {
    await first?.stop('SIGKILL');
    await second?.stop('SIGKILL');
    if (first) rmSync(first.dataDir, { recursive: true, force: true });
  });

  it('stops every child process on SIGINT and keeps accounts across a restart', async () => {
    first = await startStackProcess();
    console.log(`[restart] first start healthy in ${(first.startupMs / 1000).toFixed(1)} s`);
    const email = uniqueEmail('restart');
    const signup = await new Browser(first.url).post('/api/auth/signup', { email, password: 'survives-1' });
    expect(signup.status).toBe(201);

    expect(await first.stop('SIGINT')).toBe(0);
    expect(await allPortsFree(first.port)).toBe(true);
    expect(processesUsing(first.dataDir)).toBe('');

    second = await startStackProcess({ dataDir: first.dataDir, port: first.port });
    console.log(`[restart] second start healthy in ${(second.startupMs / 1000).toFixed(1)} s`);
    const login = await new Browser(second.url).post('/api/auth/login', { email, password: 'survives-1' });
    expect(login.status).toBe(200);
    expect(login.json.user).toEqual(signup.json.user);
    expect(await second.stop('SIGINT')).toBe(0);
  }, 240_000);
});

describe('a crash in the middle of processing', () => {
  let stack: StackProcess | undefined;
  afterAll(async () => {
    await stack?.stop('SIGKILL');
    if (stack) rmSync(stack.dataDir, { recursive: true, force: true });
  });

  it('resumes the unfinished quote when the server starts again', async () => {
    stack = await startStackProcess();
    const guest = new Browser(stack.url);
    const photo = documentBytes(PHOTO_QUOTE.file);
    const up = await uploadMultipart(guest, photo, 'photo.jpg');
    expect(up.status).toBe(200);
    let status = '';
    for (let i = 0; i < 100 && !['extracting', 'extracting_fields', 'scope'].includes(status); i++) {
      status = (await guest.get(`/api/quotes/${up.json.id}`)).json.status;
      await new Promise((r) => setTimeout(r, 20));
    }
    await stack.crash();
    expect(processesUsing(stack.dataDir)).toBe('');

    stack = await startStackProcess({ dataDir: stack.dataDir, port: stack.port });
    const guestAgain = new Browser(stack.url);
    guestAgain.cookies.set('qc_guest', guest.cookies.get('qc_guest')!);
    const quote = await waitForFinalStatus(guestAgain, up.json.id);
    expect(['completed', 'discussing']).toContain(quote.status);
    expect(quote.totalCost).toBeTruthy();
  }, 240_000);
});
