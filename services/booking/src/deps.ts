import { DEFAULT_BOOKING_HORIZON_MONTHS, DEFAULT_SAME_DAY_CUTOFF_HOUR } from '@nbp/contracts/common';
import type { Logger } from '@nbp/kit/logger';
import type { Infrastructure } from '@nbp/kit/runtime';
import type { BookingConfig } from './config.ts';
import { Pii } from './data/pii.ts';
import { catalogueClient, type CatalogueClient } from './clients/catalogue.ts';
import { pricingClient, type PricingClient } from './clients/pricing.ts';
import type { HoldSettings } from './domain/hold.ts';

/** What booking's app is built from: the shared infrastructure and what `bookingDeps` makes from the configuration. */
export interface Deps {
  infra: Infrastructure;
  pii: Pii;
  catalogue: CatalogueClient;
  pricing: PricingClient;
  rateLimit: { max: number; windowSeconds: number };
  /** A repeated identical request within this window answers the stored one. */
  dedupeWindowMs: number;
  /** See BOOKING_HORIZON_MONTHS. */
  horizonMonths: number;
  /** See SAME_DAY_CUTOFF_HOUR. */
  sameDayCutoffHour: number;
  /** See BOOKING_HOLD_HOURS and BOOKING_HOLD_MIN_HOURS. */
  hold: HoldSettings;
  /** See BOOKING_SWEEP_SECONDS. */
  sweepSeconds: number;
}

export const DEFAULT_HOLD: HoldSettings = { hours: 24, minHours: 2 };
export const DEFAULT_SWEEP_SECONDS = 15;

export const DEDUPE_WINDOW_MS = 10 * 60 * 1000;

export function bookingDeps(
  config: Pick<
    BookingConfig,
    'CATALOGUE_URL' | 'PRICING_URL' | 'PII_KEYS' | 'PII_ACTIVE_KEY' | 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_SECONDS'
  > &
    Partial<
      Pick<
        BookingConfig,
        'BOOKING_HORIZON_MONTHS' | 'SAME_DAY_CUTOFF_HOUR' | 'BOOKING_HOLD_HOURS' | 'BOOKING_HOLD_MIN_HOURS' | 'BOOKING_SWEEP_SECONDS'
      >
    >,
  logger: Logger,
): Omit<Deps, 'infra'> {
  return {
    pii: new Pii(config.PII_KEYS, config.PII_ACTIVE_KEY, logger),
    catalogue: catalogueClient(config.CATALOGUE_URL),
    pricing: pricingClient(config.PRICING_URL),
    rateLimit: { max: config.RATE_LIMIT_MAX, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
    dedupeWindowMs: DEDUPE_WINDOW_MS,
    horizonMonths: config.BOOKING_HORIZON_MONTHS ?? DEFAULT_BOOKING_HORIZON_MONTHS,
    sameDayCutoffHour: config.SAME_DAY_CUTOFF_HOUR ?? DEFAULT_SAME_DAY_CUTOFF_HOUR,
    hold: { hours: config.BOOKING_HOLD_HOURS ?? DEFAULT_HOLD.hours, minHours: config.BOOKING_HOLD_MIN_HOURS ?? DEFAULT_HOLD.minHours },
    sweepSeconds: config.BOOKING_SWEEP_SECONDS ?? DEFAULT_SWEEP_SECONDS,
  };
}
