import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_BOOKING_HORIZON_MONTHS, horizonProblem } from '@nbp/contracts/common';
import { PRICING_MESSAGES } from '@nbp/contracts/http/pricing';
import { etag } from '@nbp/kit/caching';
import { badRequest } from '@nbp/kit/errors';
import { boatTermsSource } from '../clients/catalogue.ts';
import type { PricingSettings } from '../config.ts';
import { quoteInputs } from '../data/quote-inputs.ts';
import { QuoteInputError, quoteRental, rentalLength } from '../domain/quote.ts';
import { idParam } from './params.ts';

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
export function quotesRouter(em: () => EntityManager, settings: PricingSettings): Router {
  const router = new Router({ prefix: '/api' });
  router.use(etag);
  const boatTerms = boatTermsSource(settings.catalogueUrl, settings.catalogueCacheMs ?? 15_000);

  router.get('/pricing/boat/:id/:startDate/:endDate', async (ctx) => {
    const boatId = idParam(ctx.params.id);
    if (!boatId) throw badRequest(PRICING_MESSAGES.invalidBoatId, [{ path: 'id', message: PRICING_MESSAGES.invalidBoatId }]);
    const { startDate = '', endDate = '' } = ctx.params;
    // The dates first: a bad request is refused without asking the catalogue anything.
    checkedRange(startDate, endDate, settings.horizonMonths ?? DEFAULT_BOOKING_HORIZON_MONTHS);
    const boat = await boatTerms(boatId, ctx.state.requestId as string | undefined);

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

  return router;
}
