import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { boatContentInput } from '@nbp/contracts/http/catalogue';
import { recordAudit } from '@nbp/kit/audit';
import { currentAdmin, requireAdmin, type SessionVerifier } from '@nbp/kit/auth';
import { notFound, parse } from '@nbp/kit/errors';
import { pathId } from '@nbp/kit/ids';
import { BoatEntity } from '../data/entities.ts';
import { toBoat } from './serialize.ts';

/** The content editor: every boat, active or not, and the whole-boat save. */
export function adminRouter(em: () => EntityManager, verifier: SessionVerifier, afterCommit: () => void): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin(verifier));

  router.get('/boats', async (ctx) => {
    const rows = await em().find(BoatEntity, {}, { orderBy: { id: 'asc' } });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(toBoat);
  });

  router.put('/boats/:id', async (ctx) => {
    const id = pathId(ctx.params.id);
    const input = parse(boatContentInput, ctx.request.body);
    const admin = currentAdmin(ctx);
    const saved = await em().transactional(async (tx) => {
      const row = id ? await tx.findOne(BoatEntity, { id }) : null;
      if (!row) throw notFound('Barca non trovata');
      const before = toBoat(row);
      tx.assign(row, { ...input, contentUpdatedAt: new Date() });
      const changed = Object.keys(input).filter(
        (key) => JSON.stringify(before[key as keyof typeof before]) !== JSON.stringify(input[key as keyof typeof input]),
      );
      recordAudit(tx, {
        userId: admin.sub,
        action: 'boat.content.updated',
        entityType: 'boat',
        entityId: String(row.id),
        details: { name: row.name, changed },
        service: 'catalogue',
      });
      return row;
    });
    afterCommit();
    ctx.body = toBoat(saved);
  });

  return router;
}
