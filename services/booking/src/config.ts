import { z } from 'zod';
import { serviceEnv, serviceUrl } from '@nbp/kit/config';
import { DEV_PII_KEYS } from '@nbp/kit/crypto';

export const bookingEnv = serviceEnv('booking').extend({
  CATALOGUE_URL: serviceUrl('catalogue'),
  PRICING_URL: serviceUrl('pricing'),
  /** "<id>:<base64 of 32 bytes>,..."; production refuses the development default (see main.ts). */
  PII_KEYS: z.string().min(1).default(DEV_PII_KEYS),
  PII_ACTIVE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /** Public booking requests one client may send per window. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** How many months ahead dates may be booked or asked about; later dates are refused with a 400. */
  BOOKING_HORIZON_MONTHS: z.coerce.number().int().min(1).max(120).default(18),
  /** Until which hour (Europe/Rome, 0-24) a visitor may still ask for today; from it on, tomorrow is the first day. */
  SAME_DAY_CUTOFF_HOUR: z.coerce.number().int().min(0).max(24).default(9),
  /** How long a visitor's request holds the boat for its days (docs/request-lifecycle.md#holds); fractions allowed. */
  BOOKING_HOLD_HOURS: z.coerce.number().positive().default(24),
  /** However close the departure, a hold lasts at least this long; fractions allowed (tests use seconds). */
  BOOKING_HOLD_MIN_HOURS: z.coerce.number().min(0).default(2),
  /** How often the sweeper expires lapsed holds and sends the half-way reminders. */
  BOOKING_SWEEP_SECONDS: z.coerce.number().min(0.2).default(15),
  SEED: z.stringbool().default(false),
});
export type BookingConfig = z.output<typeof bookingEnv>;
