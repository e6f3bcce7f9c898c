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

/**
 * Checks against cross-site request forgery on state-changing routes (headers lower-cased):
 * - the body's type is JSON (multipart on upload routes). A cross-site HTML form can only send
 *   text/plain, urlencoded or multipart bodies, and the API allows no cross-origin JSON (no CORS);
 * - a browser that says where the request comes from (Sec-Fetch-Site, or an opaque `null` Origin)
 *   must be on the site itself.
 * Routes another server signs (the Stripe webhook) are exempt; their signature is checked instead.
 */
export function requestGuardError(
  route: RouteDef,
  method: string,
  headers: Record<string, string | undefined>,
  body: unknown,
): GuardRefusal | undefined {
  if (SAFE_METHODS.has(method.toUpperCase()) || route.signedByCaller) return undefined;
  const site = headers['sec-fetch-site']?.trim().toLowerCase();
  if ((site && site !== 'same-origin' && site !== 'none') || headers.origin?.trim() === 'null') {
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
