/** What the mail templates take and give (docs/languages.md#mails). */
import type { Business } from '@nbp/contracts/business';
import type { Language } from '@nbp/contracts/language';
import type { BookingChangeField, RequestAlternative } from '@nbp/contracts/events/booking';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** What every template needs to know about the sender. */
export interface MailBrand {
  business: Business;
  /** The site's address, for links (no trailing slash needed). */
  publicUrl: string;
}

export interface BookingRequestDetails extends RentalFacts {
  requestId: number;
  deposit: string;
  customer: { name: string; email: string; phone: string };
  notes: string | null;
  /** When the request was received (the event's time), so every retry writes the same mail. */
  receivedAt: Date;
  /** Until when the days are held for it; null in events from before holds. */
  holdUntil: Date | null;
  /** The customer's private link token (docs/request-lifecycle.md#the-customers-link); null in events from before it. */
  accessToken: string | null;
  /** The language the request was sent in: the customer's mail is in it (docs/languages.md). */
  language: Language;
  /**
   * false: the request holds no days until the office answers, because the boat's unanswered
   * requests already hold their share (docs/request-lifecycle.md#hoarding); both mails say so.
   */
  holdsDays: boolean;
}

/** What every mail about a rental's later life says about it: our own data, nothing the visitor typed. */
export interface RentalFacts {
  boatId: number;
  boatName: string;
  startDate: string;
  endDate: string;
  days: number;
  totalPrice: string;
}

/** The rental's facts of an event's payload, and nothing else of it. */
export const rentalFactsOf = ({ boatId, boatName, startDate, endDate, days, totalPrice }: RentalFacts): RentalFacts => ({
  boatId,
  boatName,
  startDate,
  endDate,
  days,
  totalPrice,
});

export interface LifecycleDetails extends RentalFacts {
  /** The rental whose calendar entry the mail updates: a request, or a phone booking. */
  rental: { kind: 'request' | 'booking'; id: number };
  /** The customer's private link token; null for a phone booking, which has no page. */
  accessToken: string | null;
  /** The calendar entry's version (higher than the received file's 0). */
  sequence: number;
  /** When the event happened: the calendar file's DTSTAMP, so every retry writes the same file. */
  occurredAt: Date;
  /** The customer's language (docs/languages.md); the office's copy is Italian whatever it says. */
  language: Language;
}

export interface ConfirmedDetails extends LifecycleDetails {
  bookingId: number;
  deposit: string;
  /** "HH:MM", Europe/Rome. */
  checkInTime: string;
  checkOutTime: string;
}

/** A booking's state as the customer's mails name it. */
export type BookingState = 'pending' | 'confirmed' | 'cancelled';

/**
 * The office changed or cancelled a booking (booking.changed.v1, booking.cancelled.v1): the booking
 * as it is now, what it was, and what changed (docs/request-lifecycle.md#office-changes).
 */
export interface BookingChangeDetails extends ConfirmedDetails {
  status: BookingState;
  changed: BookingChangeField[];
  before: Omit<RentalFacts, 'days'> & { status: BookingState };
}

/** The office's notice of a hold that lapsed unanswered (booking.request.expired.v1). */
export interface ExpiredOfficeDetails extends LifecycleDetails {
  customerName: string;
}

export interface DeclinedDetails extends LifecycleDetails {
  /** Written by the office, not by the visitor. */
  reason: string | null;
  alternatives: RequestAlternative[];
}

/** The office's copy of a withdrawn request: who withdrew it, to answer them. */
export interface CancelledOfficeDetails extends LifecycleDetails {
  customer: { name: string; email: string };
}

/** The office's reminder of a waiting request (no days count: it quotes the dates). */
export interface ReminderDetails extends Omit<RentalFacts, 'days'> {
  requestId: number;
  customerName: string;
  holdUntil: Date;
}

export interface ContactDetails {
  contactId: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  receivedAt: Date;
}

/** A conflict between an imported calendar and a booking or hold made here (calendar.conflict.v1). */
export interface CalendarConflictDetails {
  conflictId: number;
  feedName: string;
  boatId: number;
  boatName: string;
  startDate: string;
  endDate: string;
  bookingId: number | null;
  requestId: number | null;
}

/** A feed with no good read for the quiet period (calendar.feed.stale.v1). */
export interface StaleFeedDetails {
  feedId: number;
  feedName: string;
  boatId: number;
  boatName: string;
  lastSuccessAt: Date | null;
  quietMinutes: number;
  lastError: string | null;
}

/** The pending caps refused more requests than usual (booking.request.hoarding.v1). */
export interface HoardingAlarmDetails {
  refused: number;
  windowMinutes: number;
  since: Date;
}
