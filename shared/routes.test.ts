import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES, routeKeyOf } from './routes.js';

describe('the route table', () => {
  it('declares every route once, under /api', () => {
    const keys = ROUTES.map(routeKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ROUTES.every((r) => r.path.startsWith('/api/'))).toBe(true);
  });

  it('keeps admin routes admin-only', () => {
    expect(ROUTES.filter((r) => r.path.startsWith('/api/admin/')).every((r) => r.access === 'admin')).toBe(true);
  });

  it('matches a method and path to its route', () => {
    expect(matchRoute('post', '/api/auth/login')?.route).toMatchObject({ method: 'POST', path: '/api/auth/login', fn: 'auth' });
    expect(matchRoute('GET', '/api/auth/login')).toBeUndefined();
    expect(matchRoute('GET', '/api/auth/login/extra')).toBeUndefined();
    expect(matchRoute('GET', '/api/nothing')).toBeUndefined();
  });
});
