import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routeKeyOf, routesOf, type ApiFunction, type RouteDef } from '@shared/routes.js';
import { ERRORS } from '@shared/messages.js';
import { MAX_UPLOAD_BYTES } from '@shared/limits.js';
import { cognitoIdentity } from '../services/cognito-identity.js';
import { resolveSession, type Session, type SessionUser } from './session.js';
import { dynamoRevokedSessions } from '../store/sessions.js';
import { requestGuardError } from './request-guards.js';
import { AppError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from './errors.js';
import { getConfig } from './config.js';
import { logger } from './logger.js';
import { multipartBody } from './multipart-body.js';
import { loadOriginVerifyValue } from './origin-secret.js';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER, clientIpFrom, originHeaderMatches } from './origin-verify.js';
import { readCookies } from './session-cookies.js';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

export interface ApiRequest {
  event: ApiEvent;
  /** The parsed JSON body, or undefined when there is none. */
  body: unknown;
  pathParameters: Record<string, string>;
  query: Record<string, string>;
  cookies: Record<string, string>;
  /** Whether the request came over https (cookies are then Secure). */
  secure: boolean;
  /** The caller's IP address (abuse limits). */
  clientIp: string;
  /** The verified caller; always set on 'user' and 'admin' routes. */
  user?: SessionUser;
  /** The session behind `user` (logout ends it). */
  session: Session;
}

export interface ApiResponse {
  statusCode?: number;
  body?: unknown;
  cookies?: string[];
  headers?: Record<string, string>;
}

export type RouteImpl = (req: ApiRequest) => Promise<ApiResponse>;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(statusCode: number, body: unknown, extra: Partial<ApiResult> = {}): ApiResult {
  return {
    statusCode,
    headers: { ...JSON_HEADERS, ...(extra.headers as object) },
    body: JSON.stringify(body),
    cookies: extra.cookies,
  };
}

export function isSecure(event: ApiEvent): boolean {
  return event.headers?.['x-forwarded-proto'] !== 'http';
}

/** Events whose origin-verify header matched (originVerification below): they came through CloudFront. */
const viaCloudFront = new WeakSet<object>();

/**
 * The caller's IP address. In AWS, on a request verified as coming through CloudFront, it is the
 * viewer's address from CloudFront-Viewer-Address ("ip:port", set by CloudFront, whose origin request
 * policy forwards it: infra/lib/web.ts), since API Gateway's source IP is CloudFront's. On any other
 * request the header is the caller's own claim and is ignored for the source IP. Locally it is the
 * socket's address.
 */
export function clientIpOf(event: ApiEvent, localMode: boolean): string {
  return clientIpFrom({
    viewerAddress: event.headers?.[VIEWER_ADDRESS_HEADER],
    sourceIp: event.requestContext.http.sourceIp,
    viaCloudFront: !localMode && viaCloudFront.has(event),
  });
}

/**
 * In AWS, answers 403 {error} to any request without CloudFront's secret origin-verify header (a call
 * straight to the execute-api endpoint, which would skip the WAF web ACL), before its body is parsed
 * or anything else is done; the value is compared in constant time. Locally nothing is checked.
 * Put it after the header normalizer and errorResponses().
 */
export const originVerification = (): middy.MiddlewareObj<ApiEvent, ApiResult> => ({
  before: async (request) => {
    if (getConfig().localMode) return;
    const expected = await loadOriginVerifyValue();
    if (originHeaderMatches(request.event.headers?.[ORIGIN_VERIFY_HEADER], expected)) {
      viaCloudFront.add(request.event);
      return;
    }
    logger.warn('Refused a request that did not come through CloudFront', {
      routeKey: request.event.routeKey,
      sourceIp: request.event.requestContext?.http?.sourceIp,
    });
    throw new ForbiddenError();
  },
});

/**
 * The checks against cross-site request forgery (request-guards.ts), before any body is parsed: a
 * multipart body sent to a JSON route is refused without being read.
 */
const requestGuards = (routes: Map<string, RouteDef>): middy.MiddlewareObj<ApiEvent, ApiResult> => ({
  before: async (request) => {
    const route = routes.get(request.event.routeKey);
    if (!route) return undefined;
    const refused = requestGuardError(
      route,
      request.event.requestContext.http.method,
      request.event.headers ?? {},
      request.event.body,
      getConfig().siteOrigins,
    );
    return refused ? json(refused.statusCode, { error: refused.message }) : undefined;
  },
});

function parseJsonBody(event: ApiEvent): unknown {
  // A multipart body was already parsed into fields and files by the multipart middleware.
  if (typeof event.body === 'object' && event.body !== null) return event.body;
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError(ERRORS.invalidJson);
  }
}

/** Turns any error into the JSON answer {error}; unexpected ones are logged and hidden behind a 500. */
export const errorResponses = (): middy.MiddlewareObj<ApiEvent, ApiResult> => ({
  onError: async (request) => {
    const error = request.error;
    if (error instanceof AppError) {
      const retryAfter =
        error instanceof TooManyRequestsError ? { 'retry-after': String(error.retryAfterSeconds) } : undefined;
      request.response = json(error.statusCode, { error: error.message }, { headers: retryAfter });
      return;
    }
    logger.error('Unhandled error', error as Error);
    request.response = json(500, { error: ERRORS.internal });
  },
});

/**
 * One Lambda handler serving every route of the table that belongs to `fn`. It checks that each of
 * those routes has an implementation, resolves the session, enforces the route's access level,
 * parses the body, calls the implementation and shapes the answer.
 */
export function apiHandler(fn: ApiFunction, impls: Record<string, RouteImpl>) {
  const routes = new Map<string, RouteDef>(routesOf(fn).map((r) => [routeKeyOf(r), r]));
  const missing = [...routes.keys()].filter((k) => !impls[k]);
  const extra = Object.keys(impls).filter((k) => !routes.has(k));
  if (missing.length || extra.length) {
    throw new Error(`Handler '${fn}' does not match the route table: missing [${missing}] extra [${extra}]`);
  }
  const sessionDeps = { identity: cognitoIdentity, revoked: dynamoRevokedSessions };
  const { localMode } = getConfig();

  return middy<ApiEvent, ApiResult>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use(errorResponses())
    .use(originVerification())
    .use(requestGuards(routes))
    .use(multipartBody({ fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 }))
    .handler(async (event) => {
      const route = routes.get(event.routeKey);
      if (!route) throw new NotFoundError();
      const secure = isSecure(event);
      const cookies = readCookies(event.cookies);
      const session = await resolveSession(cookies, sessionDeps, secure);
      if (route.access !== 'public' && !session.user) {
        return json(401, { error: ERRORS.notSignedIn }, { cookies: session.setCookies });
      }
      if (route.access === 'admin' && session.user?.role !== 'admin') throw new ForbiddenError();
      const response = await impls[event.routeKey]({
        event,
        body: parseJsonBody(event),
        pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
        query: (event.queryStringParameters ?? {}) as Record<string, string>,
        cookies,
        secure,
        clientIp: clientIpOf(event, localMode),
        user: session.user,
        session,
      });
      const setCookies = [...session.setCookies, ...(response.cookies ?? [])];
      return json(response.statusCode ?? 200, response.body ?? {}, {
        headers: response.headers,
        cookies: setCookies.length ? setCookies : undefined,
      });
    });
}
