import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PRICING_MESSAGES } from '@nbp/contracts/http/pricing';
import { etag } from '@nbp/kit/caching';
import { badRequest } from '@nbp/kit/errors';
import { fetchBoatTerms } from '../clients/catalogue.ts';
import type { PricingSettings } from '../config.ts';
import { BoatPricingEntity, DailyPriceOverrideEntity, PricingPeriodEntity } from '../data/entities.ts';
import { QuoteInputError, quoteRental, rentalLength, type PricedPeriod } from '../domain/quote.ts';
import { idParam } from './params.ts';

function checkedRange(startDate: string, endDate: string): void {
  try {
    rentalLength(startDate, endDate);
  } catch (err) {
    if (err instanceof QuoteInputError) throw badRequest(err.message, [{ path: err.path, message: err.message }]);
    throw err;
  }
}

/** The one quote every client uses: the website's price summary and booking's stored price. */
export function quotesRouter(em: () => EntityManager, settings: PricingSettings): Router {
  const router = new Router({ prefix: '/api' });
  router.use(etag);

  router.get('/pricing/boat/:id/:startDate/:endDate', async (ctx) => {
    const boatId = idParam(ctx.params.id);
    if (!boatId) throw badRequest(PRICING_MESSAGES.invalidBoatId, [{ path: 'id', message: PRICING_MESSAGES.invalidBoatId }]);
    const { startDate = '', endDate = '' } = ctx.params;
    // The dates first: a bad request is refused without asking the catalogue anything.
    checkedRange(startDate, endDate);
    const boat = await fetchBoatTerms(settings.catalogueUrl, boatId, ctx.state.requestId as string | undefined);

    const periods = await em().find(PricingPeriodEntity, { isActive: true, startDate: { $lte: endDate }, endDate: { $gte: startDate } });
    const prices = periods.length
      ? await em().find(BoatPricingEntity, { boatId, periodId: { $in: periods.map((period) => period.id) } })
      : [];
    const priceOf = new Map(prices.map((price) => [price.periodId, price]));
    const priced: PricedPeriod[] = periods.flatMap((period) => {
      const price = priceOf.get(period.id);
      if (!price) return [];
      return [
        {
          id: period.id,
          name: period.name,
          startDate: period.startDate,
          endDate: period.endDate,
          isActive: period.isActive,
          oneDayPrice: price.oneDayPrice,
          multiDayPrice: price.multiDayPrice,
          weekendMultiplier: price.weekendMultiplier,
        },
      ];
    });
    const overrides = await em().find(DailyPriceOverrideEntity, { boatId, isActive: true, date: { $gte: startDate, $lte: endDate } });

    ctx.body = quoteRental({
      boatId,
      startDate,
      endDate,
      periods: priced,
      overrides,
      priceMultiplier: boat.priceMultiplier,
      deposit: boat.deposit,
      fallbackDayPrice: settings.fallbackDayPrice,
    });
  });

  return router;
}
