import { z } from 'zod';
import { errorText, says } from '../../errors.ts';
import { isoDate, money, multiLine, positiveId, singleLine } from '../../common.ts';
import { language } from '../../language.ts';
import { customerContact, email } from './contact-fields.ts';

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

/**
 * PATCH /api/admin/bookings/:id: the full edit, or only {status}. A change of days, price or state
 * mails the customer unless `notifyCustomer` is false ("Avvisa il cliente via email" unticked;
 * absent: mailed, docs/request-lifecycle.md#office-changes).
 */
export const adminBookingUpdate = z
  // No default price here: a status-only change must not reset the stored total to 0.
  .object({ ...adminBookingFields, totalPrice, notifyCustomer: z.boolean(says('notify_customer_invalid')) })
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

/** `q` of the admin lists: a part of the customer's name, e-mail or phone (docs/back-office.md#finding-a-booking). */
export const customerSearch = z
  .string(says('search_invalid'))
  .trim()
  .max(100, says('search_too_long', { max: '100' }));

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
    sortBy: z.enum(['date', 'created'], says('sort_invalid')).default('date'),
    order: z.enum(['asc', 'desc'], says('order_invalid')).default('asc'),
    q: customerSearch.optional(),
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

/**
 * GET /api/admin/bookings/clash: whether a boat is free on those days for a booking being written
 * (docs/back-office.md#free-or-taken), before it is saved. `bookingId`: the booking being edited
 * (its own days do not count); `requestId`: the request it is made from (its hold does not count).
 */
export const bookingClashQuery = z
  .object({
    boatId: positiveId,
    startDate: isoDate,
    endDate: isoDate,
    bookingId: positiveId.optional(),
    requestId: positiveId.optional(),
  })
  .refine((value) => value.endDate >= value.startDate, { ...says('end_before_start'), path: ['endDate'] });
export type BookingClashQuery = z.input<typeof bookingClashQuery>;
/** Free, or what is in the way, said as the 409 of saving would say it. */
export const bookingClash = z.union([
  z.object({ free: z.literal(true) }),
  z.object({ free: z.literal(false), code: z.string(), message: z.string() }),
]);
export type BookingClash = z.infer<typeof bookingClash>;

export const booking = z.object({
  id: z.number().int(),
  boatId: z.number().int(),
  ...customerContact,
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
  /** The season the revenue counts, 1 April-31 October: the one running in Rome, or else the next one (`running` false). */
  season: z.object({ year: z.number().int(), from: z.string(), to: z.string(), running: z.boolean() }),
  /** Per boat, this month (Rome): days of confirmed bookings over the month's days, 0-100. */
  occupancy: z.object({
    month: z.string(),
    boats: z.array(z.object({ boatId: z.number().int(), name: z.string(), percent: z.number().int() })),
  }),
});
export type BookingStats = z.infer<typeof bookingStats>;

/**
 * The `error` code of every 400 the admin booking create and edit answer: a client maps it to its
 * own text without reading the (Italian, per-field) message, which stays beside it.
 */
export const INVALID_BOOKING_DATA = 'Invalid booking data';

/** Shown instead of a customer field whose ciphertext fails authentication. */
export const UNREADABLE_FIELD = '[dato non leggibile]';
