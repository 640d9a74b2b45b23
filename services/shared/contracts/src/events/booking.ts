import { z } from 'zod';
import { eventLanguage } from '../language.ts';

/**
 * A field encrypted with the PII keyring: `v2:<keyId>:<iv>:<tag>:<ciphertext>` in base64url (the
 * older `<keyId>:<iv>:<tag>:<ciphertext>` is still accepted from events published before it).
 */
export const sealed = z.string().regex(/^(?:v2:)?[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*$/);

/** The boat and the days an event is about, as every booking event names them. */
const boatDays = {
  boatId: z.number().int(),
  boatName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
};

export type BookingRequestSealedField = 'customerName' | 'customerEmail' | 'customerPhone' | 'notes' | 'accessToken' | 'reason';

/**
 * What a sealed field of booking.request.received.v1 is bound to: the event, the field and the
 * request. Booking seals each field anew for the event with it, and notification opens with it, so
 * a value moved to another field or another request's event does not open.
 */
export function bookingRequestSealContext(field: BookingRequestSealedField, requestId: number): string {
  return `${BOOKING_REQUEST_RECEIVED}.${field}#${requestId}`;
}

/**
 * The same binding for the events of a request's (or booking's) later life: the event type, the
 * field and the id the event is about (`request` id, or `booking` id for a phone booking's mail).
 */
export function lifecycleSealContext(eventType: BookingLifecycleEventType, field: BookingRequestSealedField, subjectId: number): string {
  return `${eventType}.${field}#${subjectId}`;
}

/** booking.request.received.v1: customer fields travel sealed, so no queue holds readable personal data. */
export const bookingRequestReceived = z.object({
  requestId: z.number().int(),
  ...boatDays,
  days: z.number().int(),
  totalPrice: z.string(),
  deposit: z.string(),
  customerName: sealed,
  customerEmail: sealed,
  customerPhone: sealed,
  notes: sealed.nullable(),
  /** Until when the request holds the boat for its days (ISO instant); absent in events from before holds. */
  holdUntil: z.string().optional(),
  /** The customer's private link token (`/richiesta/<token>`), sealed; absent in events from before holds. */
  accessToken: sealed.optional(),
  /** The language of the customer's mail (docs/languages.md); absent in events from before languages: Italian. */
  language: eventLanguage,
  /**
   * false when the request holds no days (the boat's share of unanswered requests is full:
   * docs/request-lifecycle.md#hoarding): both mails say so. Absent in events from before it: held.
   */
  holdsDays: z.boolean().default(true),
});
export type BookingRequestReceived = z.infer<typeof bookingRequestReceived>;
export const BOOKING_REQUEST_RECEIVED = 'booking.request.received.v1';

/*
 * The later life of a request (docs/request-lifecycle.md): pending -> confirmed | declined | expired |
 * cancelled. Each transition is published through the outbox; the notification service mails the
 * customer (and, where said, the office) from it. Customer fields travel sealed with
 * lifecycleSealContext(<event type>, <field>, <subject id>): the request id, or the booking id for
 * booking.confirmed.v1.
 */
export const BOOKING_REQUEST_CONFIRMED = 'booking.request.confirmed.v1';
export const BOOKING_REQUEST_DECLINED = 'booking.request.declined.v1';
export const BOOKING_REQUEST_EXPIRED = 'booking.request.expired.v1';
export const BOOKING_REQUEST_CANCELLED = 'booking.request.cancelled.v1';
/** Half of a request's hold has passed and nobody answered: the office is reminded once. */
export const BOOKING_REQUEST_REMINDER = 'booking.request.reminder.v1';
/** An administrator's own booking (by phone) whose customer is to get the confirmation mail. */
export const BOOKING_CONFIRMED = 'booking.confirmed.v1';
/** The office changed a booking's days, boat, price or state: the customer gets the "modified" mail. */
export const BOOKING_CHANGED = 'booking.changed.v1';
/** The office cancelled a booking: the customer gets the "cancelled" mail, the calendar entry withdrawn. */
export const BOOKING_CANCELLED = 'booking.cancelled.v1';
export type BookingLifecycleEventType =
  | typeof BOOKING_REQUEST_CONFIRMED
  | typeof BOOKING_REQUEST_DECLINED
  | typeof BOOKING_REQUEST_EXPIRED
  | typeof BOOKING_REQUEST_CANCELLED
  | typeof BOOKING_REQUEST_REMINDER
  | typeof BOOKING_CONFIRMED
  | typeof BOOKING_CHANGED
  | typeof BOOKING_CANCELLED;

/** What every lifecycle event says about the rental. */
const rentalFacts = {
  ...boatDays,
  days: z.number().int(),
  totalPrice: z.string(),
  customerName: sealed,
  customerEmail: sealed,
  /** The language of the customer's mail (docs/languages.md); absent in events from before languages: Italian. */
  language: eventLanguage,
};

/** A request's lifecycle event: the request, its customer link token (sealed) and the rental. */
const requestFacts = {
  requestId: z.number().int(),
  accessToken: sealed,
  ...rentalFacts,
};

/**
 * The calendar entry's version: the .ics of the received mail is SEQUENCE 0; each later mail about
 * the same rental carries a higher one, with the same UID (docs/request-lifecycle.md#calendar-files).
 */
const icsSequence = z.number().int().min(0);

/** What a confirmation quotes besides the rental: the deposit, the boat's times, the calendar entry's version. */
const confirmationTerms = {
  deposit: z.string(),
  /** "HH:MM", Europe/Rome: the boat's check-in and check-out times. */
  checkInTime: z.string().default('09:00'),
  checkOutTime: z.string().default('18:00'),
  sequence: icsSequence,
};

/**
 * booking.request.confirmed.v1 and booking.confirmed.v1: the confirmation mail with the .ics
 * STATUS:CONFIRMED, times in Europe/Rome (check-in on the first day, check-out on the last).
 */
export const bookingRequestConfirmed = z.object({
  ...requestFacts,
  bookingId: z.number().int(),
  ...confirmationTerms,
});
export type BookingRequestConfirmed = z.infer<typeof bookingRequestConfirmed>;

export const bookingConfirmed = z.object({
  bookingId: z.number().int(),
  ...rentalFacts,
  ...confirmationTerms,
});
export type BookingConfirmed = z.infer<typeof bookingConfirmed>;

/** What of a booking the customer sees, and so what a change mails them about (docs/request-lifecycle.md#office-changes). */
export const bookingChangeField = z.enum(['days', 'boat', 'price', 'status']);
export type BookingChangeField = z.infer<typeof bookingChangeField>;

/** A booking's state as its mails name it. */
const bookingState = z.enum(['pending', 'confirmed', 'cancelled']);

/** The rental as it was before the office's change: the mail shows it beside the new one. */
const rentalBefore = z.object({ ...boatDays, totalPrice: z.string(), status: bookingState });

/**
 * booking.changed.v1 and booking.cancelled.v1 (docs/request-lifecycle.md#office-changes): the office
 * changed what the customer sees of a booking. The rental is the booking as it is now, `before` as
 * it was; `changed` names what differs. A booking confirmed from a request keeps the request's
 * calendar entry and private page (`requestId`, `accessToken` sealed); a phone booking has its own
 * entry and no page (both null). `sequence` is the booking's last mailed SEQUENCE + 1. Sealed with
 * lifecycleSealContext(<event type>, <field>, bookingId).
 */
export const bookingChanged = z.object({
  bookingId: z.number().int(),
  requestId: z.number().int().nullable(),
  accessToken: sealed.nullable(),
  ...rentalFacts,
  status: bookingState,
  ...confirmationTerms,
  changed: z.array(bookingChangeField).min(1),
  before: rentalBefore,
});
export type BookingChanged = z.infer<typeof bookingChanged>;
export const bookingCancelled = bookingChanged;
export type BookingCancelled = BookingChanged;

/** Days the system proposes instead of a declined request: another boat, or the same boat on other days. */
export const requestAlternative = z.object(boatDays);
export type RequestAlternative = z.infer<typeof requestAlternative>;

/** booking.request.declined.v1: a courteous mail with the office's reason and up to three alternatives; the .ics is cancelled. */
export const bookingRequestDeclined = z.object({
  ...requestFacts,
  /**
   * The office's reason, sealed like the customer's fields (lifecycleSealContext(declined, 'reason',
   * requestId)): it is free text about the customer, so no queue may hold it readable. Null: none given.
   */
  reason: sealed.nullable(),
  alternatives: z.array(requestAlternative).max(3),
  sequence: icsSequence,
});
export type BookingRequestDeclined = z.infer<typeof bookingRequestDeclined>;

/**
 * The same event as booking published it before the reason was sealed, its reason in clear. Nothing
 * publishes it any more; notification still reads one that waited in a queue across the deploy
 * (docs/sealed-fields.md#values-in-events).
 */
export const bookingRequestDeclinedBeforeSealing = bookingRequestDeclined.extend({ reason: z.string().nullable() });

/** booking.request.expired.v1: nobody answered in time; the customer is invited to ask again; the .ics is cancelled. */
export const bookingRequestExpired = z.object({
  ...requestFacts,
  sequence: icsSequence,
});
export type BookingRequestExpired = z.infer<typeof bookingRequestExpired>;

/** booking.request.cancelled.v1: the customer withdrew it from their link; both the customer and the office are told. */
export const bookingRequestCancelled = z.object({
  ...requestFacts,
  sequence: icsSequence,
});
export type BookingRequestCancelled = z.infer<typeof bookingRequestCancelled>;

/** booking.request.reminder.v1: to the office only, once per request. */
export const bookingRequestReminder = z.object({
  requestId: z.number().int(),
  ...boatDays,
  totalPrice: z.string(),
  customerName: sealed,
  holdUntil: z.string(),
});
export type BookingRequestReminder = z.infer<typeof bookingRequestReminder>;

/**
 * booking.request.hoarding.v1 (booking -> notification): the pending-request caps refused more than
 * the alarm's threshold within its window (docs/request-lifecycle.md#hoarding). One event per
 * window at most; the office gets one mail. No personal data: counts and times only.
 */
export const bookingRequestHoarding = z.object({
  /** Refusals counted within the window when the alarm was raised. */
  refused: z.number().int().min(1),
  windowMinutes: z.number().positive(),
  /** The start of the window counted (ISO instant). */
  since: z.string(),
});
export type BookingRequestHoarding = z.infer<typeof bookingRequestHoarding>;
export const BOOKING_REQUEST_HOARDING = 'booking.request.hoarding.v1';
