import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pricingReadQuery } from '@nbp/contracts/http/pricing';
import { etag } from '@nbp/kit/caching';
import { badRequestOn, parse } from '@nbp/kit/errors';
import { BoatPricingEntity, PricingPeriodEntity } from '../data/entities.ts';
import { winningStretches } from '../domain/price-list.ts';
import { pathId } from '@nbp/kit/ids';
import { toPublicBoatPrice } from './serialize.ts';

/**
 * The public price list of one boat, by start date: the active periods it has a price in, each day
 * under the one period a quote uses for it. `?lang=en` names the periods in English where the office
 * translated them (docs/languages.md#period-names); the URL differs, so caches keep both apart.
 */
export function boatPricingRouter(em: () => EntityManager): Router {
  const router = new Router({ prefix: '/api' });
  router.use(etag);

  router.get('/boat-pricing/:boatId', async (ctx) => {
    const boatId = pathId(ctx.params.boatId);
    if (!boatId) throw badRequestOn('boatId', 'boat_id_invalid');
    const { lang = 'it' } = parse(pricingReadQuery, ctx.query);
    const prices = await em().find(BoatPricingEntity, { boatId });
    const byPeriod = new Map(prices.map((price) => [price.periodId, price]));
    const periods = byPeriod.size
      ? await em().find(
          PricingPeriodEntity,
          { id: { $in: [...byPeriod.keys()] }, isActive: true },
          { orderBy: { startDate: 'asc', id: 'asc' } },
        )
      : [];
    ctx.body = winningStretches(periods).map((stretch) => ({
      ...toPublicBoatPrice(stretch.period, byPeriod.get(stretch.period.id)!, lang),
      startDate: stretch.startDate,
      endDate: stretch.endDate,
    }));
  });

  return router;
}
