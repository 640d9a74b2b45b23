import { z } from 'zod';
import { errorText, says, type ErrorCode } from '../errors.ts';
import { isoDate, money, multiLine, positiveId, singleLine } from '../common.ts';
import { inclusiveDays } from '../days.ts';
import { mailSkipReason } from '../events/notification.ts';
import { DEFAULT_LANGUAGE, language } from '../language.ts';

const email = (code: ErrorCode) =>
  z
    .string(says(code))
    .trim()
    .max(254, says(code))
    .pipe(z.email(says(code)));
const phone = (code: ErrorCode) =>
  singleLine('Il telefono', code)
    .trim()
    .min(10, says(code))
    .max(30, says(code))
    .regex(/^[+0-9 ()./-]+$/, says(code));

/** The on-screen request form of the booking card (docs/product/texts.md#booking-form). */
export const bookingRequestForm = z.object({
  customerName: singleLine('Il nome', 'name_required').trim().min(2, says('name_required')).max(120, says('name_too_long')),
  customerEmail: email('email_invalid'),
  customerPhone: phone('phone_required'),
  message: multiLine('Il messaggio')
    .trim()
    .max(2000, says('message_too_long', { max: '2000' }))
    .optional()
    .default(''),
});
export type BookingRequestForm = z.input<typeof bookingRequestForm>;

/** POST /api/email-bookings: the shared request schema with its own messages (docs/product/texts.md#booking-form). */
export const bookingRequestInput = z
  .object({
    boatId: positiveId,
    boatName: singleLine('Il nome della barca').trim().max(200, says('boat_name_too_long')).optional().default(''),
    customerName: singleLine('Il nome', 'name_too_short').trim().min(2, says('name_too_short')).max(120, says('name_too_long')),
    customerEmail: email('email_enter_valid'),
    customerPhone: phone('phone_enter_valid'),
    startDate: isoDate,
    endDate: isoDate,
    // Only shown back to the visitor: the stored price is always the server's own quote.
    totalPrice: money.optional(),
    notes: multiLine('Il testo delle note')
      .trim()
      .max(2000, says('notes_too_long_max', { max: '2000' }))
      .optional()
      .default(''),
    /** The language of the page it was sent from: every mail to the customer is in it (docs/languages.md). */
    language: language.default(DEFAULT_LANGUAGE),
  })
  .refine((value) => value.endDate >= value.startDate, { ...says('end_before_start'), path: ['endDate'] });
export type BookingRequestInput = z.input<typeof bookingRequestInput>;

/**
 * The answer to a stored (or repeated) request: the server's price, until when the days are held,
 * and whether they are held at all. The same for a first submission and a repeat, and never the
 * customer's private link: that goes only to the customer's mailbox
 * (docs/request-lifecycle.md#the-customers-link).
 */
export const bookingRequestAnswer = z.object({
  id: z.number().int(),
  message: z.string(),
  totalPrice: z.string(),
  status: z.string(),
  holdUntil: z.string(),
  /**
   * false when the request is stored and sent to the office but holds no days, because the boat's
   * unanswered requests already hold their share (docs/request-lifecycle.md#hoarding).
   */
  holdsDays: z.boolean(),
});
export type BookingRequestAnswer = z.infer<typeof bookingRequestAnswer>;
/** The message of a stored (or repeated) public booking request. */
/**
 * GET /api/email-bookings/window: what bounds a visitor's request besides the taken days, so the
 * calendar offers what the server accepts (docs/booking-card.md): the same-day cut-off hour
 * (Europe/Rome) and the booking horizon in months. Both are the booking service's settings.
 */
export const bookingWindow = z.object({
  sameDayCutoffHour: z.number().int().min(0).max(24),
  horizonMonths: z.number().int().min(1),
});
export type BookingWindow = z.infer<typeof bookingWindow>;

export const BOOKING_REQUEST_STORED = 'Richiesta inviata! Ti contatteremo a breve per confermare la disponibilità.';

export const bookingStatus = z.enum(['pending', 'confirmed', 'cancelled'], says('booking_status_invalid'));
export type BookingStatus = z.infer<typeof bookingStatus>;
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'In attesa',
  confirmed: 'Confermata',
  cancelled: 'Cancellata',
};

/** The total an administrator types: a plain amount within the column, never a guess from '12abc'. */
const totalPrice = money;

const adminBookingFields = {
  boatId: positiveId,
  customerName: singleLine('Il nome del cliente', 'customer_name_required')
    .trim()
    .min(1, says('customer_name_required'))
    .max(120, says('name_too_long')),
  // A phone booking may have no e-mail: a phone number is enough (docs/request-lifecycle.md#phone-bookings).
  customerEmail: z
    .union([z.literal(''), email('email_invalid')], says('email_invalid'))
    .nullish()
    .transform((value) => value || ''),
  customerPhone: singleLine('Il telefono', 'customer_phone_required')
    .trim()
    .min(1, says('customer_phone_required'))
    .max(30, says('phone_too_long')),
  startDate: isoDate,
  endDate: isoDate,
  selectedExtras: z
    .array(singleLine('Un extra', 'extra_invalid').max(100, says('extra_name_too_long')), says('extras_invalid'))
    .max(30, says('extras_too_many', { max: '30' }))
    .default([]),
  totalPrice: totalPrice.default('0.00'),
  status: bookingStatus.optional(),
  notes: multiLine('Il testo delle note', 'notes_invalid')
    .trim()
    .max(2000, says('notes_too_long'))
    .nullish()
    .transform((value) => value || null),
};

export const CONFIRMATION_NEEDS_EMAIL = errorText('confirmation_needs_email', 'it');

/**
 * POST /api/admin/bookings. Without a status the stored default, confirmed, applies.
 * `sendConfirmation` mails the customer the confirmation with its .ics (only with an e-mail, and
 * only for a confirmed booking). `requestId` names the request the booking is made from: a pending
 * one is confirmed with the booking's values and linked to it (docs/request-lifecycle.md#confirm).
 */
export const adminBookingCreate = z
  .object({
    ...adminBookingFields,
    sendConfirmation: z.boolean(says('send_confirmation_invalid')).default(false),
    requestId: positiveId.optional(),
    /**
     * The language of the confirmation mail when the booking is made from no request; made from a
     * request, the request's own language is used (docs/languages.md). Absent: Italian.
     */
    language: language.optional(),
  })
  .refine((value) => value.endDate >= value.startDate, { ...says('end_before_start'), path: ['endDate'] })
  .refine((value) => !value.sendConfirmation || value.customerEmail !== '', {
    ...says('confirmation_needs_email'),
    path: ['customerEmail'],
  });
export type AdminBookingCreate = z.input<typeof adminBookingCreate>;

/** PATCH /api/admin/bookings/:id: the full edit, or only {status}. */
export const adminBookingUpdate = z
  // No default price here: a status-only change must not reset the stored total to 0.
  .object({ ...adminBookingFields, totalPrice })
  .omit({ boatId: true, selectedExtras: true })
  .partial()
  .refine((value) => !(value.startDate && value.endDate) || value.endDate >= value.startDate, {
    ...says('end_before_start'),
    path: ['endDate'],
  });
export type AdminBookingUpdate = z.input<typeof adminBookingUpdate>;

/** The most bookings one page of the admin list may ask for (docs/back-office.md#finding-a-booking). */
export const ADMIN_BOOKINGS_MAX_LIMIT = 500;
/** The header carrying how many bookings match, whatever the page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** The header carrying the offset of the page answered: the one asked, or the one `aroundId` chose. */
export const PAGE_OFFSET_HEADER = 'X-Page-Offset';

const queryCount = (what: string, min: number, max: number) =>
  z
    .string(says('field_invalid', { field: what }))
    .regex(/^\d{1,6}$/, says('field_not_integer', { field: what }))
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, says('field_too_small', { field: what, min: String(min) }))
        .max(max, says('field_too_large', { field: what, max: String(max) })),
    );

/**
 * GET /api/admin/bookings: boat, status, order, plus the search (docs/back-office.md#finding-a-booking):
 * `q` a part of the customer's name, e-mail or phone; `from`/`to` the bookings overlapping those days;
 * `limit`/`offset` a page (all when no limit). The answer stays an array; the count is X-Total-Count.
 * `aroundId` (with `limit`): the page holding that booking instead of `offset`, when it matches the
 * filters; the offset answered is in X-Page-Offset (docs/back-office.md#showing-a-booking-on-its-page).
 */
export const adminBookingQuery = z
  .object({
    boatId: positiveId.optional(),
    status: bookingStatus.optional(),
    sortBy: z.enum(['date', 'created']).default('date'),
    order: z.enum(['asc', 'desc']).default('asc'),
    q: z
      .string(says('search_invalid'))
      .trim()
      .max(100, says('search_too_long', { max: '100' }))
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    limit: queryCount('Limite', 1, ADMIN_BOOKINGS_MAX_LIMIT).optional(),
    offset: queryCount('Posizione', 0, 999_999).default(0),
    aroundId: positiveId.optional(),
  })
  .refine((value) => !(value.from && value.to) || value.to >= value.from, { ...says('end_before_start'), path: ['to'] });
export type AdminBookingQuery = z.input<typeof adminBookingQuery>;

/** The most ids one customer-names call takes per kind (a page of the log holds 20 entries). */
export const CUSTOMER_NAMES_MAX_IDS = 100;

const idList = (subject: string) =>
  z
    .string(says('id_list_invalid', { field: subject }))
    .regex(/^\d{1,10}(,\d{1,10})*$/, says('id_list_format', { field: subject }))
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine(
      (ids) => ids.length <= CUSTOMER_NAMES_MAX_IDS,
      says('id_list_too_long', { field: subject, max: String(CUSTOMER_NAMES_MAX_IDS) }),
    )
    .refine((ids) => ids.every((id) => id > 0 && id <= 2_147_483_647), says('id_list_invalid', { field: subject }));

/**
 * GET /api/admin/bookings/customer-names?bookings=1,2&requests=3: the customers the log's entries
 * name (docs/back-office.md#a-readable-log). The log stores no personal data; the names are opened
 * here, for the administrator, when the page shows them. An id that no longer exists is left out.
 */
export const customerNamesQuery = z.object({
  bookings: idList('Prenotazioni').optional(),
  requests: idList('Richieste').optional(),
});
export const customerNames = z.object({
  bookings: z.array(z.object({ id: z.number().int(), customerName: z.string() })),
  requests: z.array(z.object({ id: z.number().int(), customerName: z.string() })),
});
export type CustomerNames = z.infer<typeof customerNames>;

export const booking = z.object({
  id: z.number().int(),
  boatId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  selectedExtras: z.array(z.string()),
  totalPrice: z.string(),
  status: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  boat: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Booking = z.infer<typeof booking>;

/** GET /api/bookings?boatId&status=confirmed: what the calendar reads. */
export const calendarBooking = z.object({ startDate: z.string(), endDate: z.string(), status: z.string() });
export type CalendarBooking = z.infer<typeof calendarBooking>;

export const availabilityQuery = z
  .object({ boatId: positiveId, startDate: isoDate, endDate: isoDate })
  .refine((value) => value.endDate >= value.startDate, { ...says('end_before_start'), path: ['endDate'] });
export const availabilityAnswer = z.object({ available: z.boolean() });

export const alternativeBoat = z.object({
  id: z.number().int(),
  name: z.string(),
  length: z.string(),
  maxPersons: z.number().int(),
  motorPower: z.string(),
});
export type AlternativeBoat = z.infer<typeof alternativeBoat>;

/** The life of a request (docs/request-lifecycle.md): only pending moves. */
export const requestStatus = z.enum(['pending', 'confirmed', 'declined', 'expired', 'cancelled']);
export type RequestStatus = z.infer<typeof requestStatus>;
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'In attesa di conferma',
  confirmed: 'Confermata',
  declined: 'Rifiutata',
  expired: 'Scaduta',
  cancelled: 'Annullata dal cliente',
};

/** 409 texts of the request's life (docs/product/texts.md#requests). */
export const REQUEST_MESSAGES = {
  /** A visitor asks for days another request holds. */
  daysHeld: errorText('days_held', 'it'),
  /** Confirm, decline or cancel of a request that is no longer pending. */
  notPending: errorText('request_not_pending', 'it'),
  /** The customer's link does not lead to a request. */
  unknownLink: errorText('request_link_unknown', 'it'),
  /** Confirm (or a booking made from it) of a request whose hold lapsed, swept or not (docs/request-lifecycle.md#confirm). */
  holdLapsed: errorText('request_hold_lapsed', 'it'),
  /** A booking made from a request the customer cancelled (docs/request-lifecycle.md#confirm). */
  cancelledByCustomer: errorText('request_cancelled_by_customer', 'it'),
  /** An admin booking on days a pending request holds; the customer and days follow (docs/request-lifecycle.md#holds). */
  requestOverlap: errorText('request_overlap', 'it'),
  /** Too many cancels from one client address (docs/request-lifecycle.md#the-customers-link). */
  tooManyCancels: errorText('cancel_rate_limited', 'it'),
  /** 429: the e-mail, the phone or the client address already holds its pending requests (docs/request-lifecycle.md#hoarding). */
  alreadyPending: errorText('requests_pending', 'it'),
} as const;

/** POST /api/admin/email-requests/:id/decline: the office's optional reason, quoted to the customer. */
export const requestDeclineInput = z.object({
  reason: multiLine('Il motivo')
    .trim()
    .max(500, says('reason_too_long', { max: '500' }))
    .nullish()
    .transform((value) => value || null),
});
export type RequestDeclineInput = z.input<typeof requestDeclineInput>;

/**
 * GET /api/email-bookings/by-token/:token (and the answer of POST .../cancel): what the customer's
 * own page shows. No personal data: whoever holds the link sees the rental, not the person.
 */
export const customerRequestView = z.object({
  status: requestStatus,
  boatId: z.number().int(),
  boatName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  totalPrice: z.string(),
  holdUntil: z.string(),
  createdAt: z.string(),
  /** When it left pending (confirmed, declined, expired or cancelled), else null. */
  decidedAt: z.string().nullable(),
  /** The office's reason for a decline, else null. */
  declineReason: z.string().nullable(),
  /** false when the request holds no days until the office answers (docs/request-lifecycle.md#hoarding). */
  holdsDays: z.boolean(),
});
export type CustomerRequestView = z.infer<typeof customerRequestView>;

/** GET /api/bookings/held?boatId: the ranges live claims other than confirmed bookings hold (pending requests and pending bookings). */
export const heldRangesQuery = z.object({ boatId: positiveId });
export const heldRange = z.object({ startDate: z.string(), endDate: z.string() });
export const heldRanges = z.array(heldRange);
export type HeldRange = z.infer<typeof heldRange>;

export const bookingRequest = z.object({
  id: z.number().int(),
  status: requestStatus,
  holdUntil: z.string(),
  /** false when it was stored past the boat's share and holds no days (docs/request-lifecycle.md#hoarding). */
  holdsDays: z.boolean(),
  /** The booking made from it when confirmed, else null. */
  bookingId: z.number().int().nullable(),
  declineReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  boatId: z.number().int(),
  boatName: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  totalPrice: z.string(),
  notes: z.string().nullable(),
  emailStatus: z.string(),
  adminEmailSent: z.boolean(),
  customerEmailSent: z.boolean(),
  /** Set when the customer copy was deliberately not sent (a sending cap), null otherwise. */
  customerEmailSkipReason: mailSkipReason.nullable(),
  isArchived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The language the customer wrote in, and is written to (docs/languages.md); always sent by the service. */
  language: language.optional(),
});
export type BookingRequest = z.infer<typeof bookingRequest>;

/** The most requests one bulk archive takes: a page of the list, not the whole table. */
export const MAX_BULK_ARCHIVE = 100;
/** POST /api/admin/email-requests/archive: the requests selected in the list, archived together. */
export const bookingRequestsArchive = z.object({
  ids: z
    .array(positiveId, says('archive_selection_empty'))
    .min(1, says('archive_selection_empty'))
    .max(MAX_BULK_ARCHIVE, says('archive_too_many', { max: String(MAX_BULK_ARCHIVE) }))
    .refine((ids) => new Set(ids).size === ids.length, says('archive_duplicate')),
});
export type BookingRequestsArchive = z.input<typeof bookingRequestsArchive>;

/** GET /api/bookings?boatId&status=confirmed: only confirmed bookings are ever listed publicly. */
export const calendarQuery = z.object({ boatId: positiveId, status: z.string().max(20).optional() });

/** GET /api/unavailable-dates?boatId: days an administrator marked as not bookable. */
export const unavailableDatesQuery = z.object({ boatId: positiveId });
export const unavailableDates = z.array(z.string());

/** GET /api/all-boats-availability?startDate&endDate&excludeBoatId: the other active boats free for the whole range. */
export const allBoatsAvailabilityQuery = z
  .object({ startDate: isoDate, endDate: isoDate, excludeBoatId: positiveId.optional() })
  .refine((value) => value.endDate >= value.startDate, { ...says('end_before_start'), path: ['endDate'] });

/** GET /api/availability?boatModel&startDate&endDate: the boats of one model and whether each is free. */
export const modelAvailabilityQuery = z
  .object({
    boatModel: singleLine('Il modello', 'model_required').trim().min(1, says('model_required')).max(120, says('model_invalid')),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((value) => value.endDate >= value.startDate, { ...says('end_before_start'), path: ['endDate'] });
export const modelAvailability = z.object({ boatId: z.number().int(), name: z.string(), available: z.boolean() });
export type ModelAvailability = z.infer<typeof modelAvailability>;

/** GET /api/admin/bookings/stats: the booking figures of the dashboard. */
export const bookingStats = z.object({
  totalBookings: z.number().int(),
  /** Sum of the confirmed bookings' totals, a decimal string. */
  totalRevenue: z.string(),
  /** Bookings created in the last 7 days. */
  recentBookings: z.number().int(),
  /** Bookings not cancelled (docs/back-office.md#dashboard-figures). */
  activeBookings: z.number().int(),
  /** Sum of the totals of confirmed bookings starting in this year's season, a decimal string. */
  seasonRevenue: z.string(),
  /** The season the revenue counts: 1 April-31 October of the current year in Rome. */
  season: z.object({ year: z.number().int(), from: z.string(), to: z.string() }),
  /** Per boat, this month (Rome): days of confirmed bookings over the month's days, 0-100. */
  occupancy: z.object({
    month: z.string(),
    boats: z.array(z.object({ boatId: z.number().int(), name: z.string(), percent: z.number().int() })),
  }),
});
export type BookingStats = z.infer<typeof bookingStats>;

/**
 * Delivery of the two mails of a request, from notification events: pending until both outcomes
 * are known, then sent (both went out), partial (one failed) or failed (both failed).
 */
export const emailDeliveryStatus = z.enum(['pending', 'sent', 'partial', 'failed']);
export type EmailDeliveryStatus = z.infer<typeof emailDeliveryStatus>;

/** Shown instead of a customer field whose ciphertext fails authentication. */
/**
 * The `error` code of every 400 the admin booking create and edit answer: a client maps it to its
 * own text without reading the (Italian, per-field) message, which stays beside it.
 */
export const INVALID_BOOKING_DATA = 'Invalid booking data';

export const UNREADABLE_FIELD = '[dato non leggibile]';

/** The most days one planning answer covers: a month view with its edges (docs/back-office.md#planning). */
export const PLANNING_MAX_DAYS = 62;

/** GET /api/admin/planning?from&to: both dates count; at most PLANNING_MAX_DAYS days. */
export const planningQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((value) => value.to >= value.from, { ...says('to_before_from'), path: ['to'] })
  .refine((value) => value.to < value.from || inclusiveDays(value.from, value.to) <= PLANNING_MAX_DAYS, {
    ...says('planning_too_long', { max: String(PLANNING_MAX_DAYS) }),
    path: ['to'],
  });
export type PlanningQuery = z.infer<typeof planningQuery>;

/**
 * What occupies a boat's days: a booking (pending or confirmed), a request's hold (pending), a day
 * the office blocked, or (later) an imported calendar. `id` is the row's id within its kind.
 */
export const planningEntryKind = z.enum(['booking', 'hold', 'blocked', 'external']);
export type PlanningEntryKind = z.infer<typeof planningEntryKind>;

export const planningEntry = z.object({
  id: z.number().int(),
  boatId: z.number().int(),
  kind: planningEntryKind,
  status: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  /** The customer's name (booking, hold), the office's note or 'Non disponibile' (blocked). */
  label: z.string(),
});
export type PlanningEntry = z.infer<typeof planningEntry>;

export const planning = z.object({
  /** Every boat of the catalogue, active ones first. */
  boats: z.array(z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() })),
  entries: z.array(planningEntry),
});
export type Planning = z.infer<typeof planning>;

/**
 * GET /api/admin/planning/today: "Oggi al porto", the bookings and holds leaving today (start
 * today) and coming back today (end today), with what the office needs to reach the customer.
 */
export const harbourMovement = z.object({
  id: z.number().int(),
  kind: z.enum(['booking', 'hold']),
  boatId: z.number().int(),
  status: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  customerName: z.string(),
  customerPhone: z.string(),
  notes: z.string().nullable(),
});
export type HarbourMovement = z.infer<typeof harbourMovement>;

export const harbourToday = z.object({
  date: isoDate,
  departures: z.array(harbourMovement),
  returns: z.array(harbourMovement),
});
export type HarbourToday = z.infer<typeof harbourToday>;
