import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { boatPriceInput, boatPricePatch } from '@nbp/contracts/http/pricing';
import { currentAdmin, requireAdmin, type SessionVerifier } from '@nbp/kit/auth';
import { parse } from '@nbp/kit/errors';
import { pathId } from '@nbp/kit/ids';
import { createBoatPrice, deleteBoatPrice, listBoatPrices, updateBoatPrice } from '../use-cases/admin-boat-pricing.ts';
import { definedFields } from './params.ts';
import { toBoatPrice } from './serialize.ts';

/** The price matrix: one boat's one-day and multi-day rates per period. */
export function adminBoatPricingRouter(em: () => EntityManager, verifier: SessionVerifier, afterCommit: () => void): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin(verifier));

  router.get('/boat-pricing', async (ctx) => {
    const rows = await listBoatPrices(em());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(toBoatPrice);
  });

  router.post('/boat-pricing', async (ctx) => {
    const input = parse(boatPriceInput, ctx.request.body);
    const created = await createBoatPrice(em(), input, currentAdmin(ctx));
    afterCommit();
    ctx.status = 201;
    ctx.body = toBoatPrice(created);
  });

  router.patch('/boat-pricing/:id', async (ctx) => {
    const id = pathId(ctx.params.id);
    const patch = definedFields(parse(boatPricePatch, ctx.request.body));
    const updated = await updateBoatPrice(em(), id, patch, currentAdmin(ctx));
    afterCommit();
    ctx.body = toBoatPrice(updated);
  });

  router.delete('/boat-pricing/:id', async (ctx) => {
    const result = await deleteBoatPrice(em(), pathId(ctx.params.id), currentAdmin(ctx));
    afterCommit();
    ctx.body = result;
  });

  return router;
}
