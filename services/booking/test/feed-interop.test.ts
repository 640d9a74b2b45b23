import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { calendarFeedInput, defaultCloses, type FeedCloses } from '@nbp/contracts/http/calendars';
import { addDays, eachDay } from '@nbp/contracts/days';
import { FEED_ERRORS, readFeedDetails, type FeedRead, type ImportedRange } from '../src/domain/ics-ranges.ts';
import { httpsForWebcal, urlRefusal } from '../src/clients/feed-fetch.ts';
import { closesOf } from '../src/use-cases/calendar-poll.ts';

// Feeds written the way the marketplaces and calendar apps export them (tests/fixtures/feeds, each
// .ics with the days it must close in its .json), read as their writers meant them
// (docs/calendars.md#import-the-marketplaces-feeds).

const FEEDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/fixtures/feeds');
interface Expected {
  today: string;
  marketplace: 'airbnb' | 'booking' | null;
  defaultCloses: FeedCloses;
  closes: Record<FeedCloses, [string, string][]>;
  skipped: string[];
}
const feed = (name: string) => readFileSync(path.join(FEEDS, `${name}.ics`), 'utf8');
const expected = (name: string) => JSON.parse(readFileSync(path.join(FEEDS, `${name}.json`), 'utf8')) as Expected;
const limits = (today: string) => ({ maxEvents: 10_000, maxOccurrences: 1000, horizonDays: 730, today });

/** The closed days of some ranges as runs of consecutive days, both ends included. */
function runs(ranges: ImportedRange[]): [string, string][] {
  const days = [...new Set(ranges.flatMap((r) => eachDay(r)))].sort();
  const out: [string, string][] = [];
  for (const day of days) {
    const last = out.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else out.push([day, day]);
  }
  return out;
}
const closedBy = (read: FeedRead, closes: FeedCloses) =>
  runs(closes === 'all' ? [...read.reservations, ...read.blocks] : read.reservations);

describe.each(['airbnb', 'booking-com', 'google', 'outlook', 'sloppy-marketplace'])('the %s feed', (name) => {
  it('closes the days its .json lists, for each setting, and recognises its marketplace', async () => {
    const want = expected(name);
    const read = await readFeedDetails(feed(name), limits(want.today));
    expect(closedBy(read, 'reservations')).toEqual(want.closes.reservations);
    expect(closedBy(read, 'all')).toEqual(want.closes.all);
    expect(read.marketplace).toBe(want.marketplace);
    expect(defaultCloses(read.marketplace)).toBe(want.defaultCloses);
    expect(read.skipped.map((s) => s.uid)).toEqual(want.skipped);
  });
});

describe('reading feeds as their writers meant them', () => {
  const today = '2028-09-01';
  const calendar = (...lines: string[]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feed//IT', ...lines, 'END:VCALENDAR', ''].join('\r\n');
  const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20280801T000000Z', ...lines, 'END:VEVENT'];

  it('(a) skips an event it cannot read, lists it with its UID, summary and reason, and imports the rest', async () => {
    const read = await readFeedDetails(
      calendar(
        ...event('UID:good-1', 'DTSTART;VALUE=DATE:20280910', 'DTEND;VALUE=DATE:20280912', 'SUMMARY:Prenotato'),
        ...event('UID:broken-date', 'DTSTART:2028-09-3x', 'SUMMARY:Data rotta'),
        ...event('UID:no-start', 'SUMMARY:Senza data'),
        ...event('UID:good-2', 'DTSTART;VALUE=DATE:20280920', 'DTEND;VALUE=DATE:20280921', 'SUMMARY:Prenotato'),
      ),
      limits(today),
    );
    expect(read.reservations).toEqual([
      { uid: 'good-1', startDate: '2028-09-10', endDate: '2028-09-11' },
      { uid: 'good-2', startDate: '2028-09-20', endDate: '2028-09-20' },
    ]);
    expect(read.skipped).toEqual([
      { uid: 'broken-date', summary: 'Data rotta', reason: FEED_ERRORS.skippedUnreadable },
      { uid: 'no-start', summary: 'Senza data', reason: FEED_ERRORS.skippedNoStart },
    ]);
  });

  it('(b) reads DTSTART:20280914 without VALUE=DATE as a date, all day', async () => {
    const read = await readFeedDetails(calendar(...event('UID:sloppy', 'DTSTART:20280914', 'DTEND:20280916')), limits(today));
    expect(read.skipped).toEqual([]);
    expect(read.reservations).toEqual([{ uid: 'sloppy', startDate: '2028-09-14', endDate: '2028-09-15' }]);
  });

  it("(c) tells Airbnb's and Booking.com's 'not available' blocks from reservations; the default is the marketplace's", async () => {
    const read = await readFeedDetails(
      calendar(
        ...event('UID:r', 'DTSTART;VALUE=DATE:20280910', 'DTEND;VALUE=DATE:20280911', 'SUMMARY:Reserved'),
        ...event('UID:a', 'DTSTART;VALUE=DATE:20281001', 'DTEND;VALUE=DATE:20290701', 'SUMMARY:Airbnb (Not available)'),
        ...event('UID:b', 'DTSTART;VALUE=DATE:20280920', 'DTEND;VALUE=DATE:20280921', 'SUMMARY:CLOSED - Not available'),
      ),
      limits(today),
    );
    expect(read.reservations.map((r) => r.uid)).toEqual(['r']);
    expect(read.blocks.map((r) => r.uid)).toEqual(['a', 'b']);
    // By the URL's host first, the PRODID next; the office's choice over both.
    expect(closesOf({ closes: null, marketplace: null }, 'https://www.airbnb.it/calendar/ical/123.ics?s=x')).toBe('reservations');
    expect(closesOf({ closes: null, marketplace: 'airbnb' }, 'https://feeds.example/123.ics')).toBe('reservations');
    expect(closesOf({ closes: null, marketplace: null }, 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=x')).toBe('all');
    expect(closesOf({ closes: null, marketplace: null }, 'https://www.samboat.it/ical/1.ics')).toBe('all');
    expect(closesOf({ closes: 'all', marketplace: 'airbnb' }, 'webcal://www.airbnb.it/calendar/ical/123.ics')).toBe('all');
  });

  it('(e) reads a Windows zone name without VTIMEZONE in its IANA zone', async () => {
    const read = await readFeedDetails(
      calendar(
        ...event('UID:london', 'DTSTART;TZID=GMT Standard Time:20280920T233000', 'DTEND;TZID=GMT Standard Time:20280920T235900'),
        ...event('UID:tokyo', 'DTSTART;TZID="Tokyo Standard Time":20281010T080000', 'DTEND;TZID="Tokyo Standard Time":20281010T090000'),
      ),
      limits(today),
    );
    // 23:30 in London (summer) is 00:30 the next day in Patti; 08:00 in Tokyo is 01:00 the same day.
    expect(read.reservations).toEqual([
      { uid: 'london', startDate: '2028-09-21', endDate: '2028-09-21' },
      { uid: 'tokyo', startDate: '2028-10-10', endDate: '2028-10-10' },
    ]);
  });

  it('(g) closes one day for an all-day block written as UTC midnights', async () => {
    const read = await readFeedDetails(
      calendar(
        ...event('UID:one', 'DTSTART:20280914T000000Z', 'DTEND:20280915T000000Z'),
        ...event('UID:three', 'DTSTART:20281001T000000Z', 'DTEND:20281004T000000Z'),
      ),
      limits(today),
    );
    expect(read.reservations).toEqual([
      { uid: 'one', startDate: '2028-09-14', endDate: '2028-09-14' },
      { uid: 'three', startDate: '2028-10-01', endDate: '2028-10-03' },
    ]);
  });
});

describe('(f) webcal addresses', () => {
  it('are accepted by the form and read as https, the address checks applying as to any other', async () => {
    expect(calendarFeedInput.safeParse({ name: 'Airbnb', url: 'webcal://www.airbnb.it/calendar/ical/1.ics?s=x' }).success).toBe(true);
    expect(calendarFeedInput.safeParse({ name: 'iCloud', url: 'webcals://p01-caldav.icloud.com/published/2/x' }).success).toBe(true);
    expect(calendarFeedInput.safeParse({ name: 'FTP', url: 'ftp://example.com/x.ics' }).success).toBe(false);
    expect(httpsForWebcal('webcal://www.airbnb.it/calendar/ical/1.ics')).toBe('https://www.airbnb.it/calendar/ical/1.ics');
    expect(httpsForWebcal('WEBCALS://example.com/a.ics')).toBe('https://example.com/a.ics');
    const rules = { allowPrivate: false, ownPorts: new Set([3000]) };
    expect(await urlRefusal('webcal://127.0.0.1/feed.ics', rules)).toBe('calendar_feed_url_private');
    expect(await urlRefusal('webcal://169.254.169.254/latest', { ...rules, allowPrivate: true })).toBe('calendar_feed_url_private');
    expect(await urlRefusal('webcal://127.0.0.1:3000/feed.ics', { ...rules, allowPrivate: true })).toBe('calendar_feed_url_private');
    expect(await urlRefusal('webcal://127.0.0.1:8999/feed.ics', { ...rules, allowPrivate: true })).toBeNull();
  });
});
