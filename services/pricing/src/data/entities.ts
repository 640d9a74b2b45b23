import { defineEntity, p } from '@mikro-orm/core';

/**
 * pricing_periods (docs/product/pricing-rules.md#periods): named date ranges; an inactive one prices
 * nothing. The name is the office's Italian one; nameEn its English version (docs/languages.md#period-names),
 * null where not translated, read as the Italian one.
 */
export const PricingPeriodEntity = defineEntity({
  name: 'PricingPeriod',
  tableName: 'pricing_periods',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(80),
    nameEn: p.string().length(80).nullable(),
    startDate: p.date(),
    endDate: p.date(),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['startDate', 'endDate'] }],
  checks: [{ name: 'pricing_periods_dates_check', expression: 'end_date >= start_date' }],
});
export type PricingPeriodRow = InstanceType<typeof PricingPeriodEntity.class>;

/**
 * boat_pricing: one boat's rates in one period. boatId is the catalogue's id (another service's
 * record: no foreign key); one row per boat and period.
 */
export const BoatPricingEntity = defineEntity({
  name: 'BoatPricing',
  tableName: 'boat_pricing',
  properties: {
    id: p.integer().primary().autoincrement(),
    boatId: p.integer(),
    periodId: () => p.manyToOne(PricingPeriodEntity).mapToPk().fieldName('period_id'),
    oneDayPrice: p.decimal().precision(10).scale(2),
    multiDayPrice: p.decimal().precision(10).scale(2),
    weekendMultiplier: p.decimal().precision(3).scale(2).default('1.00'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'boat_pricing_boat_id_period_id_unique', properties: ['boatId', 'periodId'] }],
  checks: [
    { name: 'boat_pricing_prices_check', expression: 'one_day_price >= 0 and multi_day_price >= 0' },
    { name: 'boat_pricing_weekend_multiplier_check', expression: 'weekend_multiplier > 0' },
  ],
});
export type BoatPricingRow = InstanceType<typeof BoatPricingEntity.class>;

/** extra_pricing: an extra's price in one period (extraId is the catalogue's id). */
export const ExtraPricingEntity = defineEntity({
  name: 'ExtraPricing',
  tableName: 'extra_pricing',
  properties: {
    id: p.integer().primary().autoincrement(),
    extraId: p.integer(),
    periodId: () => p.manyToOne(PricingPeriodEntity).mapToPk().fieldName('period_id'),
    price: p.decimal().precision(10).scale(2),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['extraId', 'periodId'] }],
});

/** daily_price_overrides: one boat's own price on one date, replacing the period's. */
export const DailyPriceOverrideEntity = defineEntity({
  name: 'DailyPriceOverride',
  tableName: 'daily_price_overrides',
  properties: {
    id: p.integer().primary().autoincrement(),
    boatId: p.integer(),
    date: p.date(),
    customPrice: p.decimal().precision(10).scale(2),
    reason: p.text().nullable(),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['boatId', 'date'] }],
});
export type DailyPriceOverrideRow = InstanceType<typeof DailyPriceOverrideEntity.class>;

/** seasonal_pricing: reference prices per boat model and season. */
export const SeasonalPricingEntity = defineEntity({
  name: 'SeasonalPricing',
  tableName: 'seasonal_pricing',
  properties: {
    id: p.integer().primary().autoincrement(),
    baseModel: p.string().length(120),
    startDate: p.date(),
    endDate: p.date(),
    priceOneDay: p.decimal().precision(10).scale(2),
    priceMultiDay: p.decimal().precision(10).scale(2),
    season: p.string().length(40),
  },
  indexes: [{ properties: ['baseModel', 'startDate'] }],
});

export const entities = [PricingPeriodEntity, BoatPricingEntity, ExtraPricingEntity, DailyPriceOverrideEntity, SeasonalPricingEntity];
