import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { buildIcs, calendarContentType, rentalUid, type CalendarEvent } from './ics.ts';

const event: CalendarEvent = {
  uid: 'request-42@alacaluf-charter.example',
  sequence: 0,
  status: 'tentative',
  stamp: new Date('2026-11-22T09:05:07.123Z'),
  startDate: '2027-06-12',
  endDate: '2027-06-14',
  summary: 'Noleggio Eolo 6.40, Alacaluf I; 3 giorni',
  location: 'Via Papa Pio XII, 98066 Patti (ME)',
  description: 'Riga uno\nRiga due',
  organizer: { name: 'Alacaluf Charter', email: 'info@alacaluf-charter.example' },
};

/** The file as a calendar program reads it: the calendar and its one event. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const vevent = vevents[0]!;
  const time = (name: string) => vevent.getFirstPropertyValue(name) as ICAL.Time;
  return {
    calendar,
    vevent,
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    start: time('dtstart'),
    end: time('dtend'),
    stamp: time('dtstamp'),
  };
}

describe('buildIcs', () => {
  const received = buildIcs(event);

  it('uses CRLF line endings only, and ends with one', () => {
    expect(received.endsWith('\r\n')).toBe(true);
    expect(received.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('the received file: one tentative all-day event, SEQUENCE 0, from the first day to the day after the last, published', () => {
    const file = parse(received);
    expect(file.calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(file.calendar.getFirstPropertyValue('prodid')).toBe('-//Alacaluf Charter//Prenotazioni//IT');
    expect(file.method).toBe('PUBLISH');
    expect(file.uid).toBe('request-42@alacaluf-charter.example');
    expect(file.sequence).toBe(0);
    expect(file.status).toBe('TENTATIVE');
    expect(file.start.isDate).toBe(true);
    expect(file.end.isDate).toBe(true);
    expect(file.start.toString()).toBe('2027-06-12');
    expect(file.end.toString()).toBe('2027-06-15');
    expect(file.calendar.getAllSubcomponents('vtimezone')).toHaveLength(0);
  });

  it('takes DTSTAMP from the event, in UTC, so every retry builds the same file', () => {
    const file = parse(received);
    expect(file.stamp.zone?.tzid).toBe('UTC');
    expect(file.stamp.toJSDate().toISOString()).toBe('2026-11-22T09:05:07.000Z');
    expect(buildIcs(event)).toBe(received);
  });

  it('crosses month and year ends for the exclusive end date', () => {
    expect(parse(buildIcs({ ...event, startDate: '2027-12-31', endDate: '2027-12-31' })).end.toString()).toBe('2028-01-01');
    expect(parse(buildIcs({ ...event, startDate: '2028-02-28', endDate: '2028-02-29' })).end.toString()).toBe('2028-03-01');
  });

  it('carries SUMMARY, LOCATION and DESCRIPTION as given, escaped on the way', () => {
    const { vevent } = parse(received);
    expect(vevent.getFirstPropertyValue('summary')).toBe('Noleggio Eolo 6.40, Alacaluf I; 3 giorni');
    expect(vevent.getFirstPropertyValue('location')).toBe('Via Papa Pio XII, 98066 Patti (ME)');
    expect(vevent.getFirstPropertyValue('description')).toBe('Riga uno\nRiga due');
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:info@alacaluf-charter.example');
  });

  it('the confirmed file: same UID, higher SEQUENCE, CONFIRMED, check-in to check-out in Europe/Rome with its VTIMEZONE', () => {
    const file = parse(buildIcs({ ...event, sequence: 1, status: 'confirmed', checkInTime: '09:30', checkOutTime: '18:00' }));
    expect(file.method).toBe('PUBLISH');
    expect(file.uid).toBe(parse(received).uid);
    expect(file.sequence).toBeGreaterThan(Number(parse(received).sequence));
    expect(file.status).toBe('CONFIRMED');
    expect(file.start.isDate).toBe(false);
    expect(file.vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Rome');
    expect(file.vevent.getFirstProperty('dtend')!.getParameter('tzid')).toBe('Europe/Rome');
    expect(file.start.toString()).toBe('2027-06-12T09:30:00');
    expect(file.end.toString()).toBe('2027-06-14T18:00:00');
    const zones = file.calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Rome']);
    // With the VTIMEZONE, the times resolve to the right instants: summer time in June (UTC+2).
    const zone = new ICAL.Timezone(zones[0]!);
    const start = file.start.clone();
    start.zone = zone;
    expect(start.toJSDate().toISOString()).toBe('2027-06-12T07:30:00.000Z');
    const winter = parse(buildIcs({ ...event, sequence: 1, status: 'confirmed', startDate: '2027-01-10', endDate: '2027-01-10' }));
    const winterStart = winter.start.clone();
    winterStart.zone = zone;
    expect(winterStart.toJSDate().toISOString()).toBe('2027-01-10T08:00:00.000Z');
  });

  it('a cancellation: METHOD:CANCEL, STATUS:CANCELLED, same UID and days, higher SEQUENCE', () => {
    const ics = buildIcs({ ...event, sequence: 2, status: 'cancelled' });
    const file = parse(ics);
    expect(file.method).toBe('CANCEL');
    expect(file.status).toBe('CANCELLED');
    expect(file.uid).toBe('request-42@alacaluf-charter.example');
    expect(file.sequence).toBe(2);
    expect(file.start.toString()).toBe('2027-06-12');
    expect(file.end.toString()).toBe('2027-06-15');
    expect(calendarContentType('cancelled')).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(calendarContentType('confirmed')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
  });

  it('keeps a hostile UID or summary from adding properties', () => {
    const hostile = parse(buildIcs({ ...event, uid: 'x\r\nATTENDEE:mailto:a@b.c', summary: 'a\r\nATTENDEE:mailto:evil@example.com' }));
    expect(hostile.vevent.getAllProperties('attendee')).toHaveLength(0);
    expect(hostile.vevent.getFirstPropertyValue('summary')).toBe('a\nATTENDEE:mailto:evil@example.com');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = buildIcs({ ...event, description: 'è'.repeat(100) });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(parse(ics).vevent.getFirstPropertyValue('description')).toBe('è'.repeat(100));
  });
});

describe('rentalUid', () => {
  it('is request-<id> or booking-<id> at the domain of the site', () => {
    expect(rentalUid('request', 42, 'https://alacaluf-charter.example/')).toBe('request-42@alacaluf-charter.example');
    expect(rentalUid('booking', 7, 'http://localhost:8080')).toBe('booking-7@localhost');
    expect(rentalUid('request', 1, 'non un indirizzo')).toBe('request-1@alacaluf-charter.example');
  });
});
