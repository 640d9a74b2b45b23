import type Router from '@koa/router';
import { closedDaysInput } from '@nbp/contracts/http/booking';
import { adminOnlyRouter, currentAdmin } from '@nbp/kit/auth';
import { parse } from '@nbp/kit/errors';
import { pathId } from '@nbp/kit/ids';
import type { Deps } from '../deps.ts';
import type { AdminRouteDeps } from './admin-route-deps.ts';
import { closeDays, reopenDays, toClosedDays } from '../use-cases/closed-days.ts';
import { asAdmin } from './as-admin.ts';

/** Closed days (docs/back-office.md#closed-days): close a boat's days, reopen them. Administrators only. */
export function adminClosedDaysRouter({ em, verifier, afterCommit }: AdminRouteDeps, deps: Deps): Router {
  const router = adminOnlyRouter('/api/admin', verifier);

  router.post('/blocked-days', async (ctx) => {
    const input = parse(closedDaysInput, ctx.request.body);
    // Inactive boats count: a boat hidden from the site may still be closed for its maintenance.
    const boats = await deps.catalogue.allBoats(asAdmin(ctx));
    const saved = await closeDays(em(), deps.pii, input, currentAdmin(ctx), boats);
    afterCommit();
    ctx.status = 201;
    ctx.body = toClosedDays(saved);
  });

  router.delete('/blocked-days/:id', async (ctx) => {
    await reopenDays(em(), pathId(ctx.params.id), currentAdmin(ctx));
    afterCommit();
    ctx.status = 204;
  });

  return router;
}
