import { PermanentError } from '@nbp/kit/bus';
import { TamperedError } from '@nbp/kit/crypto';
import type { Envelope } from '@nbp/contracts/events/envelope';
import {
  BOOKING_CANCELLED,
  BOOKING_CHANGED,
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
} from '@nbp/contracts/events/booking';
import {
  customerCancelledMail,
  customerConfirmedMail,
  customerDeclinedMail,
  customerExpiredMail,
  officeCancelledMail,
  officeExpiredMail,
  officeReminderMail,
  rentalFactsOf,
  type LifecycleDetails,
} from '../mail/templates.ts';
import type { MailDeps } from './mail-deps.ts';
import { checkRental, instant, occurredAt, parse, type Open, type Plan, type PlanContext, type Planned } from './plan-parts.ts';

import type { Recipient } from './request-mails.ts';
import type { RequestMailKind } from '@nbp/contracts/events/notification';
import { bookingCancelledPlan, bookingChangedPlan } from './booking-change-plan.ts';

export type { Plan } from './plan-parts.ts';

/**
 * A lifecycle event read (docs/request-lifecycle.md#events): its payload checked, its sealed fields
 * opened, and the mail each recipient gets composed on demand.
 */

export function isLifecycleEvent(type: string): type is BookingLifecycleEventType {
  return (LIFECYCLE_EVENTS as string[]).includes(type);
}

/** The event's type, refused for good when this queue does not know it. */
function typeOf(message: Envelope): BookingLifecycleEventType {
  if (!isLifecycleEvent(message.type)) throw new PermanentError(`unexpected event type ${message.type}`);
  return message.type;
}

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

/** booking.request.expired.v1: the customer is told nobody answered in time (a capped copy), and so is the office. */
function expiredPlan({ message, brand, office, at, opener, toCustomer }: PlanContext): Planned {
  const payload = parse(bookingRequestExpired, message);
  checkRental(BOOKING_REQUEST_EXPIRED, payload);
  const { email, name, details } = openRequest(payload, opener(payload.requestId), at);
  return aboutRequest(
    payload.requestId,
    {
      customer: () => toCustomer(email, customerExpiredMail(brand, details)),
      admin: () => ({ ...officeExpiredMail(brand, { ...details, customerName: name }), to: office, replyTo: { name, address: email } }),
    },
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
  /** Who is mailed: the office is told only of a withdrawal, of a waiting request and of a hold that lapsed. */
  recipients: Recipient[];
  /**
   * The customer mails a stranger can cause, and so the ones the sending caps cover
   * (docs/mail-limits.md#which-mails-are-capped): an expiry follows any request nobody answered, a
   * cancellation any request cancelled from its link. What the office sends on purpose (confirmed,
   * declined, a phone booking's confirmation, an office change of a booking) is never capped.
   */
  capped: boolean;
  plan: (context: PlanContext) => Planned;
}

/** The events of a rental's later life (docs/request-lifecycle.md#events), all on one queue, in the order they are bound. */
export const LIFECYCLE: Record<BookingLifecycleEventType, LifecycleMail> = {
  [BOOKING_REQUEST_CONFIRMED]: { kind: 'confirmed', recipients: ['customer'], capped: false, plan: requestConfirmedPlan },
  [BOOKING_REQUEST_DECLINED]: { kind: 'declined', recipients: ['customer'], capped: false, plan: declinedPlan },
  [BOOKING_REQUEST_EXPIRED]: { kind: 'expired', recipients: ['customer', 'admin'], capped: true, plan: expiredPlan },
  [BOOKING_REQUEST_CANCELLED]: { kind: 'cancelled', recipients: ['admin', 'customer'], capped: true, plan: cancelledPlan },
  [BOOKING_REQUEST_REMINDER]: { kind: 'reminder', recipients: ['admin'], capped: false, plan: reminderPlan },
  [BOOKING_CONFIRMED]: { kind: 'confirmed', recipients: ['customer'], capped: false, plan: bookingConfirmedPlan },
  [BOOKING_CHANGED]: { kind: 'changed', recipients: ['customer'], capped: false, plan: bookingChangedPlan },
  [BOOKING_CANCELLED]: { kind: 'cancelled', recipients: ['customer'], capped: false, plan: bookingCancelledPlan },
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
