import { createHash } from 'node:crypto';
import type { RateLimit } from '@shared/rate-limits.js';

/** Who a request comes from, as the limits count it. */
export interface RequestSource {
  ip: string;
  /** The session cookie, when signed in: per-session limits count it apart from the address. */
  session?: string;
}

/**
 * The abuse limits of shared/rate-limits.ts enforced by the local server, as AWS WAF's rate-based
 * rules do in front of CloudFront: a fixed window per rule and key; the first request over the limit
 * gets the seconds until its window ends (the Retry-After of the 429).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limits: readonly RateLimit[],
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the request; returns the seconds to wait when a limit is exceeded, else undefined. */
  hit(routeKey: string, source: RequestSource): number | undefined {
    const now = this.now();
    this.prune(now);
    let wait: number | undefined;
    for (const limit of this.limits) {
      if (limit.routes.length && !limit.routes.includes(routeKey)) continue;
      const keys = [`ip:${source.ip}`];
      if (limit.perSession && source.session)
        keys.push(`session:${createHash('sha256').update(source.session).digest('base64url')}`);
      for (const key of keys) {
        const id = `${limit.name}|${key}`;
        const windowMs = limit.windowSeconds * 1000;
        let window = this.windows.get(id);
        if (!window || now - window.start >= windowMs) {
          window = { start: now, count: 0 };
          this.windows.set(id, window);
        }
        window.count++;
        if (window.count > limit.limit) wait = Math.max(wait ?? 0, Math.ceil((window.start + windowMs - now) / 1000));
      }
    }
    return wait;
  }

  /** Forgets windows that have ended, so the map stays as small as the active clients. */
  private prune(now: number): void {
    if (this.windows.size < 10_000) return;
    const longest = Math.max(...this.limits.map((l) => l.windowSeconds)) * 1000;
    for (const [id, window] of this.windows) if (now - window.start >= longest) this.windows.delete(id);
  }
}
