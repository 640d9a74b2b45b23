import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pricingPeriodInput, pricingPeriodPatch, type PricingPeriodSaved } from '@nbp/contracts/http/pricing';
import { currentAdmin, requireAdmin, type SessionVerifier } from '@nbp/kit/auth';
import { parse } from '@nbp/kit/errors';
import { pathId } from '@nbp/kit/ids';
import {
  createPricingPeriod,
  deletePricingPeriod,
  listPricingPeriods,
  updatePricingPeriod,
  type SavedPeriod,
} from '../use-cases/admin-pricing-periods.ts';
import { definedFields } from './params.ts';
import { toPricingPeriod } from './serialize.ts';

const toSaved = ({ row, overlaps }: SavedPeriod): PricingPeriodSaved => ({ ...toPricingPeriod(row), overlaps });

/** Pricing periods for the 'Prezzi' tab; the list also feeds the gateway's dashboard. */
export function adminPricingPeriodsRouter(em: () => EntityManager, verifier: SessionVerifier, afterCommit: () => void): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin(verifier));

  router.get('/pricing-periods', async (ctx) => {
    const rows = await listPricingPeriods(em());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(toPricingPeriod);
  });

  router.post('/pricing-periods', async (ctx) => {
    const input = parse(pricingPeriodInput, ctx.request.body);
    const created = await createPricingPeriod(em(), input, currentAdmin(ctx));
    afterCommit();
    ctx.status = 201;
    ctx.body = toSaved(created);
  });

  router.patch('/pricing-periods/:id', async (ctx) => {
    const id = pathId(ctx.params.id);
    const patch = definedFields(parse(pricingPeriodPatch, ctx.request.body));
    const updated = await updatePricingPeriod(em(), id, patch, currentAdmin(ctx));
    afterCommit();
    ctx.body = toSaved(updated);
  });

  router.delete('/pricing-periods/:id', async (ctx) => {
    const result = await deletePricingPeriod(em(), pathId(ctx.params.id), currentAdmin(ctx));
    afterCommit();
    ctx.body = result;
  });

  return router;
}
