import { z } from 'zod';
import { serviceEnv, serviceUrl } from '@nbp/kit/config';
import { DEV_PII_KEYS } from '@nbp/kit/crypto';

export const bookingEnv = serviceEnv('booking').extend({
  CATALOGUE_URL: serviceUrl('catalogue'),
  PRICING_URL: serviceUrl('pricing'),
  /** "<id>:<base64 of 32 bytes>,..."; production refuses the development default (see main.ts). */
  PII_KEYS: z.string().min(1).default(DEV_PII_KEYS),
  /** The brand the boats' calendar feeds name (docs/calendars.md#export-each-boats-feed); the built-in one when unset or empty. */
  BUSINESS_NAME: z.string().trim().optional(),
  /** The office's address: the ORGANIZER of the exported feeds' events (docs/calendars.md#export-each-boats-feed); the built-in one when unset or empty. */
  OFFICE_EMAIL: z.union([z.literal(''), z.email()]).optional(),
  PII_ACTIVE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /** Public booking requests one client may send per window. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /**
   * Cancels from the customer's link one client may send per window, counted apart from the requests
   * (docs/request-lifecycle.md#the-customers-link).
   */
  CANCEL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  CANCEL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /**
   * Pending requests (status pending, hold not over) one e-mail address, one phone number and one
   * client address may have at a time (docs/request-lifecycle.md#hoarding); one more is a 429.
   */
  PENDING_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(1),
  PENDING_MAX_PER_PHONE: z.coerce.number().int().min(1).default(1),
  PENDING_MAX_PER_CLIENT: z.coerce.number().int().min(1).default(2),
  /**
   * The most of any 30-day window of one boat that unanswered web requests may hold, 0 to 1
   * (docs/request-lifecycle.md#hoarding): a request past it is stored and mailed but holds no days.
   */
  HOLD_SHARE_MAX: z.coerce.number().min(0).max(1).default(0.5),
  /** More refusals of the pending caps than this within HOARDING_ALARM_WINDOW_MINUTES mail the office once. */
  HOARDING_ALARM_REFUSALS: z.coerce.number().int().min(1).default(10),
  HOARDING_ALARM_WINDOW_MINUTES: z.coerce.number().positive().default(10),
  /** How many months ahead dates may be booked or asked about; later dates are refused with a 400. */
  BOOKING_HORIZON_MONTHS: z.coerce.number().int().min(1).max(120).default(18),
  /** Until which hour (Europe/Rome, 0-24) a visitor may still ask for today; from it on, tomorrow is the first day. */
  SAME_DAY_CUTOFF_HOUR: z.coerce.number().int().min(0).max(24).default(9),
  /** How long a visitor's request holds the boat for its days (docs/request-lifecycle.md#holds); fractions allowed. */
  BOOKING_HOLD_HOURS: z.coerce.number().positive().default(24),
  /** However close the departure, a hold lasts at least this long; fractions allowed (tests use seconds). */
  BOOKING_HOLD_MIN_HOURS: z.coerce.number().min(0).default(2),
  /**
   * How long the catalogue's list of boat names (the planning's rows, the bookings list) is kept
   * before it is asked again (docs/back-office.md#planning); 0 asks every time.
   */
  CATALOGUE_NAMES_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** How often the sweeper expires lapsed holds and sends the half-way reminders. */
  BOOKING_SWEEP_SECONDS: z.coerce.number().min(0.2).default(15),
  /** Imported calendars (docs/calendars.md#settings): how often each feed is read. Fractions allowed (tests). */
  CALENDAR_POLL_SECONDS: z.coerce.number().min(0.2).default(300),
  /** A feed with no good read for this long raises the alarm and one mail; fractions allowed (tests). */
  CALENDAR_STALE_MINUTES: z.coerce.number().positive().default(30),
  /** The whole read of one feed, connection to last byte. */
  CALENDAR_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The largest feed read; a larger one is refused as a whole. */
  CALENDAR_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  /** Busy ranges per feed after expanding recurrences. */
  CALENDAR_MAX_EVENTS: z.coerce.number().int().min(1).max(100_000).default(10_000),
  /** Occurrences of one recurring event within the horizon. */
  CALENDAR_MAX_OCCURRENCES: z.coerce.number().int().min(1).max(100_000).default(1000),
  /** One parse of a feed, in its worker thread (docs/calendars.md#the-parsing-worker); past it the thread is ended. */
  CALENDAR_PARSE_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
  /** The parsing thread's heap (old generation), in MB; past it the thread is ended. */
  CALENDAR_PARSE_MEMORY_MB: z.coerce.number().int().min(16).max(4096).default(128),
  /** How far ahead (days) recurrences are expanded and imported ranges kept. */
  CALENDAR_HORIZON_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  /** Feeds on loopback or private networks: off in production, on otherwise when not set. */
  ALLOW_PRIVATE_FEEDS: z.stringbool().optional(),
  SEED: z.stringbool().default(false),
});
export type BookingConfig = z.output<typeof bookingEnv>;
