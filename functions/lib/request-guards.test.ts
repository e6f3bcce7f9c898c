import { describe, expect, it } from 'vitest';
import { matchRoute } from '@shared/routes.js';
import { requestGuardError } from './request-guards.js';

const route = (method: string, path: string) => matchRoute(method, path)!.route;
const login = route('POST', '/api/auth/login');
const upload = route('POST', '/api/quotes/upload');
const webhook = route('POST', '/api/payments/webhook');

describe('requestGuardError', () => {
  it('refuses a cross-site text/plain form post (login CSRF)', () => {
    expect(
      requestGuardError(
        login,
        'POST',
        { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
        '{"email":"a"}',
      )?.statusCode,
    ).toBe(403);
    expect(requestGuardError(login, 'POST', { 'content-type': 'text/plain' }, '{"email":"a"}')?.statusCode).toBe(415);
    expect(
      requestGuardError(login, 'POST', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a')?.statusCode,
    ).toBe(415);
    expect(
      requestGuardError(login, 'POST', { 'content-type': 'multipart/form-data; boundary=x' }, {})?.statusCode,
    ).toBe(415);
  });

  it('refuses requests a browser marks as coming from another site or an opaque origin', () => {
    expect(
      requestGuardError(login, 'POST', { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' }, '{}')
        ?.statusCode,
    ).toBe(403);
    expect(
      requestGuardError(login, 'POST', { 'content-type': 'application/json', origin: 'null' }, '{}')?.statusCode,
    ).toBe(403);
  });

  it('lets the site itself and API clients through with JSON, or with no body', () => {
    expect(
      requestGuardError(
        login,
        'POST',
        { 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin' },
        '{}',
      ),
    ).toBeUndefined();
    expect(requestGuardError(login, 'POST', { 'content-type': 'application/json' }, '{}')).toBeUndefined();
    expect(requestGuardError(route('POST', '/api/auth/logout'), 'POST', {}, undefined)).toBeUndefined();
  });

  it('takes multipart only on upload routes', () => {
    expect(
      requestGuardError(upload, 'POST', { 'content-type': 'multipart/form-data; boundary=x' }, {}),
    ).toBeUndefined();
    expect(requestGuardError(upload, 'POST', { 'content-type': 'text/plain' }, 'x')?.statusCode).toBe(415);
  });

  it('leaves reads and the signed Stripe webhook alone', () => {
    expect(
      requestGuardError(route('GET', '/api/auth/me'), 'GET', { 'sec-fetch-site': 'cross-site' }, undefined),
    ).toBeUndefined();
    expect(
      requestGuardError(webhook, 'POST', { 'content-type': 'application/json; charset=utf-8' }, '{}'),
    ).toBeUndefined();
  });
});
