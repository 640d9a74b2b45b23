import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './rate-limit.ts';

describe('FixedWindowLimiter', () => {
  it('allows max requests per window per key, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter({ max: 2, windowMs: 60_000 }, 100, () => now);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(true);
    now += 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now += 45_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets the oldest clients past its size', () => {
    const now = 0;
    const limiter = new FixedWindowLimiter({ max: 1, windowMs: 60_000 }, 3, () => now);
    for (const key of ['a', 'b', 'c', 'd']) limiter.hit(key);
    expect(limiter.hit('a').allowed).toBe(true); // 'a' was dropped to make room
    expect(limiter.hit('d').allowed).toBe(false);
  });
});
