import type { Context, Next } from 'koa';
import { HttpError } from '@nbp/kit/errors';
import { MESSAGES } from '@nbp/contracts/messages';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * At most `max` requests per client per window, counted in this process. The keys are bounded:
 * expired windows are swept, and past `maxKeys` clients the oldest are forgotten first.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; answers how many seconds to wait when it is over the limit. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.limit.windowMs) {
      this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.limit.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.limit.windowMs - now) / 1000)) };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.limit.windowMs) this.windows.delete(key);
    }
    // Insertion order is window start order, so the first keys are the oldest.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

/** Koa middleware: 429 with the Italian message and Retry-After once a client is over the limit. */
export function rateLimit(limiter: FixedWindowLimiter) {
  return async (ctx: Context, next: Next) => {
    const result = limiter.hit(ctx.ip || 'unknown');
    if (!result.allowed) {
      ctx.set('Retry-After', String(result.retryAfterSeconds));
      throw new HttpError(429, MESSAGES.tooManyRequests, 'too_many_requests');
    }
    await next();
  };
}
