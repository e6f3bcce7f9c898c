import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { decodedPath, requestTarget, toApiGatewayEvent } from './api-gateway.js';

function request(url: string, headers: Record<string, string>): IncomingMessage {
  return Object.assign(Readable.from([]), {
    url,
    method: 'POST',
    headers,
    httpVersion: '1.1',
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as IncomingMessage;
}

describe('toApiGatewayEvent', () => {
  it('builds a payload 2.0 event: cookies apart, lower-case headers, query and path parameters', () => {
    const event = toApiGatewayEvent(
      request('/api/quotes/abc?page=2&tag=a&tag=b', {
        cookie: 'a=1; qc_session=xyz',
        'content-type': 'application/json',
      }),
      Buffer.from('{"x":1}'),
      'POST /api/quotes/{id}',
      { id: 'abc' },
    );
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/quotes/{id}',
      rawPath: '/api/quotes/abc',
      cookies: ['a=1', 'qc_session=xyz'],
      queryStringParameters: { page: '2', tag: 'a,b' },
      pathParameters: { id: 'abc' },
      body: '{"x":1}',
      isBase64Encoded: false,
    });
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers['x-forwarded-proto']).toBe('http');
    expect(event.requestContext.http.method).toBe('POST');
  });

  it('base64-encodes a binary body as API Gateway does', () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff]);
    const event = toApiGatewayEvent(
      request('/api/x', { 'content-type': 'multipart/form-data; boundary=z' }),
      bytes,
      'POST /api/x',
      {},
    );
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(bytes);
  });
});

describe('requestTarget and decodedPath', () => {
  it('read an origin-form target as a path on this server, whatever it looks like', () => {
    expect(requestTarget('//')?.pathname).toBe('//');
    expect(requestTarget('//evil.example/x')?.host).toBe('local');
    expect(requestTarget('/api/quotes/a?b=%')?.search).toBe('?b=%');
  });

  it('refuse targets that are not a path', () => {
    for (const target of [undefined, '', '*', 'api/health', 'http://other.example/api/health'])
      expect(requestTarget(target)).toBeUndefined();
  });

  it('decode a path, or say it cannot be decoded', () => {
    expect(decodedPath(requestTarget('/api/quotes/a%20b'))).toBe('/api/quotes/a b');
    for (const target of ['/%', '/%E0%A4%A', '/api/quotes/%ZZ'])
      expect(decodedPath(requestTarget(target))).toBeUndefined();
  });
});
