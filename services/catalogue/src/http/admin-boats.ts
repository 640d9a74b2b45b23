import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { adminBoatsQuery, boatContentInput } from '@nbp/contracts/http/catalogue';
import { currentAdmin, requireAdmin, type SessionVerifier } from '@nbp/kit/auth';
import { parse } from '@nbp/kit/errors';
import { pathId } from '@nbp/kit/ids';
import { listAllBoats, listBoatNames, saveBoatContent } from '../use-cases/admin-boats.ts';
import { toBoat } from './serialize.ts';

/** The content editor: every boat, active or not, and the whole-boat save. */
export function adminRouter(em: () => EntityManager, verifier: SessionVerifier, afterCommit: () => void): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin(verifier));

  router.get('/boats', async (ctx) => {
    const { view } = parse(adminBoatsQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    // The names view: what booking needs for the planning and the lists, without every content column.
    ctx.body = view === 'names' ? await listBoatNames(em()) : (await listAllBoats(em())).map(toBoat);
  });

  router.put('/boats/:id', async (ctx) => {
    const id = pathId(ctx.params.id);
    const input = parse(boatContentInput, ctx.request.body);
    const saved = await saveBoatContent(em(), id, input, currentAdmin(ctx));
    afterCommit();
    ctx.body = toBoat(saved);
  });

  return router;
}
