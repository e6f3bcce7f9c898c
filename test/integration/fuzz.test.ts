import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { readFileSync, rmSync } from 'node:fs';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '@shared/routes.js';
import { DEMO_WEBHOOK_SECRET } from '../../functions/payments/demo.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startStackProcess, type StackProcess } from './local-stack-process.js';
import { documentBytes, TEXT_QUOTE } from '../documents.js';

/**
 * Fuzzing the real local stack: every route of the route table with random and malformed input
 * (methods, path parameters, query strings, headers, cookies, JSON, multipart, raw bytes), signed
 * in or not. Whatever comes in, the server answers with something other than a 5xx, every answer
 * carries the security headers, an API refusal is JSON {error}, and the server is still healthy at the end.
 *
 * Reproduce a run with FUZZ_SEED=<seed> (printed at the start); FUZZ_REQUESTS changes the count.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5200);
const CONCURRENCY = 8;
const TEXT_PDF = Buffer.from(documentBytes(TEXT_QUOTE.file));

/** mulberry32: small, fast and seedable. */
class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(max: number): number {
    return Math.floor(this.next() * max);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  bytes(n: number): Buffer {
    const out = Buffer.alloc(n);
    for (let i = 0; i < n; i++) out[i] = this.int(256);
    return out;
  }
  text(
    n: number,
    alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-_.~ %/?#&=+;:,@!$\'"()*[]{}<>\\|^`é€😀\u0000\u001f\ud800',
  ): string {
    const chars = [...alphabet];
    let out = '';
    for (let i = 0; i < n; i++) out += this.pick(chars);
    return out;
  }
}

interface Identity {
  name: string;
  cookie?: string;
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Bytes sent as they are on a fresh connection, for what an HTTP client refuses to send. */
  raw?: Buffer;
  label: string;
}

interface Outcome {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Fixtures {
  identities: Identity[];
  /** Sessions that may be logged out without weakening the rest of the run. */
  throwaway: Identity[];
  quoteIds: string[];
  userIds: string[];
  /** The site's own origin: state-changing requests need it (or a Referer on it) to get past the CSRF guard. */
  origin: string;
}

const ODD_SEGMENTS = [
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%00',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '%25',
  '%20',
  'a%2Fb',
  '%F0%9F%98%80',
  '%C0%AF',
  '%FF%FE',
  'ü',
  '{id}',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '-1',
  "'%20OR%201=1--",
  '%3Cscript%3E',
  'x'.repeat(65),
  'A'.repeat(4000),
  '0000000000000000',
  'my-quotes',
  'upload',
  '%0d%0aSet-Cookie:%20x=1',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;;;',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=fuzzboundary',
  'multipart/form-data; boundary="quoted boundary"',
  'multipart/form-data; boundary=' + 'b'.repeat(80),
  'application/octet-stream',
  'application/pdf',
  'image/png',
  'application/xml',
  'garbage',
  '',
  ';',
  'application/json, text/plain',
];

const FIELD_NAMES = [
  'email',
  'password',
  'fullName',
  'quoteId',
  'message',
  'vendor',
  'totalCost',
  'zipCode',
  'quantities',
  'scope',
  'projectAddress',
  'scopeOfWork',
  'customerZip',
  'fileName',
  'size',
  'uploadId',
  'creditAmount',
  'paymentIntentId',
  'credits',
  'reason',
  'page',
  'search',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '',
  ' ',
  'id',
  'type',
  'data',
];

function jsonValue(rng: Rng, depth = 0): unknown {
  const kind = rng.int(depth > 3 ? 6 : 9);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick([0, -1, 1, 10, 1.5, -0, 1e21, 1e308, -1e308, 2 ** 53 + 1, 0.1, 99999999, 100000000, 5, 6, 50]);
    case 3:
      return rng.text(rng.int(40));
    case 4:
      return rng.pick([
        '',
        ' ',
        'a@b.co',
        'admin@quotecheck.test',
        '12345',
        '$12,500.50',
        '8 windows, 1 doors',
        'pi_123',
        'pi_',
        '\u0000',
        'x'.repeat(10_000),
      ]);
    case 5:
      return rng.pick(['true', '1', '1e3', 'NaN', 'Infinity', '-5', '0x10', '10']);
    case 6:
      return Array.from({ length: rng.int(4) }, () => jsonValue(rng, depth + 1));
    default: {
      const obj: Record<string, unknown> = {};
      for (let i = rng.int(5); i > 0; i--)
        obj[rng.chance(0.7) ? rng.pick(FIELD_NAMES) : rng.text(rng.int(12))] = jsonValue(rng, depth + 1);
      return obj;
    }
  }
}

/** A body shaped like the route's request, with values of every kind. */
function routeBody(rng: Rng, route: RouteDef, fx: Fixtures): unknown {
  const any = () => jsonValue(rng, 2);
  const maybe = (value: () => unknown) => (rng.chance(0.75) ? value() : any());
  const email = () =>
    rng.pick([
      `fuzz.${rng.int(1e9)}@example.com`,
      ADMIN_EMAIL,
      'not-an-email',
      '',
      `${'a'.repeat(300)}@x.com`,
      ' A@B.COM ',
    ]);
  switch (route.path) {
    case '/api/auth/signup':
      return {
        email: maybe(email),
        password: maybe(() => rng.pick(['secret-123', '123', '', 'x'.repeat(300)])),
        fullName: maybe(() => rng.text(rng.int(300))),
        quoteId: maybe(() => rng.pick([...fx.quoteIds, 'short', rng.text(20)])),
      };
    case '/api/auth/login':
      return {
        email: maybe(email),
        password: maybe(() => rng.pick([ADMIN_PASSWORD + 'x', 'wrong-pass', '', rng.text(50)])),
      };
    case '/api/quotes/upload-url':
      return {
        fileName: maybe(() => rng.text(rng.int(600))),
        size: maybe(() => rng.pick([0, 1, -1, 1.5, 10485760, 10485761, 1e21])),
      };
    case '/api/quotes/upload-complete':
      return {
        uploadId: maybe(() => rng.pick([...fx.quoteIds, crypto.randomUUID(), rng.text(30)])),
        fileName: maybe(() => rng.text(50)),
      };
    case '/api/quotes/{id}/chat':
      return {
        message: maybe(() =>
          rng.pick(['', '   ', 'What about the warranty?', rng.text(rng.int(3000)), 'x'.repeat(20_000)]),
        ),
      };
    case '/api/quotes/{id}/update-scope': {
      const body: Record<string, unknown> = {};
      for (const field of [
        'vendor',
        'totalCost',
        'zipCode',
        'quantities',
        'scope',
        'customerZip',
        'projectAddress',
        'scopeOfWork',
      ]) {
        if (rng.chance(0.3))
          body[field] = maybe(() =>
            rng.pick([
              '',
              'ACME Windows',
              '$12,500.50',
              '0',
              '-5',
              '12345',
              '1234',
              '8 windows, 1 doors',
              '999 windows, 999 doors',
              rng.text(rng.int(200)),
            ]),
          );
      }
      return body;
    }
    case '/api/payments/create-intent':
      return { creditAmount: maybe(() => rng.pick([1, 10, 0, 5, '1', -1, 1e9])) };
    case '/api/payments/confirm':
      return {
        paymentIntentId: maybe(() =>
          rng.pick(['pi_123', 'pi_' + rng.text(20, 'abcXYZ019_'), 'pi_' + 'a'.repeat(300), 'ch_1', '']),
        ),
        credits: any(),
      };
    case '/api/admin/users/{userId}/credits':
      return {
        credits: maybe(() => rng.pick([0, 1, 5, -1, 1.5, 1e12, '3', null])),
        reason: maybe(() => rng.text(rng.int(600))),
      };
    default:
      return any();
  }
}

function multipart(rng: Rng, boundary: string): Buffer {
  const parts: Buffer[] = [];
  const crlf = '\r\n';
  for (let i = rng.int(4); i >= 0; i--) {
    const name = rng.pick(['file', 'file', 'file[]', 'other', '', 'f'.repeat(200), rng.text(8)]);
    const filename = rng.pick([
      undefined,
      'q.pdf',
      '',
      '../../etc/passwd',
      'é😀.pdf',
      'a"b.pdf',
      'x'.repeat(500),
      'con\u0000.pdf',
    ]);
    const disposition =
      filename === undefined ? `form-data; name="${name}"` : `form-data; name="${name}"; filename="${filename}"`;
    const headers = [`Content-Disposition: ${rng.chance(0.9) ? disposition : rng.text(30)}`];
    if (rng.chance(0.5))
      headers.push(`Content-Type: ${rng.pick(['application/pdf', 'image/png', 'text/plain', 'garbage'])}`);
    if (rng.chance(0.1)) headers.push('Content-Transfer-Encoding: base64');
    const content = rng.pick([
      () => TEXT_PDF.subarray(0, rng.int(TEXT_PDF.length)),
      () => Buffer.concat([Buffer.from('%PDF-1.7\n'), rng.bytes(rng.int(2000))]),
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...rng.bytes(200)]),
      () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...rng.bytes(300)]),
      () => rng.bytes(rng.int(3000)),
      () => Buffer.alloc(0),
      () => Buffer.from(`--${boundary}`),
    ])();
    parts.push(Buffer.from(`--${boundary}${crlf}${headers.join(crlf)}${crlf}${crlf}`), content, Buffer.from(crlf));
  }
  if (rng.chance(0.8)) parts.push(Buffer.from(`--${boundary}--${crlf}`));
  return Buffer.concat(parts);
}

const MALFORMED_JSON = [
  '{',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{"message":"hi"}',
  'nul',
  '[1,2',
  '"unterminated',
  '{"a":"\\x"}',
  '{"a":"\\ud800"}',
  '1',
  '"str"',
  'true',
  'null',
  '[]',
  '{}',
  ' ',
  '\n',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
];

function body(rng: Rng, route: RouteDef, fx: Fixtures, contentType: string | undefined): Buffer | undefined {
  const roll = rng.int(100);
  if (roll < 10) return undefined;
  if (roll < 45) return Buffer.from(JSON.stringify(routeBody(rng, route, fx)));
  if (roll < 55) return Buffer.from(rng.pick(MALFORMED_JSON));
  if (roll < 60) return Buffer.from(JSON.stringify(jsonValue(rng)));
  if (roll < 63) return Buffer.from('['.repeat(rng.pick([1000, 100_000])) + ']'.repeat(rng.int(2) ? 0 : 100_000));
  if (roll < 65) return Buffer.from(`{"message":"${'x'.repeat(rng.pick([100_000, 2_000_000]))}"}`);
  if (roll < 66) return Buffer.alloc(rng.pick([6 * 1024 * 1024 + 1, 7 * 1024 * 1024]), 0x20);
  if (roll < 68)
    return Buffer.concat([
      Buffer.from('{"message":"'),
      Buffer.from([0xc3, 0x28, 0xe2, 0x82, 0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
  if (roll < 85) {
    const boundary = /boundary="?([^";]*)"?/.exec(contentType ?? '')?.[1] || 'fuzzboundary';
    return multipart(rng, rng.chance(0.9) ? boundary : 'otherboundary');
  }
  if (roll < 90) return Buffer.from(`a=1&file=${rng.text(20)}&__proto__[x]=1`);
  return rng.bytes(rng.int(4000));
}

/** Percent-encodes every byte of the string's UTF-8 form (a lone surrogate becomes U+FFFD, as a browser sends it). */
function encodeBytes(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function pathFor(rng: Rng, route: RouteDef, fx: Fixtures): string {
  let path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const roll = rng.int(10);
    if (roll < 4) return name === 'userId' ? rng.pick(fx.userIds) : rng.pick(fx.quoteIds);
    if (roll < 5) return crypto.randomUUID();
    if (roll < 6) return encodeBytes(rng.text(rng.int(30)));
    return rng.pick(ODD_SEGMENTS);
  });
  const roll = rng.int(20);
  if (roll === 0) path += '/';
  else if (roll === 1) path = path.replace('/api/', '/api//');
  else if (roll === 2) path += '/extra';
  else if (roll === 3) path = path.toUpperCase();
  else if (roll === 4) path += rng.pick(ODD_SEGMENTS);
  if (rng.chance(0.35)) {
    const params = Array.from({ length: 1 + rng.int(4) }, () => {
      const name = rng.pick(['page', 'search', 'page', '__proto__', 'constructor', '', 'a[b]', rng.text(5, 'abc%=&')]);
      const value = rng.pick([
        '1',
        '0',
        '-1',
        '2.5',
        '1e309',
        'abc',
        '',
        '%',
        '%E0%A4%A',
        'a'.repeat(3000),
        '99999999999999999999',
        encodeBytes(rng.text(10)),
      ]);
      return `${name}=${value}`;
    });
    path += `?${params.join(rng.pick(['&', '&&', ';']))}`;
  }
  return path;
}

function oddCookie(rng: Rng, fx: Fixtures): string {
  const session = fx.identities.find((i) => i.name === 'user')!.cookie!;
  const token = /qc_session=([^;]+)/.exec(session)?.[1] ?? 'x.y.z';
  return rng.pick([
    'qc_session=%E0%A4%A',
    'qc_session=',
    'qc_session=abc.def.ghi',
    'qc_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    `qc_session=${token.slice(0, -3)}abc`,
    `qc_session=${token}; qc_session=garbage`,
    'qc_refresh=garbage',
    `qc_refresh=${'r'.repeat(5000)}`,
    'qc_session=garbage; qc_refresh=garbage',
    'qc_guest=../../etc',
    'qc_guest=%00',
    `qc_guest=${'g'.repeat(4000)}`,
    `qc_guest=${token}`,
    '=; ;;; a',
    '__proto__=x; constructor=y; toString=z',
    'qc_session="quoted"',
    `qc_session=${token}; qc_guest=%ZZ`,
    'qc_session=%',
  ]);
}

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'FUZZ'];

function rawRequest(rng: Rng, fx: Fixtures): Buffer {
  const quote = rng.pick(fx.quoteIds);
  const templates = [
    'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
    'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n',
    'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Fold: a\r\n b\r\nConnection: close\r\n\r\n',
    'GET /api/health HTTP/1.0\r\n\r\n',
    'GET http://elsewhere.example/api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    `GET /api/quotes/a b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `GET /api/quotes/\u00fc\u00ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    'get /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    `GET /api/quotes/${quote} HTTP/1.1\r\nHost: x\r\n\r\nGET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    'GET /api/health HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n',
    'GET /api/health\r\n\r\n',
    '\r\n\r\n\r\n',
    `POST /api/quotes/${quote}/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n{}`,
    `GET /api/quotes/${quote} HTTP/1.1\r\nHost: x\r\nCookie: qc_session=\u00e9\u00ff\r\nConnection: close\r\n\r\n`,
    'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n',
    'GET /api/health HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
  ];
  if (rng.chance(0.1))
    return Buffer.concat([Buffer.from('GET /api/health HTTP/1.1\r\n'), rng.bytes(200), Buffer.from('\r\n\r\n')]);
  return Buffer.from(rng.pick(templates), 'latin1');
}

function generate(rng: Rng, fx: Fixtures): FuzzRequest {
  if (rng.chance(0.03)) return { method: 'RAW', path: '', headers: {}, raw: rawRequest(rng, fx), label: 'raw' };
  const route = rng.pick(ROUTES as readonly RouteDef[]);
  const method = rng.chance(0.8) ? route.method : rng.pick(METHODS);
  const path = pathFor(rng, route, fx);
  const headers: Record<string, string> = {};
  const contentType = rng.chance(0.85)
    ? route.multipart && rng.chance(0.5)
      ? 'multipart/form-data; boundary=fuzzboundary'
      : rng.chance(0.6)
        ? 'application/json'
        : rng.pick(CONTENT_TYPES)
    : undefined;
  if (contentType !== undefined) headers['content-type'] = contentType;
  const identities =
    route.path === '/api/auth/logout' ? [...fx.throwaway, ...fx.identities.filter((i) => !i.cookie)] : fx.identities;
  const identity = rng.pick(identities);
  const cookies = [identity.cookie, rng.chance(0.15) ? oddCookie(rng, fx) : undefined].filter(Boolean);
  if (cookies.length) headers.cookie = cookies.join('; ');
  if (rng.chance(0.1))
    headers['sec-fetch-site'] = rng.pick(['same-origin', 'cross-site', 'same-site', 'none', 'garbage']);
  const from = rng.pick(['site', 'site', 'site', 'site', 'site', 'site', 'site', 'site', 'odd', 'referer']);
  if (from === 'site') headers.origin = fx.origin;
  if (from === 'odd')
    headers.origin = rng.pick(['null', 'http://evil.example', 'http://localhost:3000', 'garbage', '']);
  if (from === 'referer') headers.referer = rng.pick([`${fx.origin}/upload`, 'http://evil.example/', 'garbage']);
  if (rng.chance(0.03)) headers['x-big'] = 'h'.repeat(rng.pick([8000, 20_000]));
  if (rng.chance(0.03)) for (let i = 0; i < 100; i++) headers[`x-many-${i}`] = String(i);
  if (rng.chance(0.03)) headers['content-encoding'] = rng.pick(['gzip', 'br', 'identity', 'garbage']);
  if (rng.chance(0.03)) headers['x-forwarded-proto'] = 'https';
  if (rng.chance(0.03))
    headers['stripe-signature'] = rng.pick([
      't=1,v1=abc',
      '',
      'garbage',
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    ]);
  if (rng.chance(0.02)) headers.accept = '\u00e9\u00ff*/*';
  if (rng.chance(0.02)) headers.host = rng.pick(['', 'evil.example', 'a'.repeat(300), '[::1]:99999']);
  const payload =
    route.signedByCaller && rng.chance(0.5) ? signedStripeEvent(rng, headers, fx) : body(rng, route, fx, contentType);
  return {
    method,
    path,
    headers,
    body: method === 'GET' || method === 'HEAD' ? (rng.chance(0.1) ? payload : undefined) : payload,
    label: `${method} ${route.path}`,
  };
}

/** A correctly signed Stripe event of any shape: the signature is right, the content is not. */
function signedStripeEvent(rng: Rng, headers: Record<string, string>, fx: Fixtures): Buffer {
  const type = rng.pick([
    'payment_intent.succeeded',
    'charge.refunded',
    'charge.dispute.created',
    'customer.created',
    '',
    rng.text(10),
  ]);
  const object = rng.pick([
    () => undefined,
    () => null,
    () => 'string',
    () => ({}),
    () => ({ id: rng.pick(['pi_123', 'pi_' + rng.text(10, 'abc123'), 42, null]) }),
    () => ({
      id: 'ch_1',
      payment_intent: rng.pick(['pi_nope', { id: 'pi_x' }, null, 7]),
      amount_refunded: rng.pick([0, 50, -1, 1.5, 'x']),
      currency: rng.pick(['usd', 'eur', 5]),
    }),
    () => ({
      id: rng.pick(['dp_1', 3]),
      charge: rng.pick(['ch_nope', { payment_intent: 'pi_1' }, null]),
      amount: rng.pick([1, -1, 'x']),
      reason: 'fraudulent',
    }),
    () => jsonValue(rng),
  ])();
  const event = rng.pick([
    () => ({ id: `evt_${rng.int(1e9)}`, object: 'event', type, data: { object } }),
    () => ({ id: `evt_${rng.int(1e9)}`, type }),
    () => ({ id: `evt_${rng.int(1e9)}`, type, data: null }),
    () => ({ type, data: rng.pick([[], 'x', 5]) }),
    () => jsonValue(rng),
    () => ({
      id: `evt_${rng.int(1e9)}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1', metadata: { userId: rng.pick(fx.userIds), credits: '10' } } },
    }),
  ])();
  const payload = rng.chance(0.9) ? JSON.stringify(event) : rng.pick(MALFORMED_JSON);
  headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({ payload, secret: DEMO_WEBHOOK_SECRET });
  headers['content-type'] = 'application/json';
  return Buffer.from(payload);
}

function send(base: URL, agent: Agent, req: FuzzRequest): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body) headers['content-length'] = req.body.length;
    const out = request(
      { host: base.hostname, port: base.port, method: req.method, path: req.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    out.setTimeout(30_000, () => out.destroy(new Error('no answer in 30 s')));
    out.on('error', reject);
    out.end(req.body);
  });
}

/** Writes the bytes on a new connection and collects the status of every answer until the server closes it. */
function sendRaw(base: URL, bytes: Buffer): Promise<{ statuses: number[]; text: string }> {
  return new Promise((resolve) => {
    const socket = connect(Number(base.port), base.hostname);
    const chunks: Buffer[] = [];
    const done = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ statuses: [...text.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((m) => Number(m[1])), text });
    };
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.write(bytes);
  });
}

function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<{ status: number; json: any; cookie: string }> {
  const res = await fetch(base + path, {
    method,
    headers: {
      origin: new URL(base).origin,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: text ? JSON.parse(text) : undefined,
    cookie: cookieHeader(res.headers.getSetCookie()),
  };
}

async function upload(base: string, cookie?: string): Promise<{ status: number; json: any; cookie: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(TEXT_PDF)]), 'quote.pdf');
  const res = await fetch(`${base}/api/quotes/upload`, {
    method: 'POST',
    body: form,
    headers: { origin: new URL(base).origin, ...(cookie ? { cookie } : {}) },
  });
  return { status: res.status, json: await res.json(), cookie: cookieHeader(res.headers.getSetCookie()) };
}

async function untilFinal(base: string, id: string, cookie: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const quote = await call(base, 'GET', `/api/quotes/${id}`, undefined, cookie);
    if (['discussing', 'completed', 'error'].includes(quote.json?.status)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`quote ${id} did not finish`);
}

describe('fuzzing every route of the local stack', () => {
  let stack: StackProcess;
  let fx: Fixtures;

  beforeAll(async () => {
    stack = await startStackProcess({
      env: { RATE_LIMITS: 'off', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', LOG_LEVEL: 'ERROR' },
    });
    const base = stack.url;
    const email = `fuzz.${Date.now()}@example.com`;
    const signup = await call(base, 'POST', '/api/auth/signup', { email, password: 'fuzz-secret-1' });
    expect(signup.status).toBe(201);
    const admin = await call(base, 'POST', '/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(admin.status).toBe(200);
    const guestUpload = await upload(base);
    expect(guestUpload.status).toBe(200);
    const userUpload = await upload(base, signup.cookie);
    expect(userUpload.status).toBe(200);
    // Finished quotes, so that chat, edits and re-analysis run past their status checks.
    await Promise.all([
      untilFinal(base, guestUpload.json.id, guestUpload.cookie),
      untilFinal(base, userUpload.json.id, signup.cookie),
    ]);
    const throwaway = await Promise.all(
      [1, 2, 3, 4].map(() => call(base, 'POST', '/api/auth/login', { email, password: 'fuzz-secret-1' })),
    );
    fx = {
      identities: [
        { name: 'anonymous' },
        { name: 'guest', cookie: guestUpload.cookie },
        { name: 'user', cookie: signup.cookie },
        { name: 'user+guest', cookie: `${signup.cookie}; ${guestUpload.cookie}` },
        { name: 'admin', cookie: admin.cookie },
      ],
      throwaway: throwaway.map((t, i) => ({ name: `throwaway-${i}`, cookie: t.cookie })),
      quoteIds: [guestUpload.json.id, userUpload.json.id],
      userIds: [signup.json.user.id, admin.json.user.id, 'no-such-user'],
      origin: new URL(base).origin,
    };
  });

  afterAll(async () => {
    if (!stack) return;
    await stack.stop('SIGTERM');
    rmSync(stack.dataDir, { recursive: true, force: true });
  });

  it(
    `answers ${REQUESTS} random and malformed requests without a 5xx, then is still healthy`,
    { timeout: 120_000 },
    async () => {
      console.log(
        `[fuzz] seed ${SEED} (reproduce with FUZZ_SEED=${SEED}), ${REQUESTS} requests, concurrency ${CONCURRENCY}`,
      );
      const rng = new Rng(SEED);
      const requests = Array.from({ length: REQUESTS }, () => generate(rng, fx));
      const base = new URL(stack.url);
      const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const started = Date.now();
      let next = 0;
      const describeRequest = (i: number, r: FuzzRequest) =>
        r.raw
          ? `#${i} raw ${JSON.stringify(r.raw.toString('latin1').slice(0, 160))}`
          : `#${i} ${r.method} ${r.path.slice(0, 200)} ${JSON.stringify({ ...r.headers, 'x-big': r.headers['x-big'] && `(${r.headers['x-big'].length} chars)` }).slice(0, 300)} body=${JSON.stringify(r.body?.toString('utf8').slice(0, 200))}`;
      const worker = async () => {
        while (next < requests.length) {
          const i = next++;
          const r = requests[i];
          try {
            if (r.raw) {
              const { statuses: got, text } = await sendRaw(base, r.raw);
              for (const status of got) statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (got.some((s) => s >= 500))
                failures.push(`${describeRequest(i, r)} → ${got.join(',')} ${text.slice(-200)}`);
              continue;
            }
            const res = await send(base, agent, r);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            const problems: string[] = [];
            if (res.status >= 500) problems.push(`status ${res.status}`);
            if (!res.headers['content-security-policy'] || res.headers['x-frame-options'] !== 'DENY')
              problems.push('security headers missing');
            const isApi = r.path.startsWith('/api/') || r.path.startsWith('/API/');
            if (isApi && res.status >= 400 && r.method !== 'HEAD') {
              let error: unknown;
              try {
                error = JSON.parse(res.body).error;
              } catch {
                error = undefined;
              }
              if (typeof error !== 'string') problems.push('refusal without a JSON {error}');
            }
            if (problems.length)
              failures.push(
                `${describeRequest(i, r)} → ${problems.join(', ')}: ${res.status} ${res.body.slice(0, 200)}`,
              );
          } catch (error) {
            failures.push(`${describeRequest(i, r)} → ${(error as Error).message}`);
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      agent.destroy();
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `[fuzz] ${REQUESTS} requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
      );
      if (failures.length) {
        console.log(
          `[fuzz] seed ${SEED}: ${failures.length} failures, first ones:\n${failures.slice(0, 30).join('\n')}`,
        );
        console.log(
          `[fuzz] end of the server's log:\n${readFileSync(stack.logFile, 'utf8').split('\n').slice(-80).join('\n')}`,
        );
      }

      expect(stack.child.exitCode).toBeNull();
      expect((await fetch(`${stack.url}/api/health`)).status).toBe(200);
      expect(
        (await call(stack.url, 'GET', '/api/auth/me', undefined, fx.identities.find((i) => i.name === 'admin')!.cookie))
          .status,
      ).toBe(200);
      expect(failures).toEqual([]);
    },
  );

  it('serves a valid upload after refused requests with bodies on the same keep-alive connection', async () => {
    const base = new URL(stack.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = Buffer.alloc(512 * 1024, 0x41);
    const form = await new Response(
      (() => {
        const data = new FormData();
        data.append('file', new Blob([new Uint8Array(TEXT_PDF)]), 'quote.pdf');
        return data;
      })(),
    );
    const uploadType = form.headers.get('content-type')!;
    const uploadBody = Buffer.from(await form.arrayBuffer());
    try {
      const refused = [];
      const requests: Omit<FuzzRequest, 'label'>[] = [
        {
          method: 'POST',
          path: '/api/quotes/upload',
          headers: { 'content-type': uploadType, origin: base.origin },
          body: Buffer.alloc(7 * 1024 * 1024, 0x41),
        },
        { method: 'POST', path: '/api/no-such-route', headers: { 'content-type': 'application/json' }, body },
        { method: 'GET', path: '/api/auth/me', headers: { 'content-type': 'application/json' }, body },
        {
          method: 'POST',
          path: '/api/quotes/upload',
          headers: { 'content-type': 'text/plain', origin: base.origin },
          body,
        },
        { method: 'POST', path: '/api/%E0%A4%A', headers: {}, body },
      ];
      for (const r of requests) {
        refused.push((await send(base, agent, { ...r, label: '' })).status);
      }
      expect(refused).toEqual([413, 404, 401, 415, 400]);
      const valid = await send(base, agent, {
        method: 'POST',
        path: '/api/quotes/upload',
        headers: { 'content-type': uploadType, origin: base.origin },
        body: uploadBody,
        label: '',
      });
      expect(valid.status).toBe(200);
      expect(JSON.parse(valid.body).id).toEqual(expect.any(String));
    } finally {
      agent.destroy();
    }
  });
});
