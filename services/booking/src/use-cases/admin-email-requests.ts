import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionClaims } from '@nbp/contracts/http/identity';
import { recordAudit } from '@nbp/kit/audit';
import { notFound } from '@nbp/kit/errors';
import { EmailBookingRequestEntity, type EmailBookingRequestRow } from '../data/entities.ts';

/** What an administrator does with the visitors' requests: read them, archive ('Gestite') or bring back ('Da Gestire'). */

const NOT_FOUND = 'Richiesta non trovata';

type Admin = Pick<SessionClaims, 'sub'>;

/** Every request, newest first. */
export function listEmailRequests(em: EntityManager): Promise<EmailBookingRequestRow[]> {
  return em.find(EmailBookingRequestEntity, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/**
 * Several requests archived at once, all or none: one unknown id refuses the whole call, so the
 * list never ends half archived. Each request gets its own audit entry, as a single archive does.
 */
export async function archiveEmailRequests(em: EntityManager, ids: number[], admin: Admin): Promise<EmailBookingRequestRow[]> {
  return em.transactional(async (tx) => {
    const rows = await tx.find(EmailBookingRequestEntity, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
    if (rows.length !== ids.length) throw notFound(NOT_FOUND);
    const at = new Date();
    for (const row of rows) {
      // One already archived keeps the time it was first archived.
      if (!row.isArchived) tx.assign(row, { isArchived: true, archivedAt: at });
      recordAudit(tx, {
        userId: admin.sub,
        action: 'email-request.archived',
        entityType: 'email_booking_request',
        entityId: String(row.id),
        details: { boatId: row.boatId, boatName: row.boatName, startDate: row.startDate, endDate: row.endDate, bulk: true },
        service: 'booking',
      });
    }
    return rows;
  });
}

/** Archives one request or brings it back; `id` null (a malformed path id) is a 404. */
export async function setEmailRequestArchived(
  em: EntityManager,
  id: number | null,
  archived: boolean,
  admin: Admin,
): Promise<EmailBookingRequestRow> {
  return em.transactional(async (tx) => {
    const row = id ? await tx.findOne(EmailBookingRequestEntity, { id }) : null;
    if (!row) throw notFound(NOT_FOUND);
    tx.assign(row, { isArchived: archived, archivedAt: archived ? new Date() : null });
    recordAudit(tx, {
      userId: admin.sub,
      action: archived ? 'email-request.archived' : 'email-request.unarchived',
      entityType: 'email_booking_request',
      entityId: String(row.id),
      details: { boatId: row.boatId, boatName: row.boatName, startDate: row.startDate, endDate: row.endDate },
      service: 'booking',
    });
    return row;
  });
}
