import { defineEntity, p } from '@mikro-orm/core';
import type { SkippedEvent } from '../domain/ics-ranges.ts';

/** The calendars' tables (docs/calendars.md): each boat's export, the imported feeds, their ranges and conflicts. */

/**
 * A boat's export feed (docs/calendars.md#export-each-boats-feed): its token kept as a keyed hash
 * to find it and sealed (cell: this table, token_encrypted, the boat's id) so the back office can
 * show the URL again; created_at is the token's. The boat's name is the catalogue's, copied when
 * the back office lists the calendars, so the public feed and the worker need no catalogue call.
 */
export const CalendarExportEntity = defineEntity({
  name: 'CalendarExport',
  tableName: 'calendar_exports',
  properties: {
    boatId: p.integer().primary().autoincrement(false),
    boatName: p.string().length(200),
    tokenHash: p.string().length(64).unique(),
    tokenEncrypted: p.text(),
    createdAt: p.datetime(),
    /**
     * Moved by the database (triggers on bookings, requests and marked days) whenever a row the
     * boat's feed lists changes, so a read knows from this row alone whether the feed it made last
     * is still current (docs/calendars.md#speed).
     */
    feedVersion: p.integer().default(0),
  },
});
export type CalendarExportRow = InstanceType<typeof CalendarExportEntity.class>;

/**
 * An imported feed of one boat (docs/calendars.md#import-the-marketplaces-feeds). The URL may hold a
 * marketplace's credential: sealed. The rest is the worker's bookkeeping: the last answer's
 * validators, the last attempt and good read, the failure streak that spaces the retries, when the
 * next read is due, and the start of the quiet period already announced (stale_alerted_at).
 */
export const CalendarFeedEntity = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feeds',
  properties: {
    id: p.integer().primary().autoincrement(),
    boatId: p.integer(),
    name: p.string().length(60),
    urlEncrypted: p.text(),
    etag: p.text().nullable(),
    lastModified: p.string().length(100).nullable(),
    lastAttemptAt: p.datetime().nullable(),
    lastSuccessAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    eventCount: p.integer().default(0),
    consecutiveFailures: p.integer().default(0),
    nextPollAt: p.datetime(),
    staleAlertedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /**
     * What closes days (docs/calendars.md#what-closes-days): 'reservations' or 'all' (the
     * marketplace's "not available" blocks too) as the office chose it; null for the marketplace's default.
     */
    closes: p.string().length(20).nullable(),
    /** The marketplace the last good read's PRODID named ('airbnb', 'booking'), if any. */
    marketplace: p.string().length(20).nullable(),
    /** The last good read's events that could not be read (docs/calendars.md#events-that-cannot-be-read): how many, and the first ones. */
    skippedCount: p.integer().default(0),
    skippedEvents: p.json<SkippedEvent[]>().default('[]'),
  },
  indexes: [{ properties: ['boatId'] }, { properties: ['nextPollAt'] }],
});
export type CalendarFeedRow = InstanceType<typeof CalendarFeedEntity.class>;

/**
 * One busy range of an imported feed, days inclusive (recurrences expanded). Replaced as a whole at
 * every good read; each tries to hold its days through a claim of its own.
 */
export const ExternalEventEntity = defineEntity({
  name: 'ExternalEvent',
  tableName: 'external_events',
  properties: {
    id: p.integer().primary().autoincrement(),
    feedId: () => p.manyToOne(CalendarFeedEntity).mapToPk().fieldName('feed_id').deleteRule('cascade'),
    boatId: p.integer(),
    uid: p.text(),
    startDate: p.date(),
    endDate: p.date(),
  },
  indexes: [{ properties: ['feedId'] }, { properties: ['boatId', 'startDate'] }],
  checks: [{ name: 'external_events_dates_check', expression: 'end_date >= start_date' }],
});
export type ExternalEventRow = InstanceType<typeof ExternalEventEntity.class>;

/**
 * An imported event on days a booking or a hold made here already holds
 * (docs/calendars.md#conflicts-and-quiet-feeds). Open while closed_at is null; at most one open row
 * per (feed, event, booking or request), so a later read that still overlaps finds it instead of
 * raising a second one. booking_id and request_id carry no foreign key: the row outlives them, and
 * closes at the next read once they are gone.
 */
export const CalendarConflictEntity = defineEntity({
  name: 'CalendarConflict',
  tableName: 'calendar_conflicts',
  properties: {
    id: p.integer().primary().autoincrement(),
    feedId: () => p.manyToOne(CalendarFeedEntity).mapToPk().fieldName('feed_id').deleteRule('cascade'),
    boatId: p.integer(),
    eventUid: p.text(),
    startDate: p.date(),
    endDate: p.date(),
    bookingId: p.integer().nullable(),
    requestId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    closedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['feedId'] }],
  uniques: [
    {
      name: 'calendar_conflicts_open_unique',
      expression:
        'create unique index "calendar_conflicts_open_unique" on "booking"."calendar_conflicts" ("feed_id", "event_uid", coalesce("booking_id", 0), coalesce("request_id", 0)) where "closed_at" is null',
    },
  ],
  checks: [
    { name: 'calendar_conflicts_one_subject_check', expression: 'num_nonnulls(booking_id, request_id) = 1' },
    { name: 'calendar_conflicts_dates_check', expression: 'end_date >= start_date' },
  ],
});
export type CalendarConflictRow = InstanceType<typeof CalendarConflictEntity.class>;
