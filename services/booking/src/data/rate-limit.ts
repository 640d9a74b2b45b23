import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Counts one hit of `key` in the current fixed window and returns the count so far. The counter
 * lives in PostgreSQL so every replica shares it; windows older than the previous one are removed.
 */
export async function countHit(em: EntityManager, key: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const bucket = Math.floor(now / 1000 / windowSeconds);
  const rows = await em.execute<{ hits: number }[]>(
    `insert into "booking"."rate_limit" (key, bucket, hits) values (?, ?, 1)
     on conflict (key, bucket) do update set hits = "rate_limit".hits + 1 returning hits`,
    [key, bucket],
    'all',
  );
  await em.execute(`delete from "booking"."rate_limit" where bucket < ?`, [bucket - 1], 'run');
  return Number(rows[0]?.hits ?? 1);
}
