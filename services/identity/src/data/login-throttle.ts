import { createHmac, hkdfSync, type KeyObject } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

const TABLE = '"identity"."login_attempts"';

export interface ThrottleLimits {
  /** Failures of one account from one address that stop that pair. */
  maxFailures: number;
  /** Failures from one address, whatever the accounts, that stop the address. */
  addressMaxFailures: number;
  /** Failures of one account that stop it for everyone, when they come from enough addresses. */
  accountMaxFailures: number;
  accountMinAddresses: number;
  windowMinutes: number;
}

/** A keyed hash, hex, 64 characters: what the table holds instead of an address or an e-mail. */
export type ThrottleHasher = (value: string) => string;

/**
 * The throttle's hash, keyed with a key derived from identity's signing key (docs/security-sign-in.md#what-the-table-holds):
 * every replica shares that key, so they count the same failures, and without it nobody can test a
 * guessed address or e-mail against the table. A new signing key starts the counts afresh.
 */
export function throttleHasher(signingKey: KeyObject): ThrottleHasher {
  const material = signingKey.export({ type: 'pkcs8', format: 'der' });
  const key = Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), 'identity-login-throttle', 32));
  return (value) => createHmac('sha256', key).update(value).digest('hex');
}

/** A login in progress: it counts as a failure unless `succeeded` is called. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Counts failed password checks in PostgreSQL, so that replicas share the count, under three keys
 * (each a keyed hash, as is the address kept beside it):
 *
 * - the account together with the address: a stranger who guesses wrong stops only himself, and the
 *   administrator still gets in from anywhere else;
 * - the address alone, with a higher limit: one machine trying many accounts;
 * - the account alone, with a much higher limit that counts only when the failures come from many
 *   addresses: the one case where closing the account to everyone is the lesser harm.
 *
 * Each attempt is written before the password is checked and keeps its place only if it fails:
 * concurrent attempts see each other, so a burst cannot slip past a limit.
 */
export class LoginThrottle {
  private lastSweep = 0;

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly hash: ThrottleHasher,
  ) {}

  /** Rows older than the window count for nothing; at most once a minute per process they go. */
  private async sweep(em: EntityManager, window: string): Promise<void> {
    if (Date.now() - this.lastSweep < 60_000) return;
    this.lastSweep = Date.now();
    await em.execute(`delete from ${TABLE} where created_at < now() - ?::interval`, [window]);
  }

  /** Returns null when one of the keys already has its maximum of failures in the window. */
  async begin(em: EntityManager, account: string, rawAddress: string): Promise<LoginAttempt | null> {
    // Only keyed hashes are written: the counts need equality, never the address or the e-mail itself.
    const clearAddress = rawAddress.slice(0, 100);
    const address = this.hash(`address|${clearAddress}`);
    const pair = `pair:${this.hash(`pair|${clearAddress}|${account}`)}`;
    const keys = [pair, `address:${address}`, `account:${this.hash(`account|${account}`)}`];
    const window = `${this.limits.windowMinutes} minutes`;
    await this.sweep(em, window);
    // The ORM inlines parameters as escaped literals; an array becomes a comma list.
    const mine = await em.execute<{ id: string }[]>(
      `insert into ${TABLE} (key, address, created_at) values (?, ?, now()), (?, ?, now()), (?, ?, now()) returning id`,
      keys.flatMap((key) => [key, address]),
      'all',
    );
    const ids = mine.map((row) => String(row.id));
    const earlier = await em.execute<{ key: string; n: string; addresses: string }[]>(
      `select m.key, count(a.id) as n, count(distinct a.address) as addresses
         from ${TABLE} m
         left join ${TABLE} a on a.key = m.key and a.id < m.id and a.created_at >= now() - ?::interval
        where m.id in (?)
        group by m.id, m.key`,
      [window, ids],
      'all',
    );
    const refused = earlier.some(({ key, n, addresses }) => {
      const failures = Number(n);
      if (key.startsWith('pair:')) return failures >= this.limits.maxFailures;
      if (key.startsWith('address:')) return failures >= this.limits.addressMaxFailures;
      return failures >= this.limits.accountMaxFailures && Number(addresses) >= this.limits.accountMinAddresses;
    });
    if (refused) {
      // A refused attempt checked no password: it is not a failure and does not prolong the lock.
      await em.execute(`delete from ${TABLE} where id in (?)`, [ids]);
      return null;
    }
    return {
      succeeded: async () => {
        // Only the pair's failures go (the owner mistyping from their own address). The address keeps
        // its failures, so a caller cannot clear them by logging into an account of its own, and the
        // account keeps the failures others made from elsewhere.
        await em.execute(`delete from ${TABLE} where id in (?) or key = ?`, [ids, pair]);
      },
    };
  }
}
