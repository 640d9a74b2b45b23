import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { closedDaysInput } from '@nbp/contracts/http/booking';
import type { SessionClaims } from '@nbp/contracts/http/identity';
import { badRequestOn, notFound } from '@nbp/kit/errors';
import { audit } from '../data/audit.ts';
import { BlockedDaysEntity, type BlockedDaysRow } from '../data/entities.ts';
import type { Pii } from '../data/pii.ts';
import type { BoatName } from '../clients/catalogue.ts';
import { refusingOverlap } from './booking-overlap.ts';

/**
 * Closing and reopening a boat's days (docs/back-office.md#closed-days). The closing's claim is
 * written by the database (src/db/claims.sql) in the insert's own statement, so a booking, a hold,
 * an imported range or other closed days on any of those days refuse it (409 naming what is in the
 * way), and two racing writes cannot both win. Each change is audited; nothing here is a booking.
 */

type Admin = Pick<SessionClaims, 'sub'>;

/** The log's record of a closing: its kind, and its days and reason in the details (never a name). */
const ENTITY = 'blocked_days';

function auditClosing(em: EntityManager, userId: string, action: string, row: BlockedDaysRow, boatName?: string): void {
  const { boatId, startDate, endDate, reason } = row;
  audit(em, userId, action, [ENTITY, row.id], { boatId, ...(boatName ? { boatName } : {}), startDate, endDate, reason });
}

/** Closes the days; `boats` is the catalogue's list (inactive boats too): a boat it does not have is a 400. */
export async function closeDays(
  em: EntityManager,
  pii: Pii,
  input: z.output<typeof closedDaysInput>,
  admin: Admin,
  boats: BoatName[],
): Promise<BlockedDaysRow> {
  const boat = boats.find((b) => b.id === input.boatId);
  if (!boat) throw badRequestOn('boatId', 'boat_unknown');
  const target = () => ({ boatId: input.boatId, startDate: input.startDate, endDate: input.endDate, bookingId: null });
  return refusingOverlap(em, pii, target, () =>
    em.transactional(async (tx) => {
      const row = tx.create(BlockedDaysEntity, { ...input, createdBy: admin.sub, reopenedAt: null, reopenedBy: null });
      await tx.flush();
      auditClosing(tx, admin.sub, 'closed-days.created', row, boat.name);
      return row;
    }),
  );
}

/** Reopens closed days: their claim goes (the trigger), the row stays for the feed and the log. 404 if unknown or already reopened. */
export async function reopenDays(em: EntityManager, id: number | null, admin: Admin): Promise<void> {
  await em.transactional(async (tx) => {
    const row = id ? await tx.findOne(BlockedDaysEntity, { id, reopenedAt: null }) : null;
    if (!row) throw notFound('closed_days_not_found');
    row.reopenedAt = new Date();
    row.reopenedBy = admin.sub;
    auditClosing(tx, admin.sub, 'closed-days.reopened', row);
  });
}

/** The answer of POST: the stored closing. */
export function toClosedDays(row: BlockedDaysRow) {
  return {
    id: row.id,
    boatId: row.boatId,
    startDate: row.startDate,
    endDate: row.endDate,
    reason: row.reason,
    createdBy: row.createdBy ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
