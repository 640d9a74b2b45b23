import {
  BOOKING_CANCELLED,
  BOOKING_CHANGED,
  bookingChanged,
  type BookingChanged,
  type BookingLifecycleEventType,
} from '@nbp/contracts/events/booking';
import {
  customerBookingCancelledMail,
  customerBookingChangedMail,
  rentalFactsOf,
  type BookingChangeDetails,
  type MailBrand,
  type MailContent,
} from '../mail/templates.ts';
import { checkRental, parse, type PlanContext, type Planned } from './plan-parts.ts';

/**
 * The customer's mails of an office change to a booking (docs/request-lifecycle.md#office-changes):
 * booking.changed.v1 ("modified", the calendar entry updated) and booking.cancelled.v1
 * ("cancelled", the entry withdrawn). Each is about the booking: no outcome is published to booking.
 */

/** The event read, its sealed fields opened as this event's about this booking, and the mail composed on demand. */
function changePlan(
  type: BookingLifecycleEventType,
  mail: (brand: MailBrand, change: BookingChangeDetails) => MailContent,
): (context: PlanContext) => Planned {
  return ({ message, brand, at, opener, toCustomer }) => {
    const payload: BookingChanged = parse(bookingChanged, message);
    checkRental(type, payload, [payload.checkInTime, payload.checkOutTime]);
    checkRental(type, payload.before);
    const open = opener(payload.bookingId);
    const email = open('customerEmail', payload.customerEmail);
    // Opened too, though the mail quotes nothing they typed: a tampered event is refused as a whole.
    open('customerName', payload.customerName);
    const fromRequest = payload.requestId !== null;
    const change: BookingChangeDetails = {
      ...rentalFactsOf(payload),
      // A booking confirmed from a request keeps the request's calendar entry; a phone booking has its own.
      rental: fromRequest ? { kind: 'request', id: payload.requestId! } : { kind: 'booking', id: payload.bookingId },
      accessToken: fromRequest && payload.accessToken !== null ? open('accessToken', payload.accessToken) : null,
      sequence: payload.sequence,
      occurredAt: at,
      language: payload.language,
      bookingId: payload.bookingId,
      deposit: payload.deposit,
      checkInTime: payload.checkInTime,
      checkOutTime: payload.checkOutTime,
      status: payload.status,
      changed: payload.changed,
      before: payload.before,
    };
    return { requestId: null, bookingId: payload.bookingId, mails: { customer: () => toCustomer(email, mail(brand, change)) } };
  };
}

export const bookingChangedPlan = changePlan(BOOKING_CHANGED, customerBookingChangedMail);
export const bookingCancelledPlan = changePlan(BOOKING_CANCELLED, customerBookingCancelledMail);
