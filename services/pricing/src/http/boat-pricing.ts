import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PRICING_MESSAGES } from '@nbp/contracts/http/pricing';
import { etag } from '@nbp/kit/caching';
import { badRequest } from '@nbp/kit/errors';
import { BoatPricingEntity, PricingPeriodEntity } from '../data/entities.ts';
import { idParam } from './params.ts';
import { toPublicBoatPrice } from './serialize.ts';

/** The public price list of one boat: every active period it has a price in, by start date. */
export function boatPricingRouter(em: () => EntityManager): Router {
  const router = new Router({ prefix: '/api' });
  router.use(etag);

  router.get('/boat-pricing/:boatId', async (ctx) => {
    const boatId = idParam(ctx.params.boatId);
    if (!boatId) throw badRequest(PRICING_MESSAGES.invalidBoatId, [{ path: 'boatId', message: PRICING_MESSAGES.invalidBoatId }]);
    const prices = await em().find(BoatPricingEntity, { boatId });
    const byPeriod = new Map(prices.map((price) => [price.periodId, price]));
    const periods = byPeriod.size
      ? await em().find(
          PricingPeriodEntity,
          { id: { $in: [...byPeriod.keys()] }, isActive: true },
          { orderBy: { startDate: 'asc', id: 'asc' } },
        )
      : [];
    ctx.body = periods.map((period) => toPublicBoatPrice(period, byPeriod.get(period.id)!));
  });

  return router;
}
