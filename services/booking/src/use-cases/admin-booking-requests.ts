import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionClaims } from '@nbp/contracts/http/identity';
import { auditRequest } from '../data/audit.ts';
import { notFound } from '@nbp/kit/errors';
import { BookingRequestEntity, type BookingRequestRow } from '../data/entities.ts';

/** What an administrator does with the visitors' requests: read them, archive ('Gestite') or bring back ('Da Gestire'). */

type Admin = Pick<SessionClaims, 'sub'>;

/**
 * How the activity log names these changes. They keep the words of the first version (when a booking
 * request was called an e-mail request): the log's older rows carry them, and one kind of change
 * must keep one name across the whole log.
 */
const AUDIT = {
  archived: 'email-request.archived',
  unarchived: 'email-request.unarchived',
} as const;

/**
 * Several requests archived at once, all or none: one unknown id refuses the whole call, so the
 * list never ends half archived. Each request gets its own audit entry, as a single archive does.
 */
export async function archiveBookingRequests(em: EntityManager, ids: number[], admin: Admin): Promise<BookingRequestRow[]> {
  return em.transactional(async (tx) => {
    const rows = await tx.find(BookingRequestEntity, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
    if (rows.length !== ids.length) throw notFound('request_not_found');
    const at = new Date();
    for (const row of rows) {
      // One already archived keeps the time it was first archived.
      if (!row.isArchived) tx.assign(row, { isArchived: true, archivedAt: at });
      auditRequest(tx, admin.sub, AUDIT.archived, row, { bulk: true });
    }
    return rows;
  });
}

/** Archives one request or brings it back; `id` null (a malformed path id) is a 404. */
export async function setBookingRequestArchived(
  em: EntityManager,
  id: number | null,
  archived: boolean,
  admin: Admin,
): Promise<BookingRequestRow> {
  return em.transactional(async (tx) => {
    const row = id ? await tx.findOne(BookingRequestEntity, { id }) : null;
    if (!row) throw notFound('request_not_found');
    tx.assign(row, { isArchived: archived, archivedAt: archived ? new Date() : null });
    auditRequest(tx, admin.sub, archived ? AUDIT.archived : AUDIT.unarchived, row);
    return row;
  });
}
