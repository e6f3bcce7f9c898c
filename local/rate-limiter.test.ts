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
