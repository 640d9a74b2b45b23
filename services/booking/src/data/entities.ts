import { defineEntity, p } from '@mikro-orm/core';
import { RateLimitCounter } from '@nbp/kit/rate-limit';

/**
 * bookings (docs/product/booking-rules.md#statuses). boatId is the catalogue's id, referred to without a foreign key. The
 * customer's personal data is sealed with the PII keyring, so the table holds none of it in clear.
 * Two confirmed bookings of one boat can never overlap: an exclusion constraint added by hand in the
 * migration enforces it, whatever the number of replicas.
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
  },
  indexes: [{ properties: ['boatId', 'startDate'] }, { properties: ['createdAt'] }],
  checks: [
    { name: 'bookings_status_check', expression: "status in ('pending', 'confirmed', 'cancelled')" },
    { name: 'bookings_dates_check', expression: 'end_date >= start_date' },
    // Declared here so schema diffs keep it; the migration creates the btree_gist extension it needs first.
    {
      name: 'bookings_no_overlap',
      expression: "exclude using gist (boat_id with =, daterange(start_date, end_date, '[]') with &&) where (status = 'confirmed')",
    },
  ],
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
});
export type BoatAvailabilityRow = InstanceType<typeof BoatAvailabilityEntity.class>;

/**
 * A public booking request, delivered by e-mail. Customer fields and notes are sealed. Delivery
 * starts pending and follows the notification service's events (per recipient outcome kept so the
 * overall status can be derived whatever order the events arrive in). dedupeKey (a keyed hash of
 * boat, dates and e-mail) lets a double submit find the request it repeats.
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
  },
  indexes: [{ properties: ['dedupeKey', 'createdAt'] }, { properties: ['createdAt'] }],
  checks: [
    { name: 'booking_requests_status_check', expression: "email_status in ('pending', 'sent', 'partial', 'failed')" },
    { name: 'booking_requests_dates_check', expression: 'end_date >= start_date' },
  ],
});
export type BookingRequestRow = InstanceType<typeof BookingRequestEntity.class>;

/** The fixed-window counters of the public request form (the kit's one rate limiter) are in booking's schema too. */
export const entities = [BookingEntity, BoatAvailabilityEntity, BookingRequestEntity, RateLimitCounter];
