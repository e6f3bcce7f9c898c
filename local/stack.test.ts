import { Agent, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '@shared/security-headers.js';
import { apiGateway, DRAIN_LIMIT, LAMBDA_PAYLOAD_LIMIT } from './api-gateway.js';
import { createLocalServer } from './stack.js';
import { staticSite } from './static-site.js';

/** Stand-in Lambda handlers: health answers, auth/me wants a session, quotes echoes the body's size, admin throws. */
const handlers = {
  health: async () => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"status":"ok"}' }),
  auth: async () => ({
    statusCode: 401,
    headers: { 'content-type': 'application/json' },
    body: '{"error":"Please sign in"}',
  }),
  quotes: async (event: APIGatewayProxyEventV2) => ({
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      bytes: event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8').length : 0,
      query: event.queryStringParameters,
    }),
  }),
  admin: async () => {
    throw new Error('boom');
  },
  credits: async () => ({ statusCode: 200, headers: { 'x-bad': 'line\nbreak' }, body: '{}' }),
};

const HEADERS = securityHeaders({ uploadOrigins: ['http://127.0.0.1:1'] });
let server: Server;
let port: number;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'qc-site-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(webDir, 'assets/app.js'), 'console.log(1)');
  const api = apiGateway(async (fn) => handlers[fn as keyof typeof handlers] as never);
  server = createLocalServer({ api, site: staticSite(webDir), headers: HEADERS });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(webDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  socket: Socket;
}

function send(
  method: string,
  path: string,
  options: { body?: Buffer | string; headers?: Record<string, string | number>; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: options.headers, agent: options.agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            socket: req.socket!,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Sends bytes as they are (for what a well-behaved client cannot send) and returns all the server wrote back. */
function raw(text: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.end(text);
  });
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);

describe('the local server never falls over', () => {
  it.each([
    ['/%', 400],
    ['//', 200],
    ['//evil.example/x', 200],
    ['/%E0%A4%A', 400],
    ['/%00', 400],
    ['/..%2f..%2fetc%2fpasswd', 400],
    ['/missing.js', 404],
    ['/api/%', 400],
    ['/api/quotes/%E0%A4%A', 400],
    ['/api/quotes/%E0%A4%A/messages', 400],
    ['/api//', 404],
    ['/api/nothing-here', 404],
  ])('GET %s answers %i with the security headers', async (path, status) => {
    const answer = await send('GET', path);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-security-policy']).toBe(HEADERS['content-security-policy']);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    if (status !== 200) expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
  });

  it('answers request targets that are not a path, and requests Node cannot parse, with 4xx JSON', async () => {
    for (const target of ['http://other.example/api/health', '*', 'api/health']) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(statusOf(answer), target).toBe(400);
    }
    const huge = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statusOf(huge)).toBe(431);
    expect(huge).toContain('content-security-policy:');
    expect(huge).toContain('{"error":');
    const headHuge = await raw(`HEAD /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statusOf(headHuge)).toBe(431);
    expect(headHuge).toMatch(/\r\n\r\n$/);
    const garbage = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(statusOf(garbage)).toBe(400);
    expect(garbage).toContain('x-content-type-options: nosniff');
    const notHttp = await raw(Buffer.from([0x16, 0x03, 0x01, 0x00, 0xff, 0x01, 0x00]));
    expect(statusOf(notHttp)).toBe(400);
  });

  it('answers a query string with odd names and bad escapes', async () => {
    const answer = await send('GET', '/api/quotes/abc?constructor=1&__proto__=2&x=%E0%A4%A&x=%&toString');
    // quotes GET /api/quotes/{id} is served by the echo handler
    expect(answer.status).toBe(200);
    expect(Object.entries(JSON.parse(answer.body).query)).toEqual([
      ['constructor', '1'],
      ['__proto__', '2'],
      ['x', '\uFFFD%A,%'],
      ['toString', ''],
    ]);
  });

  it('answers 500 JSON when a handler throws or answers what HTTP cannot carry, and keeps serving', async () => {
    const thrown = await send('GET', '/api/admin/stats');
    expect(thrown.status).toBe(500);
    expect(JSON.parse(thrown.body)).toEqual({ error: expect.any(String) });
    expect(thrown.headers['strict-transport-security']).toBeDefined();
    const badHeader = await send('GET', '/api/credits/balance');
    expect(badHeader.status).toBe(500);
    expect((await send('GET', '/api/health')).status).toBe(200);
  });

  it('refuses other methods than GET and HEAD on the site, and answers HEAD without a body', async () => {
    const post = await send('POST', '/', {
      body: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await send('HEAD', '/assets/app.js');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe('14');
  });
});

describe('security headers', () => {
  it('are on the SPA (files and client-side routes) and the API', async () => {
    for (const path of ['/', '/analysis/abc', '/assets/app.js', '/api/health', '/api/auth/me']) {
      const answer = await send('GET', path);
      for (const [name, value] of Object.entries(HEADERS))
        expect(answer.headers[name], `${name} on ${path}`).toBe(value);
    }
  });

  it('forbid inline scripts and framing', () => {
    const csp = HEADERS['content-security-policy'];
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/connect-src 'self'[^;]* http:\/\/127\.0\.0\.1:1/);
  });
});

describe('refused requests leave a keep-alive connection usable', () => {
  it('reads and drops the body of early refusals, so the next request on the connection is served', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.alloc(1024 * 1024, 0x61);
      const refusals = [
        await send('POST', '/api/no-such-route', { agent, body, headers: { 'content-type': 'application/json' } }),
        await send('POST', '/api/quotes/upload', {
          agent,
          body: Buffer.alloc(LAMBDA_PAYLOAD_LIMIT + 1),
          headers: { 'content-type': 'application/octet-stream' },
        }),
        await send('POST', '/api/%zz', { agent, body }),
        await send('POST', '/', { agent, body }),
        await send('POST', '/api/quotes/upload', {
          agent,
          body: Buffer.alloc(LAMBDA_PAYLOAD_LIMIT + 10),
          headers: { 'transfer-encoding': 'chunked' },
        }),
        // (Node's client frames a GET body only with an explicit content-length.)
        await send('GET', '/api/auth/me', {
          agent,
          body,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        }),
      ];
      expect(refusals.map((r) => r.status)).toEqual([404, 413, 400, 405, 413, 401]);
      const valid = await send('POST', '/api/quotes/upload', {
        agent,
        body,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(valid.status).toBe(200);
      expect(JSON.parse(valid.body).bytes).toBe(body.length);
      // All on one connection: each refusal read its request's body to the end.
      expect(new Set([...refusals, valid].map((r) => r.socket)).size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('closes the connection instead when the declared body is too large to drain', async () => {
    const answer = await raw(
      `POST /api/quotes/upload HTTP/1.1\r\nHost: x\r\nContent-Length: ${DRAIN_LIMIT + 1}\r\n\r\n${'a'.repeat(1000)}`,
    );
    expect(statusOf(answer)).toBe(413);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});

describe('requests Node cannot parse', () => {
  it('are answered even while their client is still sending a large body (lingering close)', async () => {
    const body = Buffer.alloc(7 * 1024 * 1024, 0x61);
    const badMethod = await send('FUZZ', '/api/health', { body, headers: { 'content-length': body.length } });
    expect(badMethod.status).toBe(400);
    const hugeHeader = await send('POST', '/api/quotes/upload', {
      body,
      headers: { 'x-big': 'h'.repeat(20_000), 'content-length': body.length },
    });
    expect(hugeHeader.status).toBe(431);
    expect(hugeHeader.headers.connection).toBe('close');
    expect((await send('GET', '/api/health')).status).toBe(200);
  });
});
