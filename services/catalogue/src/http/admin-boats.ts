import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { boatContentInput } from '@nbp/contracts/http/catalogue';
import { currentAdmin, requireAdmin, type SessionVerifier } from '@nbp/kit/auth';
import { parse } from '@nbp/kit/errors';
import { pathId } from '@nbp/kit/ids';
import { listAllBoats, saveBoatContent } from '../use-cases/admin-boats.ts';
import { toBoat } from './serialize.ts';

/** The content editor: every boat, active or not, and the whole-boat save. */
export function adminRouter(em: () => EntityManager, verifier: SessionVerifier, afterCommit: () => void): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin(verifier));

  router.get('/boats', async (ctx) => {
    const rows = await listAllBoats(em());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(toBoat);
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
