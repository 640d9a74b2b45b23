import { describe, expect, it } from 'vitest';
import { FEED_ERRORS, readFeed, readFeedDetails, type ImportedRange } from '../src/domain/ics-ranges.ts';
import { addDays } from '@nbp/contracts/days';
import { fillDays, fixture, icsFrom } from './calendar-feeds.ts';

// Reading an imported feed into Patti days (docs/calendars.md#import-the-marketplaces-feeds), on
// the real fixture files, at fixed dates: one in summer time and one in winter time.

const limits = { maxEvents: 10_000, maxOccurrences: 1000, horizonDays: 730 };
const days = (today: string, from: number, to: number) => ({ startDate: addDays(today, from), endDate: addDays(today, to) });
const byStart = (ranges: ImportedRange[]) =>
  [...ranges].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.uid.localeCompare(b.uid));

describe.each(['2027-06-01', '2027-11-20'])('reading feeds on %s', (today) => {
  it('a marketplace feed: all-day events, end exclusive, past ones left out, no summary kept', async () => {
    const ranges = await readFeed(fixture('marketplace.ics', today), { ...limits, today });
    expect(byStart(ranges)).toEqual([
      { uid: '7f3c2a9e-booking-88121@samboat.example', ...days(today, 10, 12) },
      { uid: '7f3c2a9e-blocked-88200@samboat.example', ...days(today, 15, 15) },
    ]);
  });

  it('a Google feed: TZID with its VTIMEZONE, RRULE with EXDATE and a moved occurrence, UTC, midnight, free and cancelled left out', async () => {
    const ranges = await readFeed(fixture('google.ics', today), { ...limits, today });
    const weekly = '4kq9s0v1lmr2c5v8d7e6f5g4h3@google.com';
    expect(byStart(ranges)).toEqual([
      { uid: weekly, ...days(today, 20, 20) },
      // 27 is an EXDATE; 34 was moved to 35 (RECURRENCE-ID).
      { uid: weekly, ...days(today, 35, 35) },
      { uid: weekly, ...days(today, 41, 41) },
      // 23:30 to 01:30 touches both days.
      { uid: 'night-crossing@google.com', ...days(today, 50, 51) },
      // 23:30 UTC is already the next day in Patti, summer or winter.
      { uid: 'utc-late@google.com', ...days(today, 61, 61) },
      // Ending exactly at midnight does not touch the next day.
      { uid: 'until-midnight@google.com', ...days(today, 70, 70) },
    ]);
  });
});

describe('the window and the limits', () => {
  const today = '2027-06-01';

  it('keeps a range that ended yesterday, drops older ones and ones past the horizon', async () => {
    const text = icsFrom(
      today,
      ['UID:yesterday', 'DTSTART;VALUE=DATE:{{D-3}}', 'DTEND;VALUE=DATE:{{D+0}}'],
      ['UID:older', 'DTSTART;VALUE=DATE:{{D-5}}', 'DTEND;VALUE=DATE:{{D-1}}'],
      ['UID:far', 'DTSTART;VALUE=DATE:{{D+40}}', 'DTEND;VALUE=DATE:{{D+41}}'],
    );
    const ranges = await readFeed(text, { ...limits, horizonDays: 30, today });
    expect(ranges).toEqual([{ uid: 'yesterday', ...days(today, -3, -1) }]);
  });

  it('expands an endless daily rule up to the horizon only', async () => {
    const text = icsFrom(today, ['UID:daily', 'DTSTART;VALUE=DATE:{{D-400}}', 'DTEND;VALUE=DATE:{{D-399}}', 'RRULE:FREQ=DAILY']);
    const ranges = await readFeed(text, { ...limits, horizonDays: 30, today });
    expect(ranges[0]).toEqual({ uid: 'daily', ...days(today, -1, -1) });
    expect(ranges.at(-1)).toEqual({ uid: 'daily', ...days(today, 30, 30) });
    expect(ranges).toHaveLength(32);
  });

  it('refuses a feed as a whole: too many occurrences of one event, too many ranges, a rule too long to walk', async () => {
    const hourly = icsFrom(today, ['UID:hourly', 'DTSTART:{{D+1}}T100000Z', 'DTEND:{{D+1}}T103000Z', 'RRULE:FREQ=HOURLY']);
    await expect(readFeed(hourly, { ...limits, today })).rejects.toThrow(FEED_ERRORS.tooManyOccurrences(1000));
    const many = icsFrom(today, ...Array.from({ length: 12 }, (_, i) => [`UID:e${i}`, `DTSTART;VALUE=DATE:{{D+${i + 1}}}`]));
    await expect(readFeed(many, { ...limits, maxEvents: 10, today })).rejects.toThrow(FEED_ERRORS.tooManyEvents(10));
    const ancient = icsFrom(today, ['UID:minutely', 'DTSTART:19900101T000000Z', 'RRULE:FREQ=MINUTELY']);
    await expect(readFeed(ancient, { ...limits, today })).rejects.toThrow(FEED_ERRORS.tooLongToExpand);
  });

  it('refuses what is not iCalendar or cannot be parsed at all, and skips an event it cannot read', async () => {
    await expect(readFeed('<html>Accedi</html>', { ...limits, today })).rejects.toThrow(FEED_ERRORS.notCalendar);
    await expect(readFeed('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2027\r\n', { ...limits, today })).rejects.toThrow(
      /Calendario non valido/,
    );
    const noStart = icsFrom(today, ['UID:no-start', 'SUMMARY:senza data']);
    // docs/calendars.md#events-that-cannot-be-read: left out and listed, the rest read.
    expect(await readFeedDetails(noStart, { ...limits, today })).toMatchObject({
      reservations: [],
      skipped: [{ uid: 'no-start', summary: 'senza data', reason: FEED_ERRORS.skippedNoStart }],
    });
  });

  it('reads a floating time and an undefined TZID on Patti’s (or the named zone’s) clock', async () => {
    const text = icsFrom(
      today,
      ['UID:floating', 'DTSTART:{{D+3}}T233000', 'DTEND:{{D+4}}T003000'],
      ['UID:new-york', 'DTSTART;TZID=America/New_York:{{D+5}}T200000', 'DTEND;TZID=America/New_York:{{D+5}}T210000'],
    );
    const ranges = await readFeed(text, { ...limits, today });
    expect(byStart(ranges)).toEqual([
      { uid: 'floating', ...days(today, 3, 4) },
      // 20:00 in New York is 02:00 the next day in Patti.
      { uid: 'new-york', ...days(today, 6, 6) },
    ]);
  });
});

describe('zone rules (docs/calendars.md#zone-rules)', () => {
  const today = '2027-06-01';
  /** A zone of its own name, UTC+5 in winter and +6 in summer, its rules from 1601 as Outlook writes them. */
  const zone = (summerRule: string) => [
    'BEGIN:VTIMEZONE',
    'TZID:Custom Zone',
    'BEGIN:STANDARD',
    'DTSTART:16011028T030000',
    'TZOFFSETFROM:+0600',
    'TZOFFSETTO:+0500',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:16010325T020000',
    'TZOFFSETFROM:+0500',
    'TZOFFSETTO:+0600',
    summerRule,
    'END:DAYLIGHT',
    'END:VTIMEZONE',
  ];
  /** A calendar of that zone and one event in it, from 03:00 to 23:00 ten days after today. */
  const withZone = (summerRule: string) =>
    fillDays(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//Zone//IT',
        ...zone(summerRule),
        'BEGIN:VEVENT',
        'UID:custom',
        'DTSTAMP:20260101T000000Z',
        'DTSTART;TZID=Custom Zone:{{D+10}}T030000',
        'DTEND;TZID=Custom Zone:{{D+10}}T230000',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
      today,
    );

  it('reads a zone of the file whose rules change twice a year from 1601', async () => {
    const text = withZone('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    // 03:00 at UTC+6 is 23:00 the day before in Patti (UTC+2 in June).
    expect(await readFeed(text, { ...limits, today })).toEqual([{ uid: 'custom', ...days(today, 9, 10) }]);
  });

  it.each(['WEEKLY', 'DAILY', 'HOURLY', 'MINUTELY', 'SECONDLY'])(
    'refuses a zone whose rule changes %s from 1601, before ical.js expands it',
    async (freq) => {
      await expect(readFeed(withZone(`RRULE:FREQ=${freq}`), { ...limits, today })).rejects.toThrow(FEED_ERRORS.zoneTooLong('Custom Zone'));
    },
  );
});
