/**
 * The browser security headers of every response, site and API alike: the one place the
 * Content-Security-Policy is written. CloudFront sends them in AWS (infra/lib/web.ts, a response
 * headers policy) and the local server can send the same map.
 *
 * What the web app loads and calls (checked against web/ and the built dist/web):
 * - its own scripts only: the built index.html has no inline <script>, and no bundle uses eval;
 * - inline styles: MUI's emotion injects <style> elements at run time;
 * - the API on its own origin (/api/*) and, for uploads, the uploads bucket (a presigned POST
 *   straight to S3), whose origin differs per deployment and is passed in;
 * - Stripe.js (@stripe/stripe-js loads https://js.stripe.com), which calls api.stripe.com and shows
 *   the card fields and 3-D Secure in frames from js.stripe.com and hooks.stripe.com.
 */

/** The origins Stripe.js needs (Stripe's CSP guidance for Elements and the Payment Element). */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  img: ['https://*.stripe.com'],
} as const;

/** HSTS: two years (at least one is expected), subdomains included. Browsers ignore it over plain http. */
export const HSTS = { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubDomains: true } as const;
export const FRAME_OPTIONS = 'DENY';
export const CONTENT_TYPE_OPTIONS = 'nosniff';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export interface SecurityHeaderOptions {
  /**
   * Origins the browser sends uploads to (the presigned POST's URL origin), e.g.
   * `https://<bucket>.s3.<region>.amazonaws.com` in AWS or the local S3 stand-in's `http://127.0.0.1:<port>`.
   */
  uploadOrigins?: readonly string[];
}

/** The Content-Security-Policy value: no inline or foreign script, and nothing may frame the site. */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...STRIPE_SOURCES.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...STRIPE_SOURCES.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...STRIPE_SOURCES.connect, ...(options.uploadOrigins ?? [])],
    'frame-src': [...STRIPE_SOURCES.frame],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header, by lower-case header name, as the local server sends them. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'strict-transport-security': `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubDomains ? '; includeSubDomains' : ''}`,
    'x-frame-options': FRAME_OPTIONS,
    'x-content-type-options': CONTENT_TYPE_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
  };
}
