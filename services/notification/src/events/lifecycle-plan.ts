import { PermanentError } from '@nbp/kit/bus';
import { TamperedError } from '@nbp/kit/crypto';
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
  customerCancelledMail,
  customerConfirmedMail,
  customerDeclinedMail,
  customerExpiredMail,
  officeCancelledMail,
  officeReminderMail,
  rentalFactsOf,
  type LifecycleDetails,
  type MailContent,
} from '../mail/templates.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { MailDeps } from './mail-deps.ts';
import type { Recipient } from './request-mails.ts';
import type { RequestMailKind } from '@nbp/contracts/events/notification';

/**
 * A lifecycle event read (docs/request-lifecycle.md#events): its payload checked, its sealed fields
 * opened, and the mail each recipient gets composed on demand.
 */

/** A lifecycle event read and opened: what it is about, and the mail each recipient gets. */
export interface Plan {
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

export function isLifecycleEvent(type: string): type is BookingLifecycleEventType {
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
    ...rentalFactsOf(payload),
    rental: { kind: 'request', id: payload.requestId },
    accessToken: open('accessToken', payload.accessToken),
    sequence: payload.sequence,
    occurredAt: at,
    // The customer's mail is in it; the office's copy stays Italian (docs/languages.md).
    language: payload.language,
  };
  return { email, name, details };
}
/** What every planner is handed: the event, the brand and the office, and how to open and address. */
interface PlanContext {
  message: Envelope;
  brand: MailDeps['brand'];
  office: { name: string; address: string };
  at: Date;
  /** Opens a field of this event about this request (or booking). */
  opener: (subjectId: number) => Open;
  toCustomer: (address: string, content: MailContent) => OutgoingMail;
}

type Planned = Omit<Plan, 'type'>;

/** A plan about a request: no booking id. */
const aboutRequest = (requestId: number, mails: Plan['mails'], capped?: Plan['capped']): Planned => ({
  requestId,
  bookingId: null,
  mails,
  ...(capped ? { capped } : {}),
});

/** booking.confirmed.v1: a phone booking's confirmation, to the customer. */
function bookingConfirmedPlan({ message, brand, at, opener, toCustomer }: PlanContext): Planned {
  const payload = parse(bookingConfirmed, message);
  checkRental(BOOKING_CONFIRMED, payload, [payload.checkInTime, payload.checkOutTime]);
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
    requestId: null,
    bookingId: payload.bookingId,
    mails: { customer: () => toCustomer(email, customerConfirmedMail(brand, details)) },
  };
}

/** booking.request.reminder.v1: the office is reminded of a waiting request. */
function reminderPlan({ message, brand, office, opener }: PlanContext): Planned {
  const payload = parse(bookingRequestReminder, message);
  checkRental(BOOKING_REQUEST_REMINDER, payload);
  const holdUntil = instant(BOOKING_REQUEST_REMINDER, payload.holdUntil, 'holdUntil');
  const customerName = opener(payload.requestId)('customerName', payload.customerName);
  const details = { ...payload, customerName, holdUntil };
  return aboutRequest(payload.requestId, { admin: () => ({ ...officeReminderMail(brand, details), to: office }) });
}

/** booking.request.confirmed.v1: the customer's confirmation of their request. */
function requestConfirmedPlan({ message, brand, at, opener, toCustomer }: PlanContext): Planned {
  const payload = parse(bookingRequestConfirmed, message);
  checkRental(BOOKING_REQUEST_CONFIRMED, payload, [payload.checkInTime, payload.checkOutTime]);
  const { email, details } = openRequest(payload, opener(payload.requestId), at);
  const booking = {
    ...details,
    bookingId: payload.bookingId,
    deposit: payload.deposit,
    checkInTime: payload.checkInTime,
    checkOutTime: payload.checkOutTime,
  };
  return aboutRequest(payload.requestId, { customer: () => toCustomer(email, customerConfirmedMail(brand, booking)) });
}

/** booking.request.declined.v1: the customer's answer, with the office's reason and the alternatives. */
function declinedPlan({ message, brand, at, opener, toCustomer }: PlanContext): Planned {
  // The reason is sealed; an event from before it was (its reason in clear) is still read
  // (docs/sealed-fields.md#values-in-events).
  const current = bookingRequestDeclined.safeParse(message.payload);
  const payload = current.success ? current.data : parse(bookingRequestDeclinedBeforeSealing, message);
  checkRental(BOOKING_REQUEST_DECLINED, payload);
  for (const alternative of payload.alternatives) checkRental(BOOKING_REQUEST_DECLINED, alternative);
  const open = opener(payload.requestId);
  const { email, details } = openRequest(payload, open, at);
  const reason = current.success && payload.reason !== null ? open('reason', payload.reason) : payload.reason;
  const answer = { ...details, reason, alternatives: payload.alternatives };
  return aboutRequest(payload.requestId, { customer: () => toCustomer(email, customerDeclinedMail(brand, answer)) });
}

/** booking.request.expired.v1: the customer is told nobody answered in time; a capped copy. */
function expiredPlan({ message, brand, at, opener, toCustomer }: PlanContext): Planned {
  const payload = parse(bookingRequestExpired, message);
  checkRental(BOOKING_REQUEST_EXPIRED, payload);
  const { email, details } = openRequest(payload, opener(payload.requestId), at);
  return aboutRequest(
    payload.requestId,
    { customer: () => toCustomer(email, customerExpiredMail(brand, details)) },
    { email, boatDay: `${payload.boatId}|${payload.startDate}` },
  );
}

/** booking.request.cancelled.v1: the customer's confirmation (capped), and the office's notice whose Reply-To is the customer. */
function cancelledPlan({ message, brand, office, at, opener, toCustomer }: PlanContext): Planned {
  const payload = parse(bookingRequestCancelled, message);
  checkRental(BOOKING_REQUEST_CANCELLED, payload);
  const { email, name, details } = openRequest(payload, opener(payload.requestId), at);
  const mails = {
    customer: () => toCustomer(email, customerCancelledMail(brand, details)),
    admin: () => ({
      ...officeCancelledMail(brand, { ...details, customer: { name, email } }),
      to: office,
      replyTo: { name, address: email },
    }),
  };
  return aboutRequest(payload.requestId, mails, { email, boatDay: `${payload.boatId}|${payload.startDate}` });
}

/** What each event sends, and how it is read. */
interface LifecycleMail {
  /** Which mail of the request it is, as the outcome events name it. */
  kind: RequestMailKind;
  /** Who is mailed: the office is told only of a withdrawal and of a waiting request. */
  recipients: Recipient[];
  /**
   * The customer mails a stranger can cause, and so the ones the sending caps cover
   * (docs/mail-limits.md#which-mails-are-capped): an expiry follows any request nobody answered, a
   * cancellation any request cancelled from its link. What the office sends on purpose (confirmed,
   * declined, a phone booking's confirmation) is never capped.
   */
  capped: boolean;
  plan: (context: PlanContext) => Planned;
}

/** The events of a rental's later life (docs/request-lifecycle.md#events), all on one queue, in the order they are bound. */
export const LIFECYCLE: Record<BookingLifecycleEventType, LifecycleMail> = {
  [BOOKING_REQUEST_CONFIRMED]: { kind: 'confirmed', recipients: ['customer'], capped: false, plan: requestConfirmedPlan },
  [BOOKING_REQUEST_DECLINED]: { kind: 'declined', recipients: ['customer'], capped: false, plan: declinedPlan },
  [BOOKING_REQUEST_EXPIRED]: { kind: 'expired', recipients: ['customer'], capped: true, plan: expiredPlan },
  [BOOKING_REQUEST_CANCELLED]: { kind: 'cancelled', recipients: ['admin', 'customer'], capped: true, plan: cancelledPlan },
  [BOOKING_REQUEST_REMINDER]: { kind: 'reminder', recipients: ['admin'], capped: false, plan: reminderPlan },
  [BOOKING_CONFIRMED]: { kind: 'confirmed', recipients: ['customer'], capped: false, plan: bookingConfirmedPlan },
};

/** The routing keys the queue is bound to. */
export const LIFECYCLE_EVENTS = Object.keys(LIFECYCLE) as BookingLifecycleEventType[];

/**
 * Reads the event and opens its sealed fields, each only as that field of this event type about
 * this request (or booking); a value moved from elsewhere, or altered, does not open, and the event
 * is then refused for good (never retried, never mailed).
 */
export function plan(message: Envelope, deps: MailDeps): Plan {
  const type = typeOf(message);
  const { brand, keyring } = deps;
  const office = { name: brand.business.name, address: deps.officeEmail };
  const context: PlanContext = {
    message,
    brand,
    office,
    at: occurredAt(message),
    opener: (subjectId) => (field, value) => keyring.open(value, lifecycleSealContext(type, field, subjectId)),
    // The address alone to the customer: a display name would put the visitor's text in front of them.
    toCustomer: (address, content) => ({ ...content, to: { name: '', address }, replyTo: office }),
  };
  try {
    return { type, ...LIFECYCLE[type].plan(context) };
  } catch (err) {
    if (err instanceof TamperedError) throw new PermanentError(`${type}: ${err.message}`);
    throw err;
  }
}
