import { z } from 'zod';
import { errorText, says, type Problem } from '../errors.ts';
import { isoDate, singleLine } from '../common.ts';
import { slashItalianDate } from '../format.ts';

/**
 * Calendars in and out (docs/calendars.md): each boat's days as an iCal feed for the marketplaces,
 * and the marketplaces' feeds read back so a boat taken elsewhere is closed here. Owned by the
 * booking service, where the days are claimed.
 */

/** A feed's name as the office calls it ('SamBoat', 'Click&Boat', 'Google'). */
export const CALENDAR_FEED_NAME_MAX = 60;
/** Longer URLs are refused: a marketplace's export link is far shorter. */
export const CALENDAR_FEED_URL_MAX = 2000;

/** The feed form's texts, as the screens show them. */
export const CALENDAR_MESSAGES = {
  feedName: errorText('calendar_feed_name_invalid', 'it', { max: String(CALENDAR_FEED_NAME_MAX) }),
  feedUrl: errorText('calendar_feed_url_invalid', 'it'),
  feedUrlPrivate: errorText('calendar_feed_url_private', 'it'),
} as const;
const feedNameRefusal = { code: 'calendar_feed_name_invalid', params: { max: String(CALENDAR_FEED_NAME_MAX) } } as const;
const feedName = says(feedNameRefusal.code, feedNameRefusal.params);
const feedUrl = says('calendar_feed_url_invalid');

/**
 * The one UID of a rental in every calendar file and feed (docs/calendars.md#export-each-boats-feed,
 * docs/request-lifecycle.md#calendar-files): `request-<id>@<host>` for a request (and the booking
 * made from it), `booking-<id>@<host>` for a booking entered by the office, the host being
 * PUBLIC_URL's (a fixed one when the address has none), so the mailed file and the exported feed
 * name the same entry.
 */
export function rentalUid(kind: 'request' | 'booking', id: number, publicUrl: string): string {
  return `${kind}-${id}@${uidHost(publicUrl)}`;
}

/** The host that ends every UID of ours. */
export function uidHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || UID_FALLBACK_HOST;
  } catch {
    // An unusable PUBLIC_URL keeps the fixed host: a UID must stay the same for the rental's whole life.
    return UID_FALLBACK_HOST;
  }
}
const UID_FALLBACK_HOST = 'alacaluf-charter.example';

/** At most this many imported feeds per boat (docs/calendars.md#import-the-marketplaces-feeds). */
export const CALENDAR_FEEDS_PER_BOAT_MAX = 20;

/**
 * The administrator's 409 when an imported range is in the way of a booking: it names the feed and
 * the imported days, so the office knows where to look (docs/calendars.md#import-the-marketplaces-feeds).
 */
export function externalOverlap(feed: string, startDate: string, endDate: string): Problem {
  return { code: 'booking_overlap_external', params: { feed, startDate: slashItalianDate(startDate), endDate: slashItalianDate(endDate) } };
}

/**
 * What closes days on this site from a feed (docs/calendars.md#what-closes-days): its reservations
 * only, or also the "not available" blocks a marketplace writes for its own rules (Airbnb's booking
 * window, advance notice and preparation time).
 */
export const FEED_CLOSES = ['reservations', 'all'] as const;
export type FeedCloses = (typeof FEED_CLOSES)[number];
const feedClosesRefusal = says('calendar_feed_closes_invalid');
export const feedCloses = z.enum(FEED_CLOSES, feedClosesRefusal);

/** The marketplaces told apart by their URL's host or their file's PRODID. */
export const FEED_MARKETPLACES = ['airbnb', 'booking'] as const;
export type FeedMarketplace = (typeof FEED_MARKETPLACES)[number];

/**
 * The safe default of a marketplace (docs/calendars.md#what-closes-days): Airbnb writes its
 * reservations apart ('Reserved') and its own rules as 'Airbnb (Not available)', so only the
 * reservations close days; Booking.com writes its reservations and its closed days alike ('CLOSED -
 * Not available'), and any other feed cannot be told apart, so everything closes.
 */
export function defaultCloses(marketplace: FeedMarketplace | null): FeedCloses {
  return marketplace === 'airbnb' ? 'reservations' : 'all';
}

/** POST /api/admin/calendars/:boatId/feeds; `webcal://` and `webcals://` are read as https. */
export const calendarFeedInput = z.object({
  name: singleLine('Il nome', feedNameRefusal).trim().min(1, feedName).max(CALENDAR_FEED_NAME_MAX, feedName),
  url: z
    .string(feedUrl)
    .trim()
    .max(CALENDAR_FEED_URL_MAX, feedUrl)
    .pipe(z.url({ protocol: /^(https?|webcals?)$/i, ...feedUrl })),
  /** Absent: the marketplace's default. */
  closes: feedCloses.optional(),
});
export type CalendarFeedInput = z.input<typeof calendarFeedInput>;

/** PATCH /api/admin/calendars/feeds/:id: what closes days; null goes back to the marketplace's default. */
export const calendarFeedSettingsInput = z.strictObject({ closes: feedCloses.nullable() }, feedClosesRefusal);
export type CalendarFeedSettingsInput = z.input<typeof calendarFeedSettingsInput>;

/** An event of a feed left out because it cannot be read (docs/calendars.md#events-that-cannot-be-read). */
export const skippedFeedEvent = z.object({ uid: z.string(), summary: z.string(), reason: z.string() });
export type SkippedFeedEvent = z.infer<typeof skippedFeedEvent>;

/** One imported feed as the back office sees it. Instants are ISO strings (UTC). */
export const calendarFeed = z.object({
  id: z.number().int(),
  boatId: z.number().int(),
  name: z.string(),
  /** The whole URL, credentials included: admin-only, sealed at rest. */
  url: z.string(),
  lastSuccessAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** The last read's failure in Italian, null after a good read. */
  lastError: z.string().nullable(),
  /** Busy ranges kept from the last good read (recurrences expanded). */
  eventCount: z.number().int(),
  /** No good read for CALENDAR_STALE_MINUTES (counted from the feed's creation when never read). */
  stale: z.boolean(),
  /** Minutes since the last good read (or since the feed was added), whole. */
  quietMinutes: z.number().int(),
  createdAt: z.string(),
  /** What closes days now: the office's choice, or the marketplace's default. */
  closes: feedCloses,
  /** Whether `closes` is the office's choice (false: the default of `marketplace`). */
  closesChosen: z.boolean(),
  /** The marketplace recognised by the URL's host or the file's PRODID, if any. */
  marketplace: z.enum(FEED_MARKETPLACES).nullable(),
  /** Events of the last good read that could not be read: how many, and the first ones. */
  skippedCount: z.number().int(),
  skippedEvents: z.array(skippedFeedEvent),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** GET /api/admin/calendars: one row per boat of the catalogue (active ones first). */
export const boatCalendars = z.object({
  boatId: z.number().int(),
  boatName: z.string(),
  /** The boat's export feed, token included: give it to the marketplaces. */
  exportUrl: z.string(),
  feeds: z.array(calendarFeed),
});
export type BoatCalendars = z.infer<typeof boatCalendars>;
export const calendarsAnswer = z.array(boatCalendars);

/**
 * GET /api/admin/calendars/conflicts: imported events that fall on days a booking or hold made here
 * already holds. Open until a later read no longer overlaps (or the booking/hold is gone).
 */
export const calendarConflict = z.object({
  id: z.number().int(),
  feedId: z.number().int(),
  feedName: z.string(),
  boatId: z.number().int(),
  /** The imported event's days, both included. */
  startDate: isoDate,
  endDate: isoDate,
  /** What it collides with here: a booking or a request's hold. */
  bookingId: z.number().int().nullable(),
  requestId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CalendarConflict = z.infer<typeof calendarConflict>;
export const calendarConflictsAnswer = z.array(calendarConflict);

/**
 * calendar.conflict.v1 (booking -> notification): one mail to the office per new conflict. No
 * personal data: the office opens the booking in the back office.
 */
export const calendarConflictEvent = z.object({
  conflictId: z.number().int(),
  feedName: z.string(),
  boatId: z.number().int(),
  boatName: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  bookingId: z.number().int().nullable(),
  requestId: z.number().int().nullable(),
});
export type CalendarConflictEvent = z.infer<typeof calendarConflictEvent>;
export const CALENDAR_CONFLICT = 'calendar.conflict.v1';

/** calendar.feed.stale.v1 (booking -> notification): one mail per quiet period of a feed. */
export const calendarFeedStaleEvent = z.object({
  feedId: z.number().int(),
  feedName: z.string(),
  boatId: z.number().int(),
  boatName: z.string(),
  lastSuccessAt: z.string().nullable(),
  quietMinutes: z.number().int(),
  lastError: z.string().nullable(),
});
export type CalendarFeedStaleEvent = z.infer<typeof calendarFeedStaleEvent>;
export const CALENDAR_FEED_STALE = 'calendar.feed.stale.v1';

/** The alarm's words, one place for the back office and the office's mail. */
export function staleFeedText(feedName: string, quietMinutes: number): string {
  const since = quietMinutes >= 120 ? `${Math.floor(quietMinutes / 60)} ore` : `${quietMinutes} min`;
  return `Calendario ${feedName} non aggiornato da ${since}`;
}
