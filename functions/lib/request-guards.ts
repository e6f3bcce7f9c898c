import type { RouteDef } from '@shared/routes.js';
import { ERRORS } from '@shared/messages.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface GuardRefusal {
  statusCode: 403 | 415;
  message: string;
}

function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0].trim().toLowerCase() || undefined;
}

/** The origin (scheme://host[:port], lower-cased, default port left out) of a URL, or undefined. */
export function originOf(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const origin = new URL(value.trim()).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Where a request says it comes from: its Origin header or, without one, the origin of its Referer.
 * Browsers send Origin on every POST, PATCH and DELETE (older ones at least a Referer); an opaque
 * `null` Origin, or none of the two, tells nothing and counts as another site.
 */
function requestOrigin(headers: Record<string, string | undefined>): string | undefined {
  const origin = headers.origin?.trim();
  if (origin !== undefined) return originOf(origin);
  return originOf(headers.referer?.trim());
}

/**
 * Checks against cross-site request forgery on state-changing routes (headers lower-cased):
 * - the request comes from the site itself: its Origin (or, without one, its Referer) is one of
 *   `siteOrigins` (the CloudFront domain in AWS, the local server's own address locally), and a
 *   browser that says where it comes from (Sec-Fetch-Site) says same-origin;
 * - the body's type is JSON (multipart on upload routes). A cross-site HTML form can only send
 *   text/plain, urlencoded or multipart bodies, and the API allows no cross-origin JSON (no CORS).
 * Routes another server signs (the Stripe webhook) are exempt; their signature is checked instead.
 */
export function requestGuardError(
  route: RouteDef,
  method: string,
  headers: Record<string, string | undefined>,
  body: unknown,
  siteOrigins: readonly string[],
): GuardRefusal | undefined {
  if (SAFE_METHODS.has(method.toUpperCase()) || route.signedByCaller) return undefined;
  const site = headers['sec-fetch-site']?.trim().toLowerCase();
  const from = requestOrigin(headers);
  if ((site && site !== 'same-origin' && site !== 'none') || !from || !siteOrigins.includes(from)) {
    return { statusCode: 403, message: ERRORS.crossSite };
  }
  const type = mediaType(headers['content-type']);
  const hasBody = body !== undefined && body !== null && body !== '';
  if (!type && !hasBody) return undefined;
  const allowed = type === 'application/json' || (route.multipart && type === 'multipart/form-data');
  return allowed
    ? undefined
    : { statusCode: 415, message: route.multipart ? ERRORS.multipartOrJsonOnly : ERRORS.jsonOnly };
}
