import type Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { adminBoatsQuery, boatContentWithTranslationsInput } from '@nbp/contracts/http/catalogue';
import { adminOnlyRouter, currentAdmin, type SessionVerifier } from '@nbp/kit/auth';
import { parse } from '@nbp/kit/errors';
import { pathId } from '@nbp/kit/ids';
import { listAllBoats, listBoatNames, saveBoatContent } from '../use-cases/admin-boats.ts';
import { toAdminBoat } from './serialize.ts';

/** The content editor: every boat, active or not, with its English texts, and the whole-boat save. */
export function adminRouter(em: () => EntityManager, verifier: SessionVerifier, afterCommit: () => void): Router {
  const router = adminOnlyRouter('/api/admin', verifier);

  router.get('/boats', async (ctx) => {
    const { view } = parse(adminBoatsQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    // The names view: what booking needs for the planning and the lists, without every content column.
    ctx.body = view === 'names' ? await listBoatNames(em()) : (await listAllBoats(em())).map(toAdminBoat);
  });

  router.put('/boats/:id', async (ctx) => {
    const id = pathId(ctx.params.id);
    const input = parse(boatContentWithTranslationsInput, ctx.request.body);
    const saved = await saveBoatContent(em(), id, input, currentAdmin(ctx));
    afterCommit();
    ctx.body = toAdminBoat(saved);
  });

  return router;
}
