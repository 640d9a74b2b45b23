import type Router from '@koa/router';
import { calendarFeedInput, calendarFeedSettingsInput } from '@nbp/contracts/http/calendars';
import { adminOnlyRouter, currentAdmin } from '@nbp/kit/auth';
import { parse } from '@nbp/kit/errors';
import { pathId } from '@nbp/kit/ids';
import type { CatalogueClient } from '../clients/catalogue.ts';
import { boatOf, listCalendars, openConflicts, rotateExport, type CalendarAdminDeps } from '../use-cases/calendar-admin.ts';
import { addFeed, deleteFeed, refreshFeed, updateFeedSettings } from '../use-cases/calendar-feeds-admin.ts';
import { asAdmin } from './as-admin.ts';
import type { AdminRouteDeps } from './admin-route-deps.ts';

/**
 * The back office's calendars (docs/calendars.md#back-office), admin only on the service itself.
 * The boats are the catalogue's, read with the administrator's own credentials.
 */
export function adminCalendarsRouter(
  { em, verifier, afterCommit }: AdminRouteDeps,
  catalogue: CatalogueClient,
  deps: CalendarAdminDeps,
): Router {
  const router = adminOnlyRouter('/api/admin/calendars', verifier);
  router.use(async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  router.get('/', async (ctx) => {
    const boats = await catalogue.allBoats(asAdmin(ctx));
    ctx.body = await listCalendars(em(), deps, boats);
  });

  router.get('/conflicts', async (ctx) => {
    ctx.body = await openConflicts(em());
  });

  router.post('/:boatId/feeds', async (ctx) => {
    const boatId = pathId(ctx.params.boatId);
    const input = parse(calendarFeedInput, ctx.request.body);
    const boat = boatOf(await catalogue.allBoats(asAdmin(ctx)), boatId);
    ctx.body = await addFeed(em(), deps, boat, input, currentAdmin(ctx), afterCommit);
    ctx.status = 201;
  });

  router.post('/feeds/:id/refresh', async (ctx) => {
    ctx.body = await refreshFeed(em(), deps, pathId(ctx.params.id), currentAdmin(ctx), afterCommit);
  });

  router.patch('/feeds/:id', async (ctx) => {
    const input = parse(calendarFeedSettingsInput, ctx.request.body);
    ctx.body = await updateFeedSettings(em(), deps, pathId(ctx.params.id), input, currentAdmin(ctx), afterCommit);
  });

  router.delete('/feeds/:id', async (ctx) => {
    await deleteFeed(em(), pathId(ctx.params.id), currentAdmin(ctx));
    afterCommit();
    ctx.status = 204;
  });

  router.post('/:boatId/rotate', async (ctx) => {
    const boat = boatOf(await catalogue.allBoats(asAdmin(ctx)), pathId(ctx.params.boatId));
    ctx.body = await rotateExport(em(), deps, boat, currentAdmin(ctx));
    afterCommit();
  });

  return router;
}
