import type Router from '@koa/router';
import { adminOnlyRouter } from '@nbp/kit/auth';
import { planningQuery } from '@nbp/contracts/http/booking';
import { todayInRome } from '@nbp/contracts/common';
import { parse } from '@nbp/kit/errors';
import type { Deps } from '../deps.ts';
import type { AdminRouteDeps } from './admin-route-deps.ts';
import { harbourToday, planningEntries } from '../use-cases/planning.ts';
import { asAdmin } from './as-admin.ts';

/** The planning tab and its "Oggi al porto" card (docs/back-office.md#planning). */
export function adminPlanningRouter({ em, verifier }: AdminRouteDeps, deps: Deps): Router {
  const router = adminOnlyRouter('/api/admin', verifier);

  router.get('/planning', async (ctx) => {
    const range = parse(planningQuery, ctx.query);
    // The boats are the rows: without the catalogue there is no grid, so its refusal is the answer.
    const [boats, entries] = await Promise.all([deps.catalogue.allBoats(asAdmin(ctx)), planningEntries(em(), deps.pii, range)]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      boats: boats
        .map((boat) => ({ id: boat.id, name: boat.name, isActive: boat.isActive }))
        .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.id - b.id),
      entries,
    };
  });

  router.get('/planning/today', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await harbourToday(em(), deps.pii, todayInRome());
  });

  return router;
}
