import type { BoatPrice, PricingPeriod, PublicBoatPrice } from '@nbp/contracts/http/pricing';
import type { Language } from '@nbp/contracts/language';
import type { BoatPricingRow, PricingPeriodRow } from '../data/entities.ts';
import { periodNameIn } from '../domain/period-name.ts';

export function toPricingPeriod(row: PricingPeriodRow): PricingPeriod {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn ?? null,
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

/** A row of the public price list, the period named in `lang`. */
export function toPublicBoatPrice(period: PricingPeriodRow, price: BoatPricingRow, lang: Language = 'it'): PublicBoatPrice {
  return {
    periodId: period.id,
    name: periodNameIn(period, lang),
    startDate: period.startDate,
    endDate: period.endDate,
    oneDayPrice: price.oneDayPrice,
    multiDayPrice: price.multiDayPrice,
  };
}
