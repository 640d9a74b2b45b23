import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit } from '@nbp/kit/audit';
import { currentAdmin, requireAdmin, type SessionVerifier } from '@nbp/kit/auth';
import { emailRequestsArchive } from '@nbp/contracts/http/booking';
import { notFound, parse } from '@nbp/kit/errors';
import { EmailBookingRequestEntity } from '../data/entities.ts';
import type { Deps } from '../deps.ts';
import { pathId } from '@nbp/kit/ids';
import { toEmailRequest } from './serialize.ts';

/** 'Richieste Email': the requests with the customer's data opened, archived ('Gestite') or not ('Da Gestire'). */
export function adminEmailRequestsRouter(em: () => EntityManager, verifier: SessionVerifier, deps: Deps, afterCommit: () => void): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin(verifier));

  router.get('/email-requests', async (ctx) => {
    const rows = await em().find(EmailBookingRequestEntity, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map((row) => toEmailRequest(row, deps.pii));
  });

  // Several requests archived at once, all or none: one unknown id refuses the whole call, so the
  // list never ends half archived. Each request gets its own audit entry, as a single archive does.
  router.post('/email-requests/archive', async (ctx) => {
    const { ids } = parse(emailRequestsArchive, ctx.request.body);
    const admin = currentAdmin(ctx);
    const saved = await em().transactional(async (tx) => {
      const rows = await tx.find(EmailBookingRequestEntity, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
      if (rows.length !== ids.length) throw notFound('Richiesta non trovata');
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
    afterCommit();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = saved.map((row) => toEmailRequest(row, deps.pii));
  });

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    router.post(`/email-requests/:id/${path}`, async (ctx) => {
      const id = pathId(ctx.params.id);
      const admin = currentAdmin(ctx);
      const saved = await em().transactional(async (tx) => {
        const row = id ? await tx.findOne(EmailBookingRequestEntity, { id }) : null;
        if (!row) throw notFound('Richiesta non trovata');
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
      afterCommit();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = toEmailRequest(saved, deps.pii);
    });
  }

  return router;
}
