import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { PASSWORD_RESET_LIMITS } from '@shared/rate-limits.js';
import { Browser, uniqueEmail } from './http-client.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const SENT = { message: 'If an account exists for that e-mail, we sent a code.' };
const BAD_CODE = { error: 'That code is wrong or has expired. Check it, or ask for a new one.' };

/** The password reset codes local mode delivered to `email`, oldest first (its mailbox: DATA_DIR/mailbox.jsonl). */
function codesFor(email: string): string[] {
  const file = join(dataDir, 'mailbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { kind: string; to: string; code: string })
    .filter((mail) => mail.to === email && mail.kind === 'ForgotPassword')
    .map((mail) => mail.code);
}

async function account(password = 'old-secret-1') {
  const email = uniqueEmail('reset');
  const browser = new Browser(baseUrl);
  expect((await browser.post('/api/auth/signup', { email, password })).status).toBe(201);
  return { email, browser, password };
}

describe('forgot password', () => {
  it('answers the same whether or not an account has the address, and sends a code only to a real one', async () => {
    const { email } = await account();
    const known = await new Browser(baseUrl).post('/api/auth/forgot-password', { email });
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await new Browser(baseUrl).post('/api/auth/forgot-password', { email: unknownEmail });
    expect({ status: known.status, body: known.json }).toEqual({ status: 200, body: SENT });
    expect({ status: unknown.status, body: unknown.json }).toEqual({ status: 200, body: SENT });
    expect(codesFor(email)).toHaveLength(1);
    expect(codesFor(email)[0]).toMatch(/^\d{6}$/);
    expect(codesFor(unknownEmail)).toEqual([]);
    // An unknown address's reset is refused like a wrong code.
    const reset = await new Browser(baseUrl).post('/api/auth/reset-password', {
      email: unknownEmail,
      code: '123456',
      password: 'new-secret-1',
    });
    expect({ status: reset.status, body: reset.json }).toEqual({ status: 400, body: BAD_CODE });
  });

  it('refuses a wrong code and changes nothing', async () => {
    const { email, password } = await account();
    await new Browser(baseUrl).post('/api/auth/forgot-password', { email });
    const code = codesFor(email).at(-1)!;
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await new Browser(baseUrl).post('/api/auth/reset-password', {
      email,
      code: wrong,
      password: 'new-secret-1',
    });
    expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: BAD_CODE });
    expect((await new Browser(baseUrl).post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('checks the new password and the code on the server', async () => {
    const short = await new Browser(baseUrl).post('/api/auth/reset-password', {
      email: uniqueEmail(),
      code: '123456',
      password: '12345',
    });
    expect({ status: short.status, body: short.json }).toEqual({
      status: 400,
      body: { error: 'Password must be at least 6 characters' },
    });
    const badCode = await new Browser(baseUrl).post('/api/auth/reset-password', {
      email: uniqueEmail(),
      code: 'abc',
      password: 'new-secret-1',
    });
    expect(badCode.status).toBe(400);
    expect((await new Browser(baseUrl).post('/api/auth/forgot-password', { email: 'not-an-email' })).status).toBe(400);
  });

  it('changes the password with the code: the old one is refused, the code is spent, earlier sessions end', async () => {
    const { email, browser: before, password } = await account();
    const refreshOnly = new Browser(baseUrl);
    refreshOnly.cookies.set('qc_refresh', before.cookies.get('qc_refresh')!);
    await new Browser(baseUrl).post('/api/auth/forgot-password', { email });
    const code = codesFor(email).at(-1)!;
    const reset = await new Browser(baseUrl).post('/api/auth/reset-password', {
      email,
      code,
      password: 'new-secret-1',
    });
    expect({ status: reset.status, body: reset.json }).toEqual({ status: 200, body: { message: 'Password changed' } });

    expect((await new Browser(baseUrl).post('/api/auth/login', { email, password })).status).toBe(401);
    const after = new Browser(baseUrl);
    expect((await after.post('/api/auth/login', { email, password: 'new-secret-1' })).status).toBe(200);
    expect((await after.get('/api/auth/me')).status).toBe(200);
    // Sessions signed in with the old password (someone who knew it) are over, refresh token and all.
    expect((await before.get('/api/auth/me')).status).toBe(401);
    expect((await refreshOnly.get('/api/auth/me')).status).toBe(401);
    // The code was spent.
    const again = await new Browser(baseUrl).post('/api/auth/reset-password', {
      email,
      code,
      password: 'other-secret-1',
    });
    expect(again.status).toBe(400);
  });

  it('limits codes and attempts per e-mail address, known or not, with 429 and Retry-After', async () => {
    for (const email of [(await account()).email, uniqueEmail('nobody')]) {
      const statuses: number[] = [];
      for (let i = 0; i <= PASSWORD_RESET_LIMITS.requestsPerEmail; i++)
        statuses.push((await new Browser(baseUrl).post('/api/auth/forgot-password', { email })).status);
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      const refused = await new Browser(baseUrl).post('/api/auth/forgot-password', { email });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

      const attempts: number[] = [];
      for (let i = 0; i <= PASSWORD_RESET_LIMITS.attemptsPerEmail; i++)
        attempts.push(
          (
            await new Browser(baseUrl).post('/api/auth/reset-password', {
              email,
              code: '000000',
              password: 'xyz-secret',
            })
          ).status,
        );
      expect(attempts.at(-1)).toBe(429);
    }
  });
});
