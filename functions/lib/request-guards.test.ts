import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES, type RouteDef } from '@shared/routes.js';
import { requestGuardError } from './request-guards.js';

const SITE = 'https://d111.cloudfront.net';
const route = (method: string, path: string) => matchRoute(method, path)!.route;
const login = route('POST', '/api/auth/login');
const upload = route('POST', '/api/quotes/upload');
const webhook = route('POST', '/api/payments/webhook');
const guard = (r: RouteDef, method: string, headers: Record<string, string>, body: unknown) =>
  requestGuardError(r, method, headers, body, [SITE]);
const fromSite = { origin: SITE };

describe('requestGuardError', () => {
  it('refuses a cross-site text/plain form post (login CSRF)', () => {
    expect(
      guard(
        login,
        'POST',
        { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site', ...fromSite },
        '{"email":"a"}',
      )?.statusCode,
    ).toBe(403);
    expect(guard(login, 'POST', { 'content-type': 'text/plain', ...fromSite }, '{"email":"a"}')?.statusCode).toBe(415);
    expect(
      guard(login, 'POST', { 'content-type': 'application/x-www-form-urlencoded', ...fromSite }, 'email=a')?.statusCode,
    ).toBe(415);
    expect(
      guard(login, 'POST', { 'content-type': 'multipart/form-data; boundary=x', ...fromSite }, {})?.statusCode,
    ).toBe(415);
  });

  it('refuses requests a browser marks as coming from another site or an opaque origin', () => {
    expect(
      guard(login, 'POST', { 'content-type': 'application/json', 'sec-fetch-site': 'same-site', ...fromSite }, '{}')
        ?.statusCode,
    ).toBe(403);
    expect(guard(login, 'POST', { 'content-type': 'application/json', origin: 'null' }, '{}')?.statusCode).toBe(403);
  });

  it('refuses a foreign Origin without Sec-Fetch-Site (older browsers), on every state-changing route', () => {
    const changing = (ROUTES as readonly RouteDef[]).filter((r) => r.method !== 'GET' && !r.signedByCaller);
    expect(changing.length).toBeGreaterThan(10);
    for (const r of changing) {
      const type = r.multipart ? 'multipart/form-data; boundary=x' : 'application/json';
      for (const origin of [
        'https://evil.example',
        'http://d111.cloudfront.net',
        'https://d111.cloudfront.net.evil.example',
      ])
        expect(guard(r, r.method, { 'content-type': type, origin }, '{}')?.statusCode, `${r.path} ${origin}`).toBe(403);
      expect(guard(r, r.method, { 'content-type': type, origin: SITE }, '{}'), r.path).toBeUndefined();
    }
  });

  it('without an Origin, goes by the Referer; with neither, refuses', () => {
    expect(guard(upload, 'POST', { referer: 'https://evil.example/upload.html' }, undefined)?.statusCode).toBe(403);
    expect(guard(upload, 'POST', { referer: `${SITE}/upload?x=1` }, undefined)).toBeUndefined();
    expect(guard(upload, 'POST', {}, undefined)?.statusCode).toBe(403);
    expect(guard(route('POST', '/api/auth/logout'), 'POST', { referer: 'not a url' }, undefined)?.statusCode).toBe(403);
    // An Origin wins over the Referer.
    expect(guard(upload, 'POST', { origin: 'https://evil.example', referer: `${SITE}/` }, undefined)?.statusCode).toBe(
      403,
    );
  });

  it('refuses everything when the site is not configured', () => {
    expect(
      requestGuardError(login, 'POST', { 'content-type': 'application/json', ...fromSite }, '{}', [])?.statusCode,
    ).toBe(403);
  });

  it('lets the site itself through with JSON, or with no body', () => {
    expect(
      guard(
        login,
        'POST',
        { 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin', ...fromSite },
        '{}',
      ),
    ).toBeUndefined();
    expect(
      guard(login, 'POST', { 'content-type': 'application/json', origin: 'HTTPS://D111.cloudfront.net:443' }, '{}'),
    ).toBeUndefined();
    expect(guard(route('POST', '/api/auth/logout'), 'POST', fromSite, undefined)).toBeUndefined();
  });

  it('takes multipart only on upload routes', () => {
    expect(
      guard(upload, 'POST', { 'content-type': 'multipart/form-data; boundary=x', ...fromSite }, {}),
    ).toBeUndefined();
    expect(guard(upload, 'POST', { 'content-type': 'text/plain', ...fromSite }, 'x')?.statusCode).toBe(415);
  });

  it('leaves reads and the signed Stripe webhook alone', () => {
    expect(guard(route('GET', '/api/auth/me'), 'GET', { 'sec-fetch-site': 'cross-site' }, undefined)).toBeUndefined();
    expect(guard(webhook, 'POST', { 'content-type': 'application/json; charset=utf-8' }, '{}')).toBeUndefined();
  });
});
