import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ANALYSES_EXHAUSTED_MESSAGE, FREE_ANALYSES_PER_IP_PER_DAY, RATE_LIMITS } from '@shared/rate-limits.js';
import { documentBytes, TEXT_QUOTE } from '../documents.js';
import { Browser, uniqueEmail, uploadMultipart } from './http-client.js';
import { startStackProcess, type StackProcess } from './local-stack-process.js';

/**
 * The abuse limits with their production defaults, on a stack of its own (the shared test stack runs
 * with RATE_LIMITS=off, as its tests create many accounts and guests from one address).
 */
describe('abuse limits', () => {
  let stack: StackProcess;
  beforeAll(async () => {
    stack = await startStackProcess({ env: { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', RATE_LIMITS: '' } });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop('SIGTERM');
    if (stack) rmSync(stack.dataDir, { recursive: true, force: true });
  });

  it('stops a client that drops its guest cookie to get another free analysis, with 429 and Retry-After', async () => {
    const pdf = documentBytes(TEXT_QUOTE.file);
    for (let i = 0; i < FREE_ANALYSES_PER_IP_PER_DAY; i++) {
      expect((await uploadMultipart(new Browser(stack.url), pdf, 'quote.pdf')).status).toBe(200);
    }
    const fresh = new Browser(stack.url);
    const refused = await fresh.request('POST', '/api/quotes/upload-url', { fileName: 'quote.pdf', size: pdf.length });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(FREE_ANALYSES_EXHAUSTED_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await uploadMultipart(new Browser(stack.url), pdf, 'quote.pdf')).status).toBe(429);
    // A new account's free analysis is a free analysis from the same address too.
    const account = new Browser(stack.url);
    expect(
      (await account.post('/api/auth/signup', { email: uniqueEmail('loop'), password: 'secret-123' })).status,
    ).toBe(201);
    expect((await uploadMultipart(account, pdf, 'quote.pdf')).status).toBe(429);
  });

  it('limits password reset requests per address, whatever e-mail each names, with 429 and Retry-After', async () => {
    const auth = RATE_LIMITS.find((l) => l.name === 'auth')!;
    expect(auth.routes).toEqual(
      expect.arrayContaining(['POST /api/auth/forgot-password', 'POST /api/auth/reset-password']),
    );
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i <= auth.limit; i++) {
      const res = await new Browser(stack.url).post('/api/auth/forgot-password', { email: uniqueEmail('flood') });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(0, -1).every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const reset = await new Browser(stack.url).post('/api/auth/reset-password', {
      email: uniqueEmail('flood'),
      code: '123456',
      password: 'secret-123',
    });
    expect(reset.status).toBe(429);
  });

  it('limits sign-in attempts per address with 429 and Retry-After', async () => {
    const auth = RATE_LIMITS.find((l) => l.name === 'auth')!;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i <= auth.limit; i++) {
      const res = await new Browser(stack.url).post('/api/auth/login', {
        email: 'nobody@example.com',
        password: 'wrong-password',
      });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(0, -1).every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
