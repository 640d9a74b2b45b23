import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { BOOKING_REQUEST_REMINDER, lifecycleSealContext, type BookingRequestReminder } from '@nbp/contracts/events/booking';
import { enqueue } from '@nbp/kit/outbox';
import { BookingRequestEntity } from '../data/entities.ts';
import type { Pii } from '../data/pii.ts';
import { markExpired } from './request-lifecycle.ts';

/** Rows one pass handles per transaction; a longer backlog takes a few transactions. */
const BATCH = 100;

export interface SweepDeps {
  orm: MikroORM;
  pii: Pii;
  /** Publishes the outbox now rather than at its next tick. */
  kick: () => void;
}

/**
 * One pass of the sweeper (docs/request-lifecycle.md#expiry): pending requests whose hold is over
 * become expired (the claim goes with them, the customer is told), and those half-way through their
 * hold remind the office once. Rows are taken FOR UPDATE SKIP LOCKED, so several replicas sweeping at
 * once never handle one twice, nor wait on a request an administrator is deciding.
 */
export async function sweepOnce(deps: SweepDeps, now: Date = new Date()): Promise<{ expired: number; reminded: number }> {
  let expired = 0;
  let reminded = 0;
  for (;;) {
    const handled = await deps.orm.em.fork().transactional(async (tx) => {
      const rows = await tx.find(
        BookingRequestEntity,
        { status: 'pending', holdUntil: { $lte: now } },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, orderBy: { id: 'asc' }, limit: BATCH },
      );
      for (const row of rows) markExpired(tx, deps.pii, row, now);
      return rows.length;
    });
    expired += handled;
    if (handled > 0) deps.kick();
    if (handled < BATCH) break;
  }
  for (;;) {
    const handled = await deps.orm.em.fork().transactional(async (tx) => {
      const rows = await tx.find(
        BookingRequestEntity,
        { status: 'pending', reminderAt: { $lte: now }, reminderSentAt: null },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, orderBy: { id: 'asc' }, limit: BATCH },
      );
      for (const row of rows) {
        tx.assign(row, { reminderSentAt: now });
        const name = deps.pii.open(row.customerNameEncrypted, { table: 'booking_requests', id: row.id, column: 'customer_name_encrypted' });
        enqueue(tx, BOOKING_REQUEST_REMINDER, {
          requestId: row.id,
          boatId: row.boatId,
          boatName: row.boatName,
          startDate: row.startDate,
          endDate: row.endDate,
          totalPrice: row.totalPrice,
          customerName: deps.pii.sealFor(name, lifecycleSealContext(BOOKING_REQUEST_REMINDER, 'customerName', row.id)),
          holdUntil: row.holdUntil.toISOString(),
        } satisfies BookingRequestReminder);
      }
      return rows.length;
    });
    reminded += handled;
    if (handled > 0) deps.kick();
    if (handled < BATCH) break;
  }
  return { expired, reminded };
}
