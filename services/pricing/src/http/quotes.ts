import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_BOOKING_HORIZON_MONTHS, horizonProblem, monthsAfter, todayInRome } from '@nbp/contracts/common';
import { PRICING_MESSAGES, pricedOnlyUntil, type BoatPricedUntil, type FleetPricedUntil } from '@nbp/contracts/http/pricing';
import { etag } from '@nbp/kit/caching';
import { badRequest } from '@nbp/kit/errors';
import { boatTermsSource } from '../clients/catalogue.ts';
import type { Deps } from '../deps.ts';
import { pricedUntil, quoteInputs } from '../data/quote-inputs.ts';
import { QuoteInputError, quoteRental, rentalLength } from '../domain/quote.ts';
import { pathId } from '@nbp/kit/ids';

function checkedRange(startDate: string, endDate: string, horizonMonths: number): void {
  try {
    rentalLength(startDate, endDate);
  } catch (err) {
    if (err instanceof QuoteInputError) throw badRequest(err.message, [{ path: err.path, message: err.message }]);
    throw err;
  }
  const problem = horizonProblem({ startDate, endDate }, horizonMonths);
  if (problem) throw badRequest(problem.message, [problem]);
}

/** The one quote every client uses: the website's price summary and booking's stored price. */
export function quotesRouter(em: () => EntityManager, settings: Omit<Deps, 'infra'>): Router {
  const router = new Router({ prefix: '/api' });
  router.use(etag);
  const boatTerms = boatTermsSource(settings.catalogueUrl, settings.catalogueCacheMs ?? 15_000);

  router.get('/pricing/boat/:id/:startDate/:endDate', async (ctx) => {
    const boatId = pathId(ctx.params.id);
    if (!boatId) throw badRequest(PRICING_MESSAGES.invalidBoatId, [{ path: 'id', message: PRICING_MESSAGES.invalidBoatId }]);
    const { startDate = '', endDate = '' } = ctx.params;
    // The dates first: a bad request is refused without asking the catalogue anything.
    checkedRange(startDate, endDate, settings.horizonMonths ?? DEFAULT_BOOKING_HORIZON_MONTHS);
    const boat = await boatTerms(boatId, ctx.state.requestId as string | undefined);

    // A day after the boat's last priced day has no price: refused, instead of priced at the
    // fallback rate, which has nothing to do with the season it falls in.
    const [last] = await pricedUntil(em(), boatId);
    if (!last || endDate > last.pricedUntil) {
      const message = pricedOnlyUntil(last?.pricedUntil ?? null);
      throw badRequest(message, [{ path: last && startDate <= last.pricedUntil ? 'endDate' : 'startDate', message }]);
    }
    const { periods, overrides } = await quoteInputs(em(), boatId, startDate, endDate);

    ctx.body = quoteRental({
      boatId,
      startDate,
      endDate,
      periods,
      overrides,
      priceMultiplier: boat.priceMultiplier,
      deposit: boat.deposit,
      fallbackDayPrice: settings.fallbackDayPrice,
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
    if (!boatId) throw badRequest(PRICING_MESSAGES.invalidBoatId, [{ path: 'id', message: PRICING_MESSAGES.invalidBoatId }]);
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
