import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit } from '@nbp/kit/audit';
import { currentAdmin, requireAdmin, type SessionVerifier } from '@nbp/kit/auth';
import { notFound } from '@nbp/kit/errors';
import { EmailBookingRequestEntity } from '../data/entities.ts';
import type { BookingDeps } from '../deps.ts';
import { pathId, toEmailRequest } from './serialize.ts';

/** 'Richieste Email': the requests with the customer's data opened, archived ('Gestite') or not ('Da Gestire'). */
export function adminEmailRequestsRouter(
  em: () => EntityManager,
  verifier: SessionVerifier,
  deps: BookingDeps,
  afterCommit: () => void,
): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin(verifier));

  router.get('/email-requests', async (ctx) => {
    const rows = await em().find(EmailBookingRequestEntity, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map((row) => toEmailRequest(row, deps.pii));
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
