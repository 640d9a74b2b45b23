import type { Context, Next } from 'koa';
import { defineEntity, p } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErrorCode } from '@nbp/contracts/errors';
import { HttpError } from './errors.ts';

/**
 * The one rate limiter: a fixed-window counter per key, kept in PostgreSQL (in the service's own
 * schema) so that every replica of a service counts the same hits; in memory, a client could
 * multiply its allowance by the number of replicas. Windows are whole multiples of the window
 * length since the epoch; a counter's bucket is the second its window ends, so one table can hold
 * limits of different windows (booking's requests and cancels), and counters whose window is over
 * are deleted as new ones come, whichever limit wrote them.
 */

/** How many hits one key may make per window, the window in seconds. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The counters table; a service that limits adds it to its entities (and its migrations). */
export const RateLimitCounter = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limit',
  properties: {
    key: p.string().length(64).primary(),
    bucket: p.bigint('number').primary(),
    hits: p.integer().default(0),
  },
});

/** Counts one hit of `key` in the current window of `schema`.rate_limit and returns the count so far. */
export async function countHit(em: EntityManager, schema: string, key: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const seconds = Math.floor(now / 1000);
  // The end of the current window, in seconds since the epoch: comparable across window lengths.
  const bucket = (Math.floor(seconds / windowSeconds) + 1) * windowSeconds;
  const table = `"${schema}"."rate_limit"`;
  const rows = await em.execute<{ hits: number }[]>(
    `insert into ${table} (key, bucket, hits) values (?, ?, 1)
     on conflict (key, bucket) do update set hits = "rate_limit".hits + 1 returning hits`,
    [key, bucket],
    'all',
  );
  await em.execute(`delete from ${table} where bucket <= ?`, [seconds], 'run');
  return Number(rows[0]?.hits ?? 1);
}

export interface RateLimitOptions {
  em: () => EntityManager;
  /** The service's PostgreSQL schema, where its rate_limit table is. */
  schema: string;
  limit: RateLimit;
  /**
   * The key of a request, at most 64 characters: a keyed hash of the client's address, so the table
   * never holds an address in clear.
   */
  key: (ctx: Context) => string;
  /** The 429's code, when this limit has its own words (default: `rate_limited`, 'Troppe richieste...'). */
  refusal?: ErrorCode;
}

/**
 * Koa middleware: every attempt counts, valid or not (the limit is there against floods, not
 * against mistakes); past `max` in a window a 429 with the Italian message, and a Retry-After of
 * one window, after which the client is certainly allowed again.
 */
export function rateLimit(options: RateLimitOptions) {
  return async (ctx: Context, next: Next) => {
    const hits = await countHit(options.em(), options.schema, options.key(ctx), options.limit.windowSeconds);
    if (hits > options.limit.max) {
      ctx.set('Retry-After', String(options.limit.windowSeconds));
      throw new HttpError(429, options.refusal ?? 'rate_limited');
    }
    await next();
  };
}
