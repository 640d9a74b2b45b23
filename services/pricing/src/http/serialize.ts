import type { BoatPrice, PricingPeriod, PublicBoatPrice } from '@nbp/contracts/http/pricing';
import type { BoatPricingRow, PricingPeriodRow } from '../data/entities.ts';

export function toPricingPeriod(row: PricingPeriodRow): PricingPeriod {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toBoatPrice(row: BoatPricingRow): BoatPrice {
  return {
    id: row.id,
    boatId: row.boatId,
    periodId: row.periodId,
    oneDayPrice: row.oneDayPrice,
    multiDayPrice: row.multiDayPrice,
    weekendMultiplier: row.weekendMultiplier,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPublicBoatPrice(period: PricingPeriodRow, price: BoatPricingRow): PublicBoatPrice {
  return {
    periodId: period.id,
    name: period.name,
    startDate: period.startDate,
    endDate: period.endDate,
    oneDayPrice: price.oneDayPrice,
    multiDayPrice: price.multiDayPrice,
  };
}
