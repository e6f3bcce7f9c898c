import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { matchRoute, routeKeyOf, type ApiFunction } from '@shared/routes.js';
import { ERRORS } from '@shared/messages.js';
import { parseCookie } from 'cookie';
import { ID_COOKIE } from '../functions/lib/session-cookies.js';
import { lambdaContext } from './lambda-context.js';
import type { RateLimiter } from './rate-limiter.js';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** Lambda's limit on a synchronous invocation's payload; API Gateway refuses larger requests. */
export const LAMBDA_PAYLOAD_LIMIT = 6 * 1024 * 1024;

/**
 * How much of a refused request's body the server reads and drops so that its answer can leave a
 * keep-alive connection open for the next request. A longer body is not read: the answer closes the connection.
 */
export const DRAIN_LIMIT = 16 * 1024 * 1024;

export const BAD_REQUEST = 'Malformed request';
export const TOO_LARGE = 'Request too large';

const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))/i;

/**
 * The request target as a URL, or undefined when it is not an origin-form target ("/path?query")
 * that a URL can hold. `new URL(target, base)` would read `//host/x` as another host, or throw.
 */
export function requestTarget(target: string | undefined): URL | undefined {
  if (!target?.startsWith('/')) return undefined;
  try {
    return new URL(`http://local${target}`);
  } catch {
    return undefined;
  }
}

/** The decoded path, or undefined when a %-escape does not decode (path parameters are decoded for the handler). */
export function decodedPath(url: URL | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
}

/** Builds the API Gateway HTTP API (payload 2.0) event that AWS would send for this request. */
export function toApiGatewayEvent(
  req: IncomingMessage,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const url = requestTarget(req.url) ?? new URL('http://local/');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  headers['x-forwarded-proto'] = 'http';
  const cookies = (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  // A Map, not an object: a parameter named `constructor` or `__proto__` is just a name.
  const query = new Map<string, string>();
  for (const [name, value] of url.searchParams)
    query.set(name, query.has(name) ? `${query.get(name)},${value}` : value);
  const isText = !body.length || TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookies.length ? cookies : undefined,
    headers,
    queryStringParameters: query.size ? Object.fromEntries(query) : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: Boolean(body.length) && !isText,
  };
}

export function sendJson(
  res: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

interface BodyRead {
  /** The whole body, when it was read to its end and is at most the `keep` limit. */
  body?: Buffer;
  size: number;
  /** Read to its end; false when reading stopped at DRAIN_LIMIT or the client went away. */
  complete: boolean;
}

/**
 * Reads the request's body, keeping it if it is at most `keep` bytes long. A longer body is read on
 * and dropped, up to DRAIN_LIMIT bytes in all, so an answer refusing it can leave the keep-alive
 * connection usable; past DRAIN_LIMIT reading stops (the answer must then close the connection).
 */
export function readBody(req: IncomingMessage, keep: number): Promise<BodyRead> {
  if (req.readableEnded) return Promise.resolve({ body: Buffer.alloc(0), size: 0, complete: true });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyRead) => {
      req.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= keep) chunks.push(chunk);
      else chunks.length = 0;
      if (size > DRAIN_LIMIT) {
        req.pause();
        finish({ size, complete: false });
      }
    };
    const onEnd = () => finish({ body: size <= keep ? Buffer.concat(chunks, size) : undefined, size, complete: true });
    const onGone = () => finish({ size, complete: false });
    req.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
  });
}

/**
 * Answers a request without using its body (a refusal before the body was read: unknown route, malformed
 * URL, too large, too many requests...). The body is read and dropped first so the next request on the
 * same keep-alive connection is read from a clean start; a body longer than DRAIN_LIMIT is not read and
 * the answer says `Connection: close` instead.
 */
export async function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  statusCode: number,
  error: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const declared = Number(req.headers['content-length']);
  const complete = !(declared > DRAIN_LIMIT) && (await readBody(req, 0)).complete;
  sendJson(res, statusCode, { error }, complete ? headers : { ...headers, connection: 'close' });
}

/** The session cookie's value, which per-session limits count by (hashed). */
function sessionOf(req: IncomingMessage): string | undefined {
  return parseCookie(req.headers.cookie ?? '')[ID_COOKIE] || undefined;
}

/**
 * Serves /api/* the way API Gateway does: finds the route in the shared route table, sends the
 * v2 event to that route's Lambda handler and writes its structured result back.
 */
export function apiGateway(
  loadHandler: (fn: ApiFunction) => Promise<Handler>,
  options: { limiter?: RateLimiter } = {},
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = requestTarget(req.url);
    if (!url || decodedPath(url) === undefined) return refuse(req, res, 400, BAD_REQUEST);
    const match = matchRoute(req.method ?? 'GET', url.pathname);
    if (!match) return refuse(req, res, 404, ERRORS.notFound);
    // The abuse limits, as AWS WAF applies them in front of CloudFront.
    const wait = options.limiter?.hit(routeKeyOf(match.route), {
      ip: req.socket.remoteAddress ?? 'unknown',
      session: sessionOf(req),
    });
    if (wait !== undefined) return refuse(req, res, 429, ERRORS.tooManyRequests, { 'retry-after': String(wait) });
    if (Number(req.headers['content-length']) > LAMBDA_PAYLOAD_LIMIT) return refuse(req, res, 413, TOO_LARGE);
    const read = await readBody(req, LAMBDA_PAYLOAD_LIMIT);
    if (!read.complete && read.size <= LAMBDA_PAYLOAD_LIMIT) return; // the client went away
    if (!read.body) return sendJson(res, 413, { error: TOO_LARGE }, read.complete ? {} : { connection: 'close' });
    const routeKey = routeKeyOf(match.route);
    const event = toApiGatewayEvent(req, read.body, routeKey, match.pathParameters);
    const handler = await loadHandler(match.route.fn);
    const result = await handler(event, lambdaContext(match.route.fn));
    const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    res.writeHead(result.statusCode ?? 200, headers);
    res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
  };
}
