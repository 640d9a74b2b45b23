import type { EntityManager } from '@mikro-orm/postgresql';

const TABLE = '"identity"."login_attempts"';

export interface ThrottleLimits {
  maxFailures: number;
  windowMinutes: number;
}

/** A login in progress: it counts as a failure unless `succeeded` is called. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Counts failed logins per account and per client address, in PostgreSQL so that replicas share
 * the count. Each attempt is written before the password is checked and keeps its place only if
 * it fails: concurrent attempts see each other, so a burst cannot slip past the limit.
 */
export class LoginThrottle {
  private lastSweep = 0;

  constructor(private readonly limits: ThrottleLimits) {}

  /** Rows older than the window count for nothing; at most once a minute per process they go. */
  private async sweep(em: EntityManager, window: string): Promise<void> {
    if (Date.now() - this.lastSweep < 60_000) return;
    this.lastSweep = Date.now();
    await em.execute(`delete from ${TABLE} where created_at < now() - ?::interval`, [window]);
  }

  /** Returns null when one of the keys already has the maximum of failures in the window. */
  async begin(em: EntityManager, account: string, address: string): Promise<LoginAttempt | null> {
    const keys = [`account:${account}`, `address:${address}`];
    const window = `${this.limits.windowMinutes} minutes`;
    await this.sweep(em, window);
    // The ORM inlines parameters as escaped literals; an array becomes a comma list.
    const mine = await em.execute<{ id: string }[]>(
      `insert into ${TABLE} (key, created_at) values (?, now()), (?, now()) returning id`,
      keys,
      'all',
    );
    const ids = mine.map((row) => String(row.id));
    const earlier = await em.execute<{ n: string }[]>(
      `select (select count(*) from ${TABLE} a where a.key = m.key and a.id < m.id and a.created_at >= now() - ?::interval) as n
         from ${TABLE} m where m.id in (?)`,
      [window, ids],
      'all',
    );
    if (earlier.some((row) => Number(row.n) >= this.limits.maxFailures)) {
      // A refused attempt checked no password: it is not a failure and does not prolong the lock.
      await em.execute(`delete from ${TABLE} where id in (?)`, [ids]);
      return null;
    }
    return {
      succeeded: async () => {
        // The address keeps its failures: a caller must not clear them by logging into an account of its own.
        await em.execute(`delete from ${TABLE} where id in (?) or key = ?`, [ids, keys[0]]);
      },
    };
  }
}
