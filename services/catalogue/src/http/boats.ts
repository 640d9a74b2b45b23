import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { catalogueReadQuery } from '@nbp/contracts/http/catalogue';
import { etag, shareableFor } from '@nbp/kit/caching';
import { notFound, parse } from '@nbp/kit/errors';
import { pathId } from '@nbp/kit/ids';
import { BoatEntity, ExtraEntity } from '../data/entities.ts';
import { toBoat, toBoatSummary, toExtra } from './serialize.ts';

/**
 * Public reads: the fleet, one boat, the extras. `?lang=en` answers the same shapes with the English
 * texts where translated (docs/languages.md#boat-content); the URL differs, so every cache keeps the
 * two languages apart.
 */
export function publicRouter(em: () => EntityManager): Router {
  const router = new Router({ prefix: '/api' });
  router.use(etag);
  // Every public page reads these; the gateway may keep them a second (it forgets them at any admin write).
  router.use(shareableFor(1));

  router.get('/boats', async (ctx) => {
    const { lang = 'it' } = parse(catalogueReadQuery, ctx.query);
    const rows = await em().find(BoatEntity, { isActive: true }, { orderBy: { id: 'asc' } });
    ctx.body = rows.map((row) => toBoatSummary(row, lang));
  });

  router.get('/boats/:id', async (ctx) => {
    const { lang = 'it' } = parse(catalogueReadQuery, ctx.query);
    const id = pathId(ctx.params.id);
    const row = id ? await em().findOne(BoatEntity, { id, isActive: true }) : null;
    if (!row) throw notFound('boat_not_found');
    ctx.body = toBoat(row, lang);
  });

  router.get('/extras', async (ctx) => {
    const { lang = 'it' } = parse(catalogueReadQuery, ctx.query);
    const rows = await em().find(ExtraEntity, { isActive: true }, { orderBy: { category: 'asc', id: 'asc' } });
    ctx.body = rows.map((row) => toExtra(row, lang));
  });

  return router;
}
