import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessageOf } from './api-client';

const status = (code: number, text: string) => ({ status: code, statusText: text });

describe('errorMessageOf', () => {
  it('uses the error field of a JSON body', () => {
    expect(errorMessageOf(status(401, 'Unauthorized'), '{"error":"Invalid email or password"}')).toBe(
      'Invalid email or password',
    );
  });

  it('falls back to "<status>: <body text>" when the body is not JSON', () => {
    expect(errorMessageOf(status(502, 'Bad Gateway'), 'upstream timed out')).toBe('502: upstream timed out');
  });

  it('falls back to "<status>: <status text>" when the body is empty', () => {
    expect(errorMessageOf(status(500, 'Internal Server Error'), '')).toBe('500: Internal Server Error');
  });

  it('uses the body text when the JSON has no usable error field', () => {
    expect(errorMessageOf(status(400, 'Bad Request'), '{"message":"nope"}')).toBe('400: {"message":"nope"}');
    expect(errorMessageOf(status(400, 'Bad Request'), '{"error":""}')).toBe('400: {"error":""}');
  });

  it('prefers a caller fallback over the status line, but not over the error field', () => {
    expect(errorMessageOf(status(500, 'Internal Server Error'), '', 'Login failed')).toBe('Login failed');
    expect(errorMessageOf(status(401, ''), '{"error":"Invalid email or password"}', 'Login failed')).toBe(
      'Invalid email or password',
    );
  });
});

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the session cookie and parses the answer', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post('/api/thing', { a: 1 })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/thing');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws an ApiError carrying the status and the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Not found"}', { status: 404 })),
    );

    const error = await api.get('/api/quotes/x').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Not found' });
  });

  it('resolves to undefined for an empty OK answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );

    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });
});
