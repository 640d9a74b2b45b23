import { z } from 'zod';
import { MAX_DAY_PRICE_CENTS } from '@nbp/contracts/http/pricing';
import { serviceEnv, serviceUrl } from '@nbp/kit/config';

export const pricingEnv = serviceEnv('pricing').extend({
  CATALOGUE_URL: serviceUrl('catalogue'),
  /** Euro per day for a day no pricing period covers. */
  FALLBACK_DAY_PRICE: z
    .string()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, 'must be a non-negative euro amount with at most 2 decimals')
    .refine((value) => Math.round(Number(value) * 100) <= MAX_DAY_PRICE_CENTS, `must be at most ${MAX_DAY_PRICE_CENTS / 100}`)
    .default('300'),
  /** How long a boat's multiplier and deposit, read from the catalogue, serve quotes (0: ask every time). */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** How many months ahead a quote may be asked for; later dates are refused with a 400. */
  BOOKING_HORIZON_MONTHS: z.coerce.number().int().min(1).max(120).default(18),
  SEED: z.stringbool().default(false),
});
export type PricingConfig = z.output<typeof pricingEnv>;
