import { mailText, type MailWordKey } from '@nbp/contracts/mail-words';
import { oneLine } from '../format.ts';
import type { CalendarStatus } from '../ics.ts';
import { MailContent, MailBrand, BookingChangeDetails, BookingState } from './types.ts';
import { Words, wordsFor } from './words.ts';
import { Row, calendarOf, heading, htmlRows, linkHtml, linkText, paragraph, privateLinkLine, rentalRows, textRows } from './layout.ts';
import { callout, customerMail, rentalSummary } from './frames.ts';
import { withdrawalMail } from './withdrawal.ts';

/** The mails' catalogue in the customer's language (docs/languages.md#the-catalogue). */
const sayer =
  (w: Words) =>
  (key: MailWordKey, values?: Record<string, string>): string =>
    mailText(w.language, key, values);

const STATE_KEYS: Record<BookingState, MailWordKey> = {
  pending: 'state.pending',
  confirmed: 'state.confirmed',
  cancelled: 'state.cancelled',
};

/** One row per field the office changed: 'Date: prima …, ora …'. */
function changeRows(change: BookingChangeDetails, w: Words): Row[] {
  const say = sayer(w);
  const fromTo = (before: string, after: string) => say('change.fromTo', { before, after });
  const { before } = change;
  const rows: Record<BookingChangeDetails['changed'][number], Row> = {
    days: [w.dates, fromTo(w.dateRange(before.startDate, before.endDate), w.dateRange(change.startDate, change.endDate))],
    boat: [w.boat, fromTo(before.boatName, change.boatName)],
    price: [w.totalPrice, fromTo(w.euro(before.totalPrice), w.euro(change.totalPrice))],
    status: [say('state'), fromTo(say(STATE_KEYS[before.status]), say(STATE_KEYS[change.status]))],
  };
  return change.changed.map((field) => rows[field]);
}

/** The booking as it is now: number, rental, state, pick-up and return in Patti's time. */
function nowRows(change: BookingChangeDetails, w: Words): Row[] {
  const say = sayer(w);
  return [
    [say('booking'), say('booking.number', { id: String(change.bookingId) })],
    ...rentalRows(change, w),
    [say('state'), say(STATE_KEYS[change.status])],
    [say('pickUp'), say('pickUp.at', { date: w.date(change.startDate), time: change.checkInTime })],
    [say('return'), say('return.by', { date: w.date(change.endDate), time: change.checkOutTime })],
  ];
}

/**
 * To the customer, in their language: the office changed their booking's days, boat, price or
 * state. What changed (before and now), the booking as it is now, the private page when the booking
 * came from a request, and the calendar file updating their entry: same UID, the next SEQUENCE,
 * CONFIRMED (TENTATIVE while the booking waits for confirmation) (docs/request-lifecycle.md#office-changes).
 */
export function customerBookingChangedMail(brand: MailBrand, change: BookingChangeDetails): MailContent {
  const { business } = brand;
  const w = wordsFor(change.language);
  const say = sayer(w);
  const subject = oneLine(say('change.subject', { boat: change.boatName, business: business.name }));
  const intro = say('change.intro', { booking: String(change.bookingId), boat: change.boatName });
  const changes = changeRows(change, w);
  const summary = rentalSummary(w, {
    title: say('change.summary'),
    rows: nowRows(change, w),
    deposit: w.euro(change.deposit),
    boarding: [[w.boardingPoint, `${business.boardingPoint} – ${business.address}`]],
  });
  const privateLink = change.accessToken ? privateLinkLine(brand, change.accessToken, say('change.privateLink'), w) : null;
  const status: CalendarStatus = change.status === 'pending' ? 'tentative' : 'confirmed';
  const description = say('change.calendarDescription', {
    booking: String(change.bookingId),
    state: say(STATE_KEYS[change.status]),
    checkIn: change.checkInTime,
    checkOut: change.checkOutTime,
    boarding: business.boardingPoint,
    phone: business.phone,
    email: business.email,
  });
  const ics = calendarOf(brand, change, status, description, w, status === 'confirmed' ? change : undefined);
  const what = say('change.what');
  return customerMail(brand, w, {
    subject,
    text: [
      intro,
      '',
      what,
      textRows(changes),
      ...summary.text,
      ...(privateLink ? ['', linkText(privateLink)] : []),
      '',
      say('change.question'),
    ],
    html: [
      callout(intro, 'info'),
      heading(what),
      htmlRows(changes),
      ...summary.html,
      ...(privateLink ? [linkHtml(privateLink)] : []),
      paragraph(say('change.question')),
    ],
    note: say('change.calendarNote'),
    calendar: { status, content: ics },
  });
}

/**
 * To the customer, in their language: the office cancelled their booking; the calendar entry is
 * withdrawn (METHOD:CANCEL, the next SEQUENCE) (docs/request-lifecycle.md#office-changes).
 */
export function customerBookingCancelledMail(brand: MailBrand, change: BookingChangeDetails): MailContent {
  const w = wordsFor(change.language);
  const say = sayer(w);
  const contact = say('cancel.contact');
  return withdrawalMail(brand, change, w, {
    subject: oneLine(say('cancel.subject', { boat: change.boatName, business: brand.business.name })),
    intro: say('cancel.intro', {
      booking: String(change.bookingId),
      boat: change.boatName,
      dates: w.datesInSentence(change.startDate, change.endDate),
    }),
    text: ['', contact],
    html: [paragraph(contact)],
    calendarNote: say('cancel.calendarNote'),
  });
}
