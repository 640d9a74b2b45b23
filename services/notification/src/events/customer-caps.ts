import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailSkipReason } from '@nbp/contracts/events/notification';
import { MailDeliveryEntity, type MailDeliveryRow } from '../data/entities.ts';
import type { SendGuard } from './deliveries.ts';
import type { CustomerCaps } from './mail-deps.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The first key of the two-key advisory locks the caps take ('capm'), apart from any other lock. */
const LOCK_SPACE = 0x6361706d;

/**
 * Takes a transaction-scoped advisory lock on `key`: every replica checking (and then claiming) a
 * copy for the same address, or the same boat and day, waits for the one before it to commit, so
 * the count it reads includes that copy and the cap cannot be overrun in parallel.
 */
async function lock(tx: EntityManager, key: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(?, hashtext(?))', [LOCK_SPACE, key], 'run');
}

async function sentSince(tx: EntityManager, by: { recipientKey: string } | { boatDay: string }, since: Date): Promise<number> {
  return tx.count(MailDeliveryEntity, { recipient: 'customer', status: { $in: ['sent', 'sending'] }, claimedAt: { $gt: since }, ...by });
}

/**
 * The guard of a customer copy: withholds it when the address (by its keyed hash) already received
 * `perHour` copies in the last hour or `perDay` in the last 24 hours, or when `perBoatDay` copies
 * went out in the last 24 hours for requests of the same boat starting the same day. Copies sent,
 * or being sent (claimed), count, by the time of their claim; the row keeps the keys, so a copy
 * claimed now counts for the next ones.
 */
export function customerCapGuard(caps: CustomerCaps, recipientKey: string, boatDay: string): SendGuard {
  return async (tx: EntityManager, row: MailDeliveryRow): Promise<MailSkipReason | null> => {
    row.recipientKey = recipientKey;
    row.boatDay = boatDay;
    // Always in this order (address, then boat and day), so two copies never wait on each other.
    await lock(tx, `recipient|${recipientKey}`);
    await lock(tx, `boat-day|${boatDay}`);
    const now = Date.now();
    if ((await sentSince(tx, { recipientKey }, new Date(now - HOUR_MS))) >= caps.perHour) return 'recipient_hourly_cap';
    if ((await sentSince(tx, { recipientKey }, new Date(now - DAY_MS))) >= caps.perDay) return 'recipient_daily_cap';
    if ((await sentSince(tx, { boatDay }, new Date(now - DAY_MS))) >= caps.perBoatDay) return 'boat_day_cap';
    return null;
  };
}
