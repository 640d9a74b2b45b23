import type { ConsumerOptions } from '@nbp/kit/bus';
import { PermanentError } from '@nbp/kit/bus';
import { TamperedError } from '@nbp/kit/crypto';
import { enqueue } from '@nbp/kit/outbox';
import type { Envelope } from '@nbp/contracts/events/envelope';
import {
  BOOKING_CONFIRMED,
  BOOKING_REQUEST_CANCELLED,
  BOOKING_REQUEST_CONFIRMED,
  BOOKING_REQUEST_DECLINED,
  BOOKING_REQUEST_EXPIRED,
  BOOKING_REQUEST_REMINDER,
  bookingConfirmed,
  bookingRequestCancelled,
  bookingRequestConfirmed,
  bookingRequestDeclined,
  bookingRequestDeclinedBeforeSealing,
  bookingRequestExpired,
  bookingRequestReminder,
  lifecycleSealContext,
  type BookingLifecycleEventType,
  type BookingRequestExpired,
  type BookingRequestSealedField,
} from '@nbp/contracts/events/booking';
import {
  EMAIL_FAILED,
  EMAIL_SENT,
  EMAIL_SKIPPED,
  mailSkipReason,
  type EmailOutcome,
  type EmailSkipped,
  type RequestMailKind,
} from '@nbp/contracts/events/notification';
import {
  customerCancelledMail,
  customerConfirmedMail,
  customerDeclinedMail,
  customerExpiredMail,
  officeCancelledMail,
  officeReminderMail,
  type LifecycleDetails,
  type MailContent,
} from '../mail/templates.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { deliverOnce, markFailed, safeError, type DeliveryKey } from './deliveries.ts';
import type { MailDeps } from './mail-deps.ts';
import { customerCapGuard } from './customer-caps.ts';

type Recipient = EmailOutcome['recipient'];

/** The routing keys of a rental's later life (docs/request-lifecycle.md#events), all on one queue. */
export const LIFECYCLE_EVENTS: BookingLifecycleEventType[] = [
  BOOKING_REQUEST_CONFIRMED,
  BOOKING_REQUEST_DECLINED,
  BOOKING_REQUEST_EXPIRED,
  BOOKING_REQUEST_CANCELLED,
  BOOKING_REQUEST_REMINDER,
  BOOKING_CONFIRMED,
];

/** Which mail of the request each event sends, as the outcome events name it. */
const MAIL_KIND: Record<BookingLifecycleEventType, RequestMailKind> = {
  [BOOKING_REQUEST_CONFIRMED]: 'confirmed',
  [BOOKING_REQUEST_DECLINED]: 'declined',
  [BOOKING_REQUEST_EXPIRED]: 'expired',
  [BOOKING_REQUEST_CANCELLED]: 'cancelled',
  [BOOKING_REQUEST_REMINDER]: 'reminder',
  [BOOKING_CONFIRMED]: 'confirmed',
};

/** Who is mailed for each event: the office is told only of a withdrawal and of a waiting request. */
const RECIPIENTS: Record<BookingLifecycleEventType, Recipient[]> = {
  [BOOKING_REQUEST_CONFIRMED]: ['customer'],
  [BOOKING_REQUEST_DECLINED]: ['customer'],
  [BOOKING_REQUEST_EXPIRED]: ['customer'],
  [BOOKING_REQUEST_CANCELLED]: ['admin', 'customer'],
  [BOOKING_REQUEST_REMINDER]: ['admin'],
  [BOOKING_CONFIRMED]: ['customer'],
};

/**
 * The customer mails a stranger can cause, and so the ones the sending caps cover
 * (docs/mail-limits.md#which-mails-are-capped): an expiry follows any request nobody answered, a
 * cancellation any request cancelled from its link. What the office sends on purpose (confirmed,
 * declined, a phone booking's confirmation) is never capped.
 */
const CAPPED: ReadonlySet<BookingLifecycleEventType> = new Set([BOOKING_REQUEST_EXPIRED, BOOKING_REQUEST_CANCELLED]);

/** A lifecycle event read and opened: what it is about, and the mail each recipient gets. */
interface Plan {
  type: BookingLifecycleEventType;
  /** The request it is about; a phone booking's confirmation has none, and no outcome is published for it. */
  requestId: number | null;
  bookingId: number | null;
  mails: Partial<Record<Recipient, () => OutgoingMail>>;
  /** For a capped customer copy: the address it goes to and the boat and first day, which the caps count by. */
  capped?: { email: string; boatDay: string };
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function isLifecycleEvent(type: string): type is BookingLifecycleEventType {
  return (LIFECYCLE_EVENTS as string[]).includes(type);
}

/** The event's type, refused for good when this queue does not know it. */
function typeOf(message: Envelope): BookingLifecycleEventType {
  if (!isLifecycleEvent(message.type)) throw new PermanentError(`unexpected event type ${message.type}`);
  return message.type;
}

/** Days and clock times the mails and the calendar file are built from; nonsense is never retried. */
function checkRental(type: string, rental: { startDate: string; endDate: string }, times: string[] = []): void {
  if (!ISO_DATE.test(rental.startDate) || !ISO_DATE.test(rental.endDate) || rental.endDate < rental.startDate) {
    throw new PermanentError(`${type}: invalid days`);
  }
  if (times.some((time) => !CLOCK.test(time))) throw new PermanentError(`${type}: invalid check-in or check-out time`);
}

function instant(type: string, value: string, field: string): Date {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new PermanentError(`${type}: invalid ${field}`);
  return parsed;
}

/** The envelope's time, the calendar file's DTSTAMP: the same for every try of the event. */
function occurredAt(message: Envelope): Date {
  const at = new Date(message.occurredAt);
  return Number.isNaN(at.getTime()) ? new Date(0) : at;
}

function parse<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }, message: Envelope): T {
  const parsed = schema.safeParse(message.payload);
  if (!parsed.success) throw new PermanentError(`invalid ${message.type} payload`);
  return parsed.data;
}

type Open = (field: BookingRequestSealedField, value: string) => string;

/** The customer's fields of a request's event, opened, and what every mail about it says. */
function openRequest(payload: BookingRequestExpired, open: Open, at: Date): { email: string; name: string; details: LifecycleDetails } {
  const email = open('customerEmail', payload.customerEmail);
  const name = open('customerName', payload.customerName);
  const details: LifecycleDetails = {
    boatId: payload.boatId,
    boatName: payload.boatName,
    startDate: payload.startDate,
    endDate: payload.endDate,
    days: payload.days,
    totalPrice: payload.totalPrice,
    rental: { kind: 'request', id: payload.requestId },
    accessToken: open('accessToken', payload.accessToken),
    sequence: payload.sequence,
    occurredAt: at,
    // The customer's mail is in it; the office's copy stays Italian (docs/languages.md).
    language: payload.language,
  };
  return { email, name, details };
}

/**
 * Reads the event and opens its sealed fields, each only as that field of this event type about
 * this request (or booking); a value moved from elsewhere, or altered, does not open, and the event
 * is then refused for good (never retried, never mailed).
 */
function plan(message: Envelope, deps: MailDeps): Plan {
  const type = typeOf(message);
  const { brand, keyring } = deps;
  const opener =
    (subjectId: number): Open =>
    (field, value) =>
      keyring.open(value, lifecycleSealContext(type, field, subjectId));
  const office = { name: brand.business.name, address: deps.officeEmail };
  // The address alone to the customer: a display name would put the visitor's text in front of them.
  const toCustomer = (address: string, content: MailContent): OutgoingMail => ({ ...content, to: { name: '', address }, replyTo: office });
  const at = occurredAt(message);

  try {
    switch (type) {
      case BOOKING_CONFIRMED: {
        const payload = parse(bookingConfirmed, message);
        checkRental(type, payload, [payload.checkInTime, payload.checkOutTime]);
        const open = opener(payload.bookingId);
        const email = open('customerEmail', payload.customerEmail);
        // Opened too, though the customer's mail quotes nothing they typed: a tampered event is refused as a whole.
        open('customerName', payload.customerName);
        const details = {
          ...payload,
          rental: { kind: 'booking' as const, id: payload.bookingId },
          accessToken: null,
          occurredAt: at,
        };
        return {
          type,
          requestId: null,
          bookingId: payload.bookingId,
          mails: { customer: () => toCustomer(email, customerConfirmedMail(brand, details)) },
        };
      }
      case BOOKING_REQUEST_REMINDER: {
        const payload = parse(bookingRequestReminder, message);
        checkRental(type, payload);
        const holdUntil = instant(type, payload.holdUntil, 'holdUntil');
        const customerName = opener(payload.requestId)('customerName', payload.customerName);
        const details = { ...payload, customerName, holdUntil };
        return {
          type,
          requestId: payload.requestId,
          bookingId: null,
          mails: { admin: () => ({ ...officeReminderMail(brand, details), to: office }) },
        };
      }
      case BOOKING_REQUEST_CONFIRMED: {
        const payload = parse(bookingRequestConfirmed, message);
        checkRental(type, payload, [payload.checkInTime, payload.checkOutTime]);
        const { email, details } = openRequest(payload, opener(payload.requestId), at);
        const booking = {
          ...details,
          bookingId: payload.bookingId,
          deposit: payload.deposit,
          checkInTime: payload.checkInTime,
          checkOutTime: payload.checkOutTime,
        };
        return {
          type,
          requestId: payload.requestId,
          bookingId: null,
          mails: { customer: () => toCustomer(email, customerConfirmedMail(brand, booking)) },
        };
      }
      case BOOKING_REQUEST_DECLINED: {
        // The reason is sealed; an event from before it was (its reason in clear) is still read
        // (docs/sealed-fields.md#values-in-events).
        const current = bookingRequestDeclined.safeParse(message.payload);
        const payload = current.success ? current.data : parse(bookingRequestDeclinedBeforeSealing, message);
        checkRental(type, payload);
        for (const alternative of payload.alternatives) checkRental(type, alternative);
        const open = opener(payload.requestId);
        const { email, details } = openRequest(payload, open, at);
        const reason = current.success && payload.reason !== null ? open('reason', payload.reason) : payload.reason;
        const answer = { ...details, reason, alternatives: payload.alternatives };
        return {
          type,
          requestId: payload.requestId,
          bookingId: null,
          mails: { customer: () => toCustomer(email, customerDeclinedMail(brand, answer)) },
        };
      }
      case BOOKING_REQUEST_EXPIRED: {
        const payload = parse(bookingRequestExpired, message);
        checkRental(type, payload);
        const { email, details } = openRequest(payload, opener(payload.requestId), at);
        return {
          type,
          requestId: payload.requestId,
          bookingId: null,
          mails: { customer: () => toCustomer(email, customerExpiredMail(brand, details)) },
          capped: { email, boatDay: `${payload.boatId}|${payload.startDate}` },
        };
      }
      case BOOKING_REQUEST_CANCELLED: {
        const payload = parse(bookingRequestCancelled, message);
        checkRental(type, payload);
        const { email, name, details } = openRequest(payload, opener(payload.requestId), at);
        // The customer's confirmation, and the office's notice whose Reply-To is the customer.
        return {
          type,
          requestId: payload.requestId,
          bookingId: null,
          mails: {
            customer: () => toCustomer(email, customerCancelledMail(brand, details)),
            admin: () => ({
              ...officeCancelledMail(brand, { ...details, customer: { name, email } }),
              to: office,
              replyTo: { name, address: email },
            }),
          },
          capped: { email, boatDay: `${payload.boatId}|${payload.startDate}` },
        };
      }
    }
  } catch (err) {
    if (err instanceof TamperedError) throw new PermanentError(`${type}: ${err.message}`);
    throw err;
  }
}

/** The delivery's key: the event and recipient, and what the mail is about (request or phone booking). */
function keyOf(message: Envelope, recipient: Recipient, ids: { requestId: number | null; bookingId: number | null }): DeliveryKey {
  return {
    eventId: message.id,
    recipient,
    ...(ids.requestId !== null ? { requestId: ids.requestId } : { bookingId: ids.bookingId ?? undefined }),
  };
}

/** What onGiveUp can still tell from a message whose sealed fields need not open. */
function subjectOf(message: Envelope): { type: BookingLifecycleEventType; requestId: number | null; bookingId: number | null } | null {
  if (!isLifecycleEvent(message.type)) return null;
  const payload = message.payload as { requestId?: unknown; bookingId?: unknown } | null;
  const id = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
  if (message.type === BOOKING_CONFIRMED) {
    const bookingId = id(payload?.bookingId);
    return bookingId === null ? null : { type: message.type, requestId: null, bookingId };
  }
  const requestId = id(payload?.requestId);
  return requestId === null ? null : { type: message.type, requestId, bookingId: null };
}

/**
 * The mails of a rental's later life (docs/request-lifecycle.md#events), on one queue bound to all
 * six events and dispatched on the envelope's type. As for the received mails: each (event,
 * recipient) is sent at most once, a failure is retried by the bus, and after the last try the
 * delivery is marked failed. Outcomes (sent, failed, skipped) name the mail; a phone booking's
 * confirmation belongs to no request, so it publishes none. The customer copy of an expiry or a
 * cancellation counts against the same caps as the received copy, and is withheld past them: a
 * stranger causes those by sending the form (and cancelling), so without the caps a request and
 * cancel loop would mail any address without end (docs/mail-limits.md#which-mails-are-capped).
 */
export function lifecycleMails(deps: MailDeps): ConsumerOptions {
  return {
    queue: 'booking-lifecycle-mails',
    bindings: LIFECYCLE_EVENTS,
    maxAttempts: deps.maxAttempts,
    retryDelayMs: deps.retryDelayMs,
    // A delivery holds a database connection while the SMTP server answers: few at a time, so the
    // consumers together stay below the pool and HTTP requests still get a connection.
    prefetch: 2,
    async handler(message) {
      const planned = plan(message, deps);
      const kind = MAIL_KIND[planned.type];
      const failures: string[] = [];
      let written = 0;
      // Every recipient is tried every time: a refused office mail must not hold back the customer's.
      for (const recipient of RECIPIENTS[planned.type]) {
        const compose = planned.mails[recipient];
        if (!compose) continue;
        const capped = recipient === 'customer' && CAPPED.has(planned.type) ? planned.capped : undefined;
        try {
          const outcome = await deliverOnce(deps.em(), deps.mailer, keyOf(message, recipient, planned), compose, {
            leaseMs: deps.leaseMs,
            // The office's notice always goes; only the customer's copy is capped.
            guard: capped ? customerCapGuard(deps.customerCaps, deps.recipientKey(capped.email), capped.boatDay) : undefined,
            onSkipped: (tx, row) => {
              if (planned.requestId === null) return;
              enqueue(tx, EMAIL_SKIPPED, {
                requestId: planned.requestId,
                recipient,
                reason: mailSkipReason.parse(row.skipReason),
                mail: kind,
              } satisfies EmailSkipped);
            },
            onSent: (tx, row) => {
              if (planned.requestId === null) return;
              enqueue(tx, EMAIL_SENT, {
                requestId: planned.requestId,
                recipient,
                attempts: row.attempts,
                error: null,
                mail: kind,
              } satisfies EmailOutcome);
            },
          });
          if ((outcome === 'sent' || outcome === 'withheld') && planned.requestId !== null) written += 1;
        } catch (err) {
          failures.push(`${recipient}: ${safeError(err)}`);
        }
      }
      if (written) deps.afterCommit();
      if (failures.length) throw new Error(`mail not delivered (${failures.join('; ')})`);
    },
    async onGiveUp(message, error) {
      const subject = subjectOf(message);
      if (!subject) return; // nothing to mark: the bus dead-letters it and logs why
      const kind = MAIL_KIND[subject.type];
      let marked = 0;
      for (const recipient of RECIPIENTS[subject.type]) {
        const failed = await markFailed(deps.em(), keyOf(message, recipient, subject), safeError(error), (tx, row) => {
          if (subject.requestId === null) return;
          enqueue(tx, EMAIL_FAILED, {
            requestId: subject.requestId,
            recipient,
            attempts: row.attempts,
            error: row.lastError ?? null,
            mail: kind,
          } satisfies EmailOutcome);
        });
        if (failed) marked += 1;
      }
      if (marked && subject.requestId !== null) deps.afterCommit();
      deps.logger.error(
        { type: subject.type, requestId: subject.requestId, bookingId: subject.bookingId, eventId: message.id, marked },
        'lifecycle mails given up',
      );
    },
  };
}
