import { z } from 'zod';
import { errorText, says } from '../../errors.ts';
import { isoDate, money, multiLine, positiveId, singleLine } from '../../common.ts';
import { mailSkipReason } from '../../events/notification.ts';
import { DEFAULT_LANGUAGE, language } from '../../language.ts';
import { customerContact, email, phone } from './contact-fields.ts';
import { bookingStatus } from './admin-bookings.ts';

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

/** The message of a stored (or repeated) public booking request. */
export const BOOKING_REQUEST_STORED = 'Richiesta inviata! Ti contatteremo a breve per confermare la disponibilità.';

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
 * own page shows, the rental as it is now (docs/request-lifecycle.md#the-customers-link). No personal
 * data: whoever holds the link sees the rental, not the person.
 */
export const customerRequestView = z.object({
  /** The request's own state. */
  status: requestStatus,
  /**
   * The state of the booking made from the request, once there is one (confirmed with or without
   * changes, or only linked), else null: from then on the booking is the rental.
   */
  bookingStatus: bookingStatus.nullable(),
  /** The rental's boat, days, day count and price: the booking's once there is one, else the request's. */
  boatId: z.number().int(),
  /** null only when a booking moved the rental to a boat the site no longer shows (deactivated). */
  boatName: z.string().nullable(),
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
  ...customerContact,
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

/**
 * Delivery of the two mails of a request, from notification events: pending until both outcomes
 * are known, then sent (both went out), partial (one failed) or failed (both failed).
 */
export const emailDeliveryStatus = z.enum(['pending', 'sent', 'partial', 'failed']);
export type EmailDeliveryStatus = z.infer<typeof emailDeliveryStatus>;
