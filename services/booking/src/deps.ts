import { DEFAULT_BOOKING_HORIZON_MONTHS, DEFAULT_SAME_DAY_CUTOFF_HOUR } from '@nbp/contracts/common';
import { BUSINESS } from '@nbp/contracts/business';
import { GATEWAY, SERVICES } from '@nbp/contracts/services';
import type { Logger } from '@nbp/kit/logger';
import type { Infrastructure } from '@nbp/kit/runtime';
import type { BookingConfig } from './config.ts';
import { Pii } from './data/pii.ts';
import { catalogueClient, type CatalogueClient } from './clients/catalogue.ts';
import { pricingClient, type PricingClient } from './clients/pricing.ts';
import type { HoldSettings } from './domain/hold.ts';
import { feedParser, type FeedParser } from './clients/feed-parser.ts';

/** What booking's app is built from: the shared infrastructure and what `bookingDeps` makes from the configuration. */
export interface Deps {
  infra: Infrastructure;
  pii: Pii;
  catalogue: CatalogueClient;
  pricing: PricingClient;
  rateLimit: { max: number; windowSeconds: number };
  /** See CANCEL_RATE_LIMIT_MAX: cancels from the private link, per client address. */
  cancelRateLimit: { max: number; windowSeconds: number };
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
  /** The caps against holding the fleet (docs/request-lifecycle.md#hoarding). */
  hoarding: HoardingSettings;
  /** Imported and exported calendars (docs/calendars.md#settings). */
  calendars: CalendarSettings;
  /** Where imported feeds are parsed: worker threads, one process-wide queue (docs/calendars.md#the-parsing-worker). */
  feedParser: FeedParser;
}

/** The CALENDAR_* settings and what the feed reader must refuse (docs/calendars.md#hostile-feeds). */
export interface CalendarSettings {
  pollSeconds: number;
  staleMinutes: number;
  fetchTimeoutMs: number;
  maxBytes: number;
  maxEvents: number;
  maxOccurrences: number;
  horizonDays: number;
  /** CALENDAR_PARSE_TIMEOUT_MS and CALENDAR_PARSE_MEMORY_MB. */
  parseTimeoutMs: number;
  parseMemoryMb: number;
  /** ALLOW_PRIVATE_FEEDS: loopback and private networks may be read (never link-local, never ownPorts). */
  allowPrivate: boolean;
  /** The product's own ports (gateway, every service, this one's PORT): refused on loopback even when private feeds are allowed. */
  ownPorts: Set<number>;
  /** PUBLIC_URL: the export URLs start with it, and its host ends the exported UIDs. */
  publicUrl: string;
  /** BUSINESS_NAME: the brand the feeds name (the built-in one when unset). */
  siteName: string;
  /** OFFICE_EMAIL: the feeds' ORGANIZER, with the brand as its name (the built-in address when unset). */
  officeEmail: string;
}

/** PENDING_MAX_PER_*, HOLD_SHARE_MAX and HOARDING_ALARM_* (docs/request-lifecycle.md#hoarding). */
export interface HoardingSettings {
  maxPerEmail: number;
  maxPerPhone: number;
  maxPerClient: number;
  /** 0 to 1: the most of any 30-day window of a boat that unanswered requests hold. */
  shareMax: number;
  alarmRefusals: number;
  alarmWindowMinutes: number;
}

export const DEFAULT_HOARDING: HoardingSettings = {
  maxPerEmail: 1,
  maxPerPhone: 1,
  maxPerClient: 2,
  shareMax: 0.5,
  alarmRefusals: 10,
  alarmWindowMinutes: 10,
};

export const DEFAULT_CALENDARS = {
  pollSeconds: 300,
  staleMinutes: 30,
  fetchTimeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxEvents: 10_000,
  maxOccurrences: 1000,
  horizonDays: 730,
  parseTimeoutMs: 5000,
  parseMemoryMb: 128,
} as const;

export const DEFAULT_HOLD: HoldSettings = { hours: 24, minHours: 2 };
export const DEFAULT_SWEEP_SECONDS = 15;

export const DEDUPE_WINDOW_MS = 10 * 60 * 1000;
export const DEFAULT_CANCEL_RATE_LIMIT = { max: 10, windowSeconds: 600 } as const;

/** The settings bookingDeps reads: the service's config, its optional keys left to their defaults. */
export type DepsConfig = Pick<
  BookingConfig,
  'CATALOGUE_URL' | 'PRICING_URL' | 'PII_KEYS' | 'PII_ACTIVE_KEY' | 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_SECONDS'
> &
  Partial<
    Pick<
      BookingConfig,
      | 'BOOKING_HORIZON_MONTHS'
      | 'CANCEL_RATE_LIMIT_MAX'
      | 'CANCEL_RATE_LIMIT_WINDOW_SECONDS'
      | 'SAME_DAY_CUTOFF_HOUR'
      | 'BOOKING_HOLD_HOURS'
      | 'BOOKING_HOLD_MIN_HOURS'
      | 'BOOKING_SWEEP_SECONDS'
      | 'PENDING_MAX_PER_EMAIL'
      | 'PENDING_MAX_PER_PHONE'
      | 'PENDING_MAX_PER_CLIENT'
      | 'HOLD_SHARE_MAX'
      | 'HOARDING_ALARM_REFUSALS'
      | 'HOARDING_ALARM_WINDOW_MINUTES'
      | 'CATALOGUE_NAMES_TTL_MS'
      | 'CALENDAR_POLL_SECONDS'
      | 'CALENDAR_STALE_MINUTES'
      | 'CALENDAR_FETCH_TIMEOUT_MS'
      | 'CALENDAR_MAX_BYTES'
      | 'CALENDAR_MAX_EVENTS'
      | 'CALENDAR_MAX_OCCURRENCES'
      | 'CALENDAR_HORIZON_DAYS'
      | 'CALENDAR_PARSE_TIMEOUT_MS'
      | 'CALENDAR_PARSE_MEMORY_MB'
      | 'ALLOW_PRIVATE_FEEDS'
      | 'NODE_ENV'
      | 'PORT'
      | 'PUBLIC_URL'
      | 'BUSINESS_NAME'
      | 'OFFICE_EMAIL'
    >
  >;

export function bookingDeps(config: DepsConfig, logger: Logger): Omit<Deps, 'infra'> {
  const calendars = calendarSettings(config);
  return {
    pii: new Pii(config.PII_KEYS, config.PII_ACTIVE_KEY, logger),
    catalogue: catalogueClient(config.CATALOGUE_URL, { namesTtlMs: config.CATALOGUE_NAMES_TTL_MS ?? 0 }),
    pricing: pricingClient(config.PRICING_URL),
    rateLimit: { max: config.RATE_LIMIT_MAX, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
    cancelRateLimit: {
      max: config.CANCEL_RATE_LIMIT_MAX ?? DEFAULT_CANCEL_RATE_LIMIT.max,
      windowSeconds: config.CANCEL_RATE_LIMIT_WINDOW_SECONDS ?? DEFAULT_CANCEL_RATE_LIMIT.windowSeconds,
    },
    dedupeWindowMs: DEDUPE_WINDOW_MS,
    horizonMonths: config.BOOKING_HORIZON_MONTHS ?? DEFAULT_BOOKING_HORIZON_MONTHS,
    sameDayCutoffHour: config.SAME_DAY_CUTOFF_HOUR ?? DEFAULT_SAME_DAY_CUTOFF_HOUR,
    hold: { hours: config.BOOKING_HOLD_HOURS ?? DEFAULT_HOLD.hours, minHours: config.BOOKING_HOLD_MIN_HOURS ?? DEFAULT_HOLD.minHours },
    sweepSeconds: config.BOOKING_SWEEP_SECONDS ?? DEFAULT_SWEEP_SECONDS,
    hoarding: {
      maxPerEmail: config.PENDING_MAX_PER_EMAIL ?? DEFAULT_HOARDING.maxPerEmail,
      maxPerPhone: config.PENDING_MAX_PER_PHONE ?? DEFAULT_HOARDING.maxPerPhone,
      maxPerClient: config.PENDING_MAX_PER_CLIENT ?? DEFAULT_HOARDING.maxPerClient,
      shareMax: config.HOLD_SHARE_MAX ?? DEFAULT_HOARDING.shareMax,
      alarmRefusals: config.HOARDING_ALARM_REFUSALS ?? DEFAULT_HOARDING.alarmRefusals,
      alarmWindowMinutes: config.HOARDING_ALARM_WINDOW_MINUTES ?? DEFAULT_HOARDING.alarmWindowMinutes,
    },
    calendars,
    feedParser: feedParser({ timeoutMs: calendars.parseTimeoutMs, memoryMb: calendars.parseMemoryMb }),
  };
}

/** CALENDAR_*, PUBLIC_URL and BUSINESS_NAME: the calendars in and out (docs/calendars.md). */
function calendarSettings(config: DepsConfig): CalendarSettings {
  return {
    pollSeconds: config.CALENDAR_POLL_SECONDS ?? DEFAULT_CALENDARS.pollSeconds,
    staleMinutes: config.CALENDAR_STALE_MINUTES ?? DEFAULT_CALENDARS.staleMinutes,
    fetchTimeoutMs: config.CALENDAR_FETCH_TIMEOUT_MS ?? DEFAULT_CALENDARS.fetchTimeoutMs,
    maxBytes: config.CALENDAR_MAX_BYTES ?? DEFAULT_CALENDARS.maxBytes,
    maxEvents: config.CALENDAR_MAX_EVENTS ?? DEFAULT_CALENDARS.maxEvents,
    maxOccurrences: config.CALENDAR_MAX_OCCURRENCES ?? DEFAULT_CALENDARS.maxOccurrences,
    horizonDays: config.CALENDAR_HORIZON_DAYS ?? DEFAULT_CALENDARS.horizonDays,
    parseTimeoutMs: config.CALENDAR_PARSE_TIMEOUT_MS ?? DEFAULT_CALENDARS.parseTimeoutMs,
    parseMemoryMb: config.CALENDAR_PARSE_MEMORY_MB ?? DEFAULT_CALENDARS.parseMemoryMb,
    allowPrivate: config.ALLOW_PRIVATE_FEEDS ?? config.NODE_ENV !== 'production',
    ownPorts: new Set([GATEWAY.port, ...SERVICES.map((service) => service.port), ...(config.PORT ? [config.PORT] : [])]),
    publicUrl: config.PUBLIC_URL ?? 'http://localhost:8080',
    // docker-compose passes an unset BUSINESS_NAME as '': the built-in brand then, as in the mails.
    siteName: config.BUSINESS_NAME || BUSINESS.name,
    officeEmail: config.OFFICE_EMAIL || BUSINESS.email,
  };
}
