import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES, routeKeyOf } from '@shared/routes.js';

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
    expect(matchRoute('post', '/api/auth/login')?.route).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      fn: 'auth',
    });
    expect(matchRoute('GET', '/api/auth/login')).toBeUndefined();
    expect(matchRoute('GET', '/api/auth/login/extra')).toBeUndefined();
    expect(matchRoute('GET', '/api/nothing')).toBeUndefined();
  });
});

describe('matchRoute with path parameters', () => {
  it('extracts parameters and prefers a literal path over a parameter, as API Gateway does', () => {
    expect(matchRoute('GET', '/api/quotes/abc-123/extracted-text')).toMatchObject({
      route: { path: '/api/quotes/{id}/extracted-text' },
      pathParameters: { id: 'abc-123' },
    });
    expect(matchRoute('GET', '/api/quotes/my-quotes')?.route.path).toBe('/api/quotes/my-quotes');
    expect(matchRoute('GET', '/api/quotes/x.y')?.pathParameters).toEqual({ id: 'x.y' });
    expect(matchRoute('GET', '/api/quotes/a/b')).toBeUndefined();
  });
});
