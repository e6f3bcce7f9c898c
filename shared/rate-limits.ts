/**
 * Abuse limits: how many requests a client may make in a window before the answer is 429 with
 * Retry-After. In AWS the per-IP limits are AWS WAF rate-based rules in front of CloudFront; the
 * local server enforces the same numbers itself (per IP and per session). The daily cap on free
 * analyses per IP is enforced by the API in both places, in the transaction that spends one.
 * `RATE_LIMITS=off` switches them off for local test harnesses that create many accounts from one
 * address; it is never honoured in AWS.
 */
export interface RateLimit {
  /** Which requests count together. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
  /** Route keys (`METHOD /path`) the limit covers; empty: every API request. */
  routes: readonly string[];
  /** Counted per client IP, and per signed-in session too where `perSession`. */
  perSession?: boolean;
}

/** Production defaults (README: "Abuse limits"). AWS WAF evaluates rates over windows of 1 to 10 minutes. */
export const RATE_LIMITS: readonly RateLimit[] = [
  // The web app polls a quote every 1–2 s while it is analysed and discussed: about 450 requests in 5 minutes per open page.
  { name: 'api', limit: 3000, windowSeconds: 300, routes: [] },
  {
    name: 'auth',
    limit: 30,
    windowSeconds: 300,
    routes: [
      'POST /api/auth/signup',
      'POST /api/auth/login',
      'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password',
    ],
  },
  {
    name: 'upload',
    limit: 30,
    windowSeconds: 600,
    routes: [
      'POST /api/quotes/upload',
      'POST /api/quotes/upload-url',
      'POST /api/quotes/upload-complete',
      'POST /api/quotes/{id}/retry-processing',
    ],
    perSession: true,
  },
  {
    name: 'chat',
    limit: 60,
    windowSeconds: 300,
    routes: ['POST /api/quotes/{id}/chat', 'PATCH /api/quotes/{id}/update-scope', 'POST /api/quotes/{id}/analyze'],
    perSession: true,
  },
];

/**
 * Password resets per e-mail address, known or not, in AWS and locally alike (enforced by the API, so
 * neither a code flood to one inbox nor guessing a code from many addresses works): codes asked for,
 * and codes tried, per window.
 */
export const PASSWORD_RESET_LIMITS = { requestsPerEmail: 5, attemptsPerEmail: 10, windowSeconds: 3600 } as const;

export const PASSWORD_RESET_LIMIT_MESSAGE = 'Too many password reset attempts for this e-mail. Please try again later.';

/** Free analyses (a guest's, or a new account's) spent from one IP address per UTC day. */
export const FREE_ANALYSES_PER_IP_PER_DAY = 3;

export const FREE_ANALYSES_EXHAUSTED_MESSAGE =
  'Too many free analyses from your network today. Sign in and use credits, or try again tomorrow.';

/** Whether `RATE_LIMITS` in the environment switches the limits off (local mode only). */
export function rateLimitsOff(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'off';
}
