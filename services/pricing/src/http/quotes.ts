import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_BOOKING_HORIZON_MONTHS, monthsAfter, todayInRome } from '@nbp/contracts/common';
import { pricingReadQuery, type BoatPricedUntil, type FleetPricedUntil } from '@nbp/contracts/http/pricing';
import { etag } from '@nbp/kit/caching';
import { badRequestOn, parse } from '@nbp/kit/errors';
import { boatTermsSource } from '../clients/catalogue.ts';
import type { Deps } from '../deps.ts';
import { pricedUntil } from '../data/quote-inputs.ts';
import { quoteForRental } from '../use-cases/quote-rental.ts';
import { pathId } from '@nbp/kit/ids';

/** The quote (see use-cases/quote-rental.ts) and how far each boat is priced. */
export function quotesRouter(em: () => EntityManager, settings: Omit<Deps, 'infra'>): Router {
  const router = new Router({ prefix: '/api' });
  router.use(etag);
  const boatTerms = boatTermsSource(settings.catalogueUrl, settings.catalogueCacheMs ?? 15_000);

  router.get('/pricing/boat/:id/:startDate/:endDate', async (ctx) => {
    const boatId = pathId(ctx.params.id);
    if (!boatId) throw badRequestOn('id', 'boat_id_invalid');
    const { startDate = '', endDate = '' } = ctx.params;
    // `?lang=en`: each day's periodName in English where translated (docs/languages.md#period-names).
    const { lang = 'it' } = parse(pricingReadQuery, ctx.query);
    ctx.body = await quoteForRental(em(), settings, boatTerms, {
      boatId,
      startDate,
      endDate,
      lang,
      requestId: ctx.state.requestId as string | undefined,
    });
  });

  /** The fleet's last priced days, for the administrator's dashboard. */
  router.get('/pricing/priced-until', async (ctx) => {
    const body: FleetPricedUntil = { boats: await pricedUntil(em()) };
    ctx.body = body;
  });

  /** How far a visitor's calendar goes for one boat: its last priced day, within the booking horizon. */
  router.get('/pricing/boat/:id/priced-until', async (ctx) => {
    const boatId = pathId(ctx.params.id);
    if (!boatId) throw badRequestOn('id', 'boat_id_invalid');
    const [last] = await pricedUntil(em(), boatId);
    const horizon = monthsAfter(todayInRome(), settings.horizonMonths ?? DEFAULT_BOOKING_HORIZON_MONTHS);
    const body: BoatPricedUntil = {
      boatId,
      pricedUntil: last?.pricedUntil ?? null,
      lastBookableDate: last ? (last.pricedUntil < horizon ? last.pricedUntil : horizon) : null,
    };
    ctx.body = body;
  });

  return router;
}
