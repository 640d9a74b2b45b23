/**
 * The iCalendar file (RFC 5545) each mail about a rental carries (docs/request-lifecycle.md#calendar-files).
 * One rental keeps one UID for its whole life and every later file has a higher SEQUENCE, so calendar
 * programs update the entry they already have instead of adding a second one.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { addDays, ROME } from '@nbp/contracts/days';
import type { Language } from '@nbp/contracts/language';

/** The zone the boats go out in: the confirmed entry's times are wall-clock times of Patti. */
export const RENTAL_TIME_ZONE = ROME;

/** Names the software that made the file; fixed, whatever the business calls itself. */
const PRODUCT_ID = { company: 'Alacaluf Charter', product: 'Prenotazioni', language: 'IT' };

/**
 * tentative: a request waiting for the office (whole days); confirmed: a booking, from check-in on
 * the first day to check-out on the last; cancelled: the entry withdrawn (whole days, as received).
 */
export type CalendarStatus = 'tentative' | 'confirmed' | 'cancelled';

export interface CalendarEvent {
  uid: string;
  /** 0 for the received mail's file; higher for every later file of the same rental. */
  sequence: number;
  status: CalendarStatus;
  /** When the event behind the mail happened: every retry of the mail builds the same file. */
  stamp: Date;
  startDate: string;
  endDate: string;
  /** "HH:MM" in Europe/Rome; used by the confirmed file only. */
  checkInTime?: string;
  checkOutTime?: string;
  summary: string;
  location: string;
  description?: string;
  /** The office: a cancellation (METHOD:CANCEL) names who cancels. */
  organizer: { name: string; email: string };
  /** The language of the summary and description (docs/languages.md), named in PRODID; Italian by default. */
  language?: Language;
}

/** The one UID of a rental, shared with the booking service's exported feeds. */
export { rentalUid } from '@nbp/contracts/http/calendars';

/** The MIME type of the attachment: the method inside the file is repeated in the header (RFC 6047). */
export function calendarContentType(status: CalendarStatus): string {
  return `text/calendar; charset=utf-8; method=${status === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`;
}

export function buildIcs(event: CalendarEvent): string {
  const calendar = ical({
    prodId: { ...PRODUCT_ID, language: (event.language ?? 'it').toUpperCase() },
    method: event.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone (it would write DTSTAMP in local time); the generator adds the
    // VTIMEZONE of each zone an event names, i.e. Europe/Rome for the confirmed file only.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const timed = event.status === 'confirmed';
  calendar.createEvent({
    // ical-generator writes the UID as given: only characters a UID of ours can hold go through.
    id: event.uid.replace(/[^\w.@-]/g, ''),
    sequence: event.sequence,
    stamp: event.stamp,
    ...(timed
      ? {
          // Wall-clock strings without a zone, written as they are with TZID=Europe/Rome (the
          // library reads them back with the same local clock they were parsed with).
          start: `${event.startDate}T${event.checkInTime ?? '09:00'}:00`,
          end: `${event.endDate}T${event.checkOutTime ?? '18:00'}:00`,
          timezone: RENTAL_TIME_ZONE,
        }
      : // Whole days: DTEND is exclusive for dates, so the day after the last.
        { start: event.startDate, end: addDays(event.endDate, 1), allDay: true }),
    status: { tentative: ICalEventStatus.TENTATIVE, confirmed: ICalEventStatus.CONFIRMED, cancelled: ICalEventStatus.CANCELLED }[
      event.status
    ],
    summary: event.summary,
    location: event.location,
    description: event.description ?? null,
    organizer: { name: event.organizer.name, email: event.organizer.email },
  });
  return calendar.toString() + '\r\n';
}
