import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInRome } from '@nbp/contracts/common';
import { BoatPricingEntity, PricingPeriodEntity, SeasonalPricingEntity } from './entities.ts';
import { SEED_BOAT_MODELS, SEED_RATES, seedPeriods } from './seed-data.ts';

/**
 * Creates the seasons that are missing, with their English names and a price for every seeded boat,
 * and the model reference prices. A season counts as present when a period has its name or its
 * exact dates, so a renamed or re-dated period is not created twice; prices are only added to a
 * period created now, so a price an administrator changed or removed stays as it is. A season
 * seeded before periods had English names gets its English name only while it has none and still
 * bears the seeded Italian name, so a seeded English name always translates the Italian beside it
 * (docs/languages.md#period-names).
 */
export async function seed(
  em: EntityManager,
  today: string = todayInRome(),
): Promise<{ periods: number; boatPrices: number; seasonalPrices: number; translated: number }> {
  const counts = { periods: 0, boatPrices: 0, seasonalPrices: 0, translated: 0 };
  await em.transactional(async (tx) => {
    // Replicas started together with SEED=true take turns.
    await tx.execute(`select pg_advisory_xact_lock(hashtext('pricing.seed'))`);
    for (const season of seedPeriods(today)) {
      const existing = await tx.findOne(PricingPeriodEntity, {
        $or: [{ name: season.name }, { startDate: season.startDate, endDate: season.endDate }],
      });
      if (existing && existing.nameEn == null && existing.name === season.name) {
        existing.nameEn = season.nameEn;
        counts.translated++;
      }
      if (!existing) {
        const period = tx.create(PricingPeriodEntity, {
          name: season.name,
          nameEn: season.nameEn,
          startDate: season.startDate,
          endDate: season.endDate,
          isActive: true,
        });
        await tx.flush();
        counts.periods++;
        for (const [boatId, model] of Object.entries(SEED_BOAT_MODELS)) {
          const [oneDayPrice, multiDayPrice] = SEED_RATES[model]![season.level];
          tx.create(BoatPricingEntity, {
            boatId: Number(boatId),
            periodId: period.id,
            oneDayPrice,
            multiDayPrice,
            weekendMultiplier: '1.00',
          });
          counts.boatPrices++;
        }
      }
      for (const [baseModel, rates] of Object.entries(SEED_RATES)) {
        if (await tx.count(SeasonalPricingEntity, { baseModel, startDate: season.startDate, endDate: season.endDate })) continue;
        const [priceOneDay, priceMultiDay] = rates[season.level];
        tx.create(SeasonalPricingEntity, {
          baseModel,
          startDate: season.startDate,
          endDate: season.endDate,
          priceOneDay,
          priceMultiDay,
          season: season.level,
        });
        counts.seasonalPrices++;
      }
    }
    await tx.flush();
  });
  return counts;
}
