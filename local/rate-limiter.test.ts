import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.js';

const LIMITS = [
  { name: 'api', limit: 5, windowSeconds: 60, routes: [] },
  { name: 'auth', limit: 2, windowSeconds: 300, routes: ['POST /api/auth/login'] },
  { name: 'chat', limit: 3, windowSeconds: 60, routes: ['POST /api/quotes/{id}/chat'], perSession: true },
];

describe('RateLimiter', () => {
  it('lets requests through up to the limit, then answers the seconds left in the window', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(LIMITS, () => now);
    const login = () => limiter.hit('POST /api/auth/login', { ip: '10.0.0.1' });
    expect(login()).toBeUndefined();
    expect(login()).toBeUndefined();
    now += 100_000;
    expect(login()).toBe(200);
    // Another address is counted apart.
    expect(limiter.hit('POST /api/auth/login', { ip: '10.0.0.2' })).toBeUndefined();
    now += 200_000;
    expect(login()).toBeUndefined();
  });

  it('counts every route against the overall limit per address', () => {
    const limiter = new RateLimiter(LIMITS, () => 0);
    for (let i = 0; i < 5; i++) expect(limiter.hit('GET /api/health', { ip: '10.0.0.3' })).toBeUndefined();
    expect(limiter.hit('GET /api/quotes/{id}', { ip: '10.0.0.3' })).toBe(60);
  });

  it('limits a session wherever it comes from, as well as each address', () => {
    const limiter = new RateLimiter(LIMITS, () => 0);
    const chat = (ip: string) => limiter.hit('POST /api/quotes/{id}/chat', { ip, session: 'token-a' });
    expect(chat('10.0.0.4')).toBeUndefined();
    expect(chat('10.0.0.5')).toBeUndefined();
    expect(chat('10.0.0.6')).toBeUndefined();
    expect(chat('10.0.0.7')).toBe(60);
  });
});

describe('RateLimiter with many clients', () => {
  const api = [{ name: 'api', limit: 2, windowSeconds: 60, routes: [] }];

  it('touches a bounded number of keys per request however many clients it holds', () => {
    let now = 0;
    const limiter = new RateLimiter(api, () => now);
    for (let i = 0; i < 20_000; i++) limiter.hit('GET /api/health', { ip: `10.1.${i >> 8}.${i & 255}` });
    expect(limiter.size).toBe(20_000);
    // Every window is still open: a request must not look at the other clients' windows.
    const before = limiter.keysTouched;
    limiter.hit('GET /api/health', { ip: '10.9.9.9' });
    expect(limiter.keysTouched - before).toBeLessThanOrEqual(5);
    // Once they have all ended, each request forgets a few of them, never all at once.
    now += 61_000;
    for (let i = 0; i < 100; i++) {
      const touched = limiter.keysTouched;
      limiter.hit('GET /api/health', { ip: '10.9.9.8' });
      expect(limiter.keysTouched - touched).toBeLessThanOrEqual(5);
    }
    expect(limiter.size).toBeLessThan(20_000);
  });

  it('forgets ended windows as requests come in, and still counts the live ones', () => {
    let now = 0;
    const limiter = new RateLimiter(api, () => now);
    for (let i = 0; i < 1_000; i++) limiter.hit('GET /api/health', { ip: `10.2.${i >> 8}.${i & 255}` });
    now += 30_000;
    expect(limiter.hit('GET /api/health', { ip: '10.3.0.1' })).toBeUndefined();
    expect(limiter.hit('GET /api/health', { ip: '10.3.0.1' })).toBeUndefined();
    now += 31_000;
    // The first thousand windows have ended; 10.3.0.1's (started 30 s later) has not.
    for (let i = 0; i < 600; i++) limiter.hit('GET /api/health', { ip: `10.4.${i >> 8}.${i & 255}` });
    // Each request forgot some of the ended ones: only the live windows are left.
    expect(limiter.size).toBe(1 + 600);
    expect(limiter.hit('GET /api/health', { ip: '10.3.0.1' })).toBe(29);
    // A client whose window ended and was forgotten starts a fresh one.
    expect(limiter.hit('GET /api/health', { ip: '10.2.0.1' })).toBeUndefined();
  });
});
