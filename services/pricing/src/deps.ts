import type { Infrastructure } from '@nbp/kit/runtime';
import type { PricingConfig } from './config.ts';

/** What pricing's app is built from: the shared infrastructure and the settings its routes use. */
export interface Deps {
  infra: Infrastructure;
  catalogueUrl: string;
  fallbackDayPrice: string;
  /** See CATALOGUE_CACHE_SECONDS; 15 s when left out. */
  catalogueCacheMs?: number;
  /** See BOOKING_HORIZON_MONTHS; 18 when left out. */
  horizonMonths?: number;
}

export function pricingDeps(config: PricingConfig, infra: Infrastructure): Deps {
  return {
    infra,
    catalogueUrl: config.CATALOGUE_URL,
    fallbackDayPrice: config.FALLBACK_DAY_PRICE,
    catalogueCacheMs: config.CATALOGUE_CACHE_SECONDS * 1000,
    horizonMonths: config.BOOKING_HORIZON_MONTHS,
  };
}
