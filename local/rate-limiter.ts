import { createHash } from 'node:crypto';
import type { RateLimit } from '@shared/rate-limits.js';

/** Who a request comes from, as the limits count it. */
export interface RequestSource {
  ip: string;
  /** The session cookie, when signed in: per-session limits count it apart from the address. */
  session?: string;
}

/** Ended windows forgotten per limit on each request: enough to outpace the windows a request opens. */
const EVICTIONS_PER_HIT = 3;

interface Window {
  start: number;
  count: number;
}

/**
 * The abuse limits of shared/rate-limits.ts enforced by the local server, as AWS WAF's rate-based
 * rules do in front of CloudFront: a fixed window per rule and key; the first request over the limit
 * gets the seconds until its window ends (the Retry-After of the 429).
 *
 * Each limit keeps its windows in a Map in the order they started (a window that starts again is
 * moved to the end), and all of a limit's windows have the same length, so the ended ones are at the
 * front: each request forgets at most a few of them there. The work per request does not depend on
 * how many clients are counted.
 */
export class RateLimiter {
  private readonly windows = new Map<RateLimit, Map<string, Window>>();
  /** Window entries read, written or deleted so far (tests hold the work per request to a constant). */
  keysTouched = 0;

  constructor(
    private readonly limits: readonly RateLimit[],
    private readonly now: () => number = Date.now,
  ) {
    for (const limit of limits) this.windows.set(limit, new Map());
  }

  /** How many windows are held (live ones, and ended ones not yet forgotten). */
  get size(): number {
    let total = 0;
    for (const windows of this.windows.values()) total += windows.size;
    return total;
  }

  /** Counts the request; returns the seconds to wait when a limit is exceeded, else undefined. */
  hit(routeKey: string, source: RequestSource): number | undefined {
    const now = this.now();
    let wait: number | undefined;
    for (const limit of this.limits) {
      const windows = this.windows.get(limit)!;
      const windowMs = limit.windowSeconds * 1000;
      this.forgetEnded(windows, windowMs, now);
      if (limit.routes.length && !limit.routes.includes(routeKey)) continue;
      const keys = [`ip:${source.ip}`];
      if (limit.perSession && source.session)
        keys.push(`session:${createHash('sha256').update(source.session).digest('base64url')}`);
      for (const key of keys) {
        let window = windows.get(key);
        this.keysTouched++;
        if (!window || now - window.start >= windowMs) {
          // A new window goes to the end, keeping the map in order of start.
          windows.delete(key);
          window = { start: now, count: 0 };
          windows.set(key, window);
        }
        window.count++;
        if (window.count > limit.limit) wait = Math.max(wait ?? 0, Math.ceil((window.start + windowMs - now) / 1000));
      }
    }
    return wait;
  }

  /** Forgets up to EVICTIONS_PER_HIT windows that have ended, from the front (the oldest). */
  private forgetEnded(windows: Map<string, Window>, windowMs: number, now: number): void {
    for (let i = 0; i < EVICTIONS_PER_HIT; i++) {
      const oldest = windows.entries().next();
      if (oldest.done) return;
      const [key, window] = oldest.value;
      this.keysTouched++;
      if (now - window.start < windowMs) return;
      windows.delete(key);
    }
  }
}
