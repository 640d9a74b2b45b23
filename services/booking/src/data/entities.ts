import { defineEntity, p } from '@mikro-orm/core';
import { RateLimitCounter } from '@nbp/kit/rate-limit';
import { AppliedDbRule } from '@nbp/kit/db-rules';
import { CalendarConflictEntity, CalendarExportEntity, CalendarFeedEntity, ExternalEventEntity } from './calendar-entities.ts';
/**
 * The trigger that keeps a table's claims (see ClaimEntity). Defined, with its function
 * `<table>_claim_fn`, by src/db/claims.sql; declared here only so schema diffs know it.
 */
const claimTrigger = (table: 'bookings' | 'booking_requests') => ({
  name: 'claim',
  timing: 'after' as const,
  events: ['insert' as const, 'update' as const],
  expression: `create trigger "claim" after insert or update of "boat_id", "start_date", "end_date", "status" on "booking"."${table}" for each row execute function "booking"."${table}_claim_fn"()`,
});

/**
 * The trigger that keeps a row's calendar counter (docs/calendars.md#export-each-boats-feed): every
 * write that changes the days, the boat or the status raises `calendar_sequence` and stamps
 * `calendar_changed_at`, so the exported feed's SEQUENCE and DTSTAMP follow every change whatever
 * code path made it. One function, `calendar_change_fn`, serves both tables; both are defined by
 * src/db/calendar-change.sql and declared here only so schema diffs know it.
 */
const calendarTrigger = (table: 'bookings' | 'booking_requests') => ({
  name: 'calendar',
  timing: 'before' as const,
  events: ['insert' as const, 'update' as const],
  expression: `create trigger "calendar" before insert or update of "boat_id", "start_date", "end_date", "status" on "booking"."${table}" for each row execute function "booking"."calendar_change_fn"()`,
});

/** The export's change counter: written by the database only (see calendarTrigger). */
const calendarColumns = () => ({
  calendarSequence: p.integer().default(0),
  calendarChangedAt: p.datetime().defaultRaw('now()'),
});

/**
 * bookings (docs/product/booking-rules.md#statuses). boatId is the catalogue's id, referred to without a foreign key. The
 * customer's personal data is sealed with the PII keyring, so the table holds none of it in clear.
 * A pending or confirmed booking holds its days through a row of `claims` (see ClaimEntity), kept
 * by a trigger, so no two of them (nor a booking and a request's hold) ever share a day of one boat.
 */
export const BookingEntity = defineEntity({
  name: 'Booking',
  tableName: 'bookings',
  properties: {
    id: p.integer().primary().autoincrement(),
    boatId: p.integer(),
    customerNameEncrypted: p.text(),
    customerEmailEncrypted: p.text(),
    customerPhoneEncrypted: p.text(),
    startDate: p.date(),
    endDate: p.date(),
    selectedExtras: p.json<string[]>().default('[]'),
    totalPrice: p.decimal().precision(10).scale(2).default('0.00'),
    status: p.string().length(10).default('confirmed'),
    notesEncrypted: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    ...calendarColumns(),
    /**
     * The SEQUENCE of the last calendar file mailed to the customer about this booking (0: a phone
     * booking's confirmation, 1: a request's); each mail of an office change sends one more
     * (docs/request-lifecycle.md#calendar-files).
     */
    customerSequence: p.integer().default(0),
  },
  indexes: [{ properties: ['boatId', 'startDate'] }, { properties: ['createdAt'] }],
  checks: [
    { name: 'bookings_status_check', expression: "status in ('pending', 'confirmed', 'cancelled')" },
    { name: 'bookings_dates_check', expression: 'end_date >= start_date' },
  ],
  triggers: [claimTrigger('bookings'), calendarTrigger('bookings')],
});
export type BookingRow = InstanceType<typeof BookingEntity.class>;

/** Days an administrator marked for one boat; any status other than 'available' makes the day taken. */
export const BoatAvailabilityEntity = defineEntity({
  name: 'BoatAvailability',
  tableName: 'boat_availability',
  properties: {
    id: p.integer().primary().autoincrement(),
    boatId: p.integer(),
    date: p.date(),
    status: p.string().length(20).default('available'),
    notes: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['boatId', 'date'] }],
  // The planning reads every boat's marked days of a month (docs/back-office.md#planning).
  indexes: [{ properties: ['date'] }],
});
export type BoatAvailabilityRow = InstanceType<typeof BoatAvailabilityEntity.class>;

/**
 * A public booking request, delivered by e-mail. Customer fields and notes are sealed. Delivery
 * starts pending and follows the notification service's events (per recipient outcome kept so the
 * overall status can be derived whatever order the events arrive in). dedupeKey (a keyed hash of
 * boat, dates and e-mail) lets a double submit find the request it repeats.
 *
 * Its life (docs/request-lifecycle.md): pending holds the boat until holdUntil (a claim row, kept by
 * a trigger), then confirmed (bookingId), declined, expired or cancelled. The customer's link token
 * is kept twice: a keyed fingerprint to find the request by, and sealed, so later events carry it.
 */
export const BookingRequestEntity = defineEntity({
  name: 'BookingRequest',
  tableName: 'booking_requests',
  properties: {
    id: p.integer().primary().autoincrement(),
    boatId: p.integer(),
    boatName: p.string().length(200),
    customerNameEncrypted: p.text(),
    customerEmailEncrypted: p.text(),
    customerPhoneEncrypted: p.text(),
    startDate: p.date(),
    endDate: p.date(),
    totalPrice: p.decimal().precision(10).scale(2),
    notesEncrypted: p.text().nullable(),
    emailStatus: p.string().length(10).default('pending'),
    adminEmailSent: p.boolean().default(false),
    customerEmailSent: p.boolean().default(false),
    adminEmailOutcome: p.string().length(10).nullable(),
    customerEmailOutcome: p.string().length(10).nullable(),
    /** Why the customer copy was deliberately not sent (a sending cap of the notification service). */
    customerEmailSkipReason: p.string().length(30).nullable(),
    isArchived: p.boolean().default(false),
    archivedAt: p.datetime().nullable(),
    dedupeKey: p.string().length(64),
    createdAt: p.datetime().onCreate(() => new Date()),
    status: p.string().length(10).default('pending'),
    holdUntil: p.datetime(),
    /** Half-way through the hold: when the office is reminded, once (reminderSentAt). */
    reminderAt: p.datetime(),
    reminderSentAt: p.datetime().nullable(),
    decidedAt: p.datetime().nullable(),
    /** The office's own words to the customer, not the customer's data: kept plain. */
    declineReason: p.text().nullable(),
    bookingId: () => p.manyToOne(BookingEntity).mapToPk().fieldName('booking_id').nullable().deleteRule('set null'),
    accessTokenHash: p.string().length(64).nullable().unique(),
    accessTokenEncrypted: p.text().nullable(),
    /** The language the request was sent in: every mail to its customer is in it (docs/languages.md). */
    language: p.string().length(2).default('it'),
    /**
     * Keyed hashes of the mailbox (mailboxKey), the phone (phoneKey) and the client address the
     * request came from, never the values: the pending caps count by them
     * (docs/request-lifecycle.md#hoarding). Null on requests from before the caps and on none since.
     */
    emailKey: p.string().length(64).nullable(),
    phoneKey: p.string().length(64).nullable(),
    clientKey: p.string().length(64).nullable(),
    /**
     * false: stored and mailed, but holding no days, because the boat's unanswered requests already
     * held their share (docs/request-lifecycle.md#hoarding); the claims trigger skips such a row.
     */
    holdsDays: p.boolean().default(true),
    ...calendarColumns(),
  },
  indexes: [
    { properties: ['dedupeKey', 'createdAt'] },
    { properties: ['createdAt'] },
    { properties: ['status', 'holdUntil'] },
    { properties: ['emailKey', 'status'] },
    { properties: ['phoneKey', 'status'] },
    { properties: ['clientKey', 'status'] },
  ],
  checks: [
    { name: 'booking_requests_status_check', expression: "email_status in ('pending', 'sent', 'partial', 'failed')" },
    { name: 'booking_requests_dates_check', expression: 'end_date >= start_date' },
    {
      name: 'booking_requests_life_check',
      expression: "status in ('pending', 'confirmed', 'declined', 'expired', 'cancelled')",
    },
    { name: 'booking_requests_language_check', expression: "language in ('it', 'en')" },
  ],
  triggers: [claimTrigger('booking_requests'), calendarTrigger('booking_requests')],
});
export type BookingRequestRow = InstanceType<typeof BookingRequestEntity.class>;

/**
 * Closed days (docs/back-office.md#closed-days): a boat out of service from start_date to end_date,
 * both included, with the office's reason, who closed them and when. Reopening stamps reopened_at
 * (and who) instead of deleting the row, so the exported feed can say CANCELLED for 30 days and the
 * log keeps its story. While open (reopened_at null) the row holds its days through a claim, kept
 * by the `claim` trigger of src/db/claims.sql (not declared here: schema diffs leave it alone, as
 * they do the feed-version triggers). Never a booking: no revenue, no count.
 */
export const BlockedDaysEntity = defineEntity({
  name: 'BlockedDays',
  tableName: 'blocked_days',
  properties: {
    id: p.integer().primary().autoincrement(),
    boatId: p.integer(),
    startDate: p.date(),
    endDate: p.date(),
    reason: p.string().length(200),
    createdBy: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    reopenedAt: p.datetime().nullable(),
    reopenedBy: p.string().length(64).nullable(),
  },
  indexes: [{ properties: ['boatId', 'startDate'] }],
  checks: [{ name: 'blocked_days_dates_check', expression: 'end_date >= start_date' }],
});
export type BlockedDaysRow = InstanceType<typeof BlockedDaysEntity.class>;

/**
 * The days a boat is held for (docs/request-lifecycle.md#holds): one row per pending or confirmed
 * booking, per open closing of days (BlockedDaysEntity) and per pending request, written only by the
 * triggers on those three tables (src/db/claims.sql), so no code path can forget it; and one per imported range that
 * got its days (docs/calendars.md#import-the-marketplaces-feeds), written by the calendar worker. The exclusion constraint is the
 * judge: a write whose claim would share a day with another one of the same boat fails with 23P01,
 * whatever the number of replicas. Declared here so schema diffs keep it.
 */
export const ClaimEntity = defineEntity({
  name: 'Claim',
  tableName: 'claims',
  properties: {
    id: p.integer().primary().autoincrement(),
    boatId: p.integer(),
    startDate: p.date(),
    endDate: p.date(),
    bookingId: () => p.oneToOne(BookingEntity).owner().mapToPk().fieldName('booking_id').nullable().deleteRule('cascade'),
    requestId: () => p.oneToOne(BookingRequestEntity).owner().mapToPk().fieldName('request_id').nullable().deleteRule('cascade'),
    // An imported range may hold several pieces: the days around a booking here (docs/calendars.md#conflicts-and-quiet-feeds).
    externalEventId: () =>
      p.manyToOne(ExternalEventEntity).mapToPk().fieldName('external_event_id').nullable().deleteRule('cascade').index(),
    blockedDayId: () => p.oneToOne(BlockedDaysEntity).owner().mapToPk().fieldName('blocked_day_id').nullable().deleteRule('cascade'),
  },
  checks: [
    { name: 'claims_one_subject_check', expression: 'num_nonnulls(booking_id, request_id, external_event_id, blocked_day_id) = 1' },
    { name: 'claims_dates_check', expression: 'end_date >= start_date' },
    // Defined by src/db/claims.sql (the first migration creates the btree_gist extension it needs);
    // declared here only so schema diffs keep it.
    {
      name: 'claims_no_overlap',
      expression: "exclude using gist (boat_id with =, daterange(start_date, end_date, '[]') with &&)",
    },
  ],
});
export type ClaimRow = InstanceType<typeof ClaimEntity.class>;

/**
 * One refusal of the pending-request caps (docs/request-lifecycle.md#hoarding), kept only for the
 * alarm's window: when more than the threshold fall within it, the refusal that crosses it is marked
 * `alarmed` and the office is told once; no further alarm while an alarmed row is within the window.
 * Nothing about who was refused.
 */
export const HoardingRefusalEntity = defineEntity({
  name: 'HoardingRefusal',
  tableName: 'hoarding_refusals',
  properties: {
    id: p.integer().primary().autoincrement(),
    at: p.datetime(),
    alarmed: p.boolean().default(false),
  },
  indexes: [{ properties: ['at'] }],
});

export const entities = [
  BookingEntity,
  HoardingRefusalEntity,
  BoatAvailabilityEntity,
  BookingRequestEntity,
  ClaimEntity,
  BlockedDaysEntity,
  CalendarExportEntity,
  CalendarFeedEntity,
  ExternalEventEntity,
  CalendarConflictEntity,
  // The fixed-window counters of the public request form (the kit's one rate limiter) are in booking's schema too.
  RateLimitCounter,
  AppliedDbRule,
];
