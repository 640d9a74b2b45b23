import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, calendarFeed, type CalendarFeed } from '@nbp/contracts/http/calendars';
import { client, inDays, startBooking, type Harness } from './support.ts';
import { allDay, ics, startFeedServer, type FeedServer } from './calendar-feeds.ts';
import { fetchFeed, FETCH_ERRORS } from '../src/clients/feed-fetch.ts';
import { FEED_ERRORS } from '../src/domain/ics-ranges.ts';
import { fetchSettings } from '../src/use-cases/calendar-poll.ts';

// Hostile and failing feeds (docs/calendars.md#hostile-feeds): each failure is recorded in Italian,
// keeps the days already imported, spaces the next try, and never stops the worker; addresses that
// lead inside are refused, on add and on every read.

const POLL_SECONDS = 300;
const TIMEOUT_MS = 1000;
const MAX_BYTES = 64 * 1024;

let h: Harness;
let api: ReturnType<typeof client>;
let feeds: FeedServer;
let clock = Date.now();

beforeAll(async () => {
  h = await startBooking('calhostile', {
    CALENDAR_POLL_SECONDS: POLL_SECONDS,
    CALENDAR_FETCH_TIMEOUT_MS: TIMEOUT_MS,
    CALENDAR_MAX_BYTES: MAX_BYTES,
  });
  api = client(h);
  feeds = await startFeedServer();
});

afterAll(async () => {
  await feeds?.close();
  await h?.close();
});

async function addFeed(boatId: number, name: string, url: string): Promise<CalendarFeed> {
  const answer = await api.admin.post(`/api/admin/calendars/${boatId}/feeds`, { name, url });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return calendarFeed.parse(answer.body);
}

const free = async (boatId: number, day: number) =>
  (await api.get(`/api/simple-boat-availability?boatId=${boatId}&startDate=${inDays(day)}&endDate=${inDays(day)}`)).body
    .available as boolean;

async function feedRow(id: number) {
  const { rows } = await h.sql.query(
    'select last_error, consecutive_failures, next_poll_at, last_success_at, event_count from booking.calendar_feeds where id = $1',
    [id],
  );
  return rows[0] as {
    last_error: string | null;
    consecutive_failures: number;
    next_poll_at: Date;
    last_success_at: Date | null;
    event_count: number;
  };
}

/** A worker pass at the moment the feed is next due, its clock returned. */
async function pollWhenDue(id: number): Promise<number> {
  clock = Math.max(clock + 1000, (await feedRow(id)).next_poll_at.getTime());
  await h.pollCalendars(new Date(clock));
  return clock;
}

describe('a feed that fails and comes back', () => {
  it('keeps its days through every kind of failure, waits longer each time, and takes the new days when it is back', async () => {
    feeds.serve('/flaky.ics', { body: ics(allDay('kept', 20, 21)) });
    const feed = await addFeed(1, 'Instabile', `${feeds.url}/flaky.ics`);
    expect(feed.eventCount).toBe(1);

    const hourly = ics(['UID:endless', 'DTSTART:{{D+5}}T080000Z', 'DTEND:{{D+5}}T090000Z', 'RRULE:FREQ=HOURLY']);
    const failures: [string, Parameters<FeedServer['serve']>[1], string][] = [
      ['a server error', { status: 500, body: 'Internal Server Error' }, FETCH_ERRORS.status(500)],
      ['no answer at all', { hang: true }, FETCH_ERRORS.timeout(TIMEOUT_MS)],
      ['an answer that stops half way', { stall: true, body: ics(allDay('x', 1, 1)) }, FETCH_ERRORS.timeout(TIMEOUT_MS)],
      [
        'a file too large',
        { body: 'BEGIN:VCALENDAR\r\n' + 'X-PAD:'.padEnd(100, 'x').concat('\r\n').repeat(1000) },
        FETCH_ERRORS.tooBig(MAX_BYTES),
      ],
      ['a login page', { body: '<!doctype html><title>Accedi</title>' }, FEED_ERRORS.notCalendar],
      ['an endless rule', { body: hourly }, FEED_ERRORS.tooManyOccurrences(1000)],
    ];
    let failuresSoFar = 0;
    for (const [what, answer, message] of failures) {
      feeds.serve('/flaky.ics', answer);
      const at = await pollWhenDue(feed.id);
      failuresSoFar += 1;
      const row = await feedRow(feed.id);
      expect(row.last_error, what).toBe(message);
      expect(row.consecutive_failures, what).toBe(failuresSoFar);
      // The poll interval doubled per failure, at most an hour.
      const wait = Math.min(POLL_SECONDS * 1000 * 2 ** failuresSoFar, 3_600_000);
      expect(row.next_poll_at.getTime() - at, what).toBe(wait);
      // A marketplace down must not reopen its days.
      expect(row.event_count, what).toBe(1);
      expect(await free(1, 20), what).toBe(false);
    }

    feeds.serve('/flaky.ics', { body: ics(allDay('after', 30, 30)) });
    const at = await pollWhenDue(feed.id);
    const row = await feedRow(feed.id);
    expect(row).toMatchObject({ last_error: null, consecutive_failures: 0, event_count: 1 });
    expect(row.next_poll_at.getTime() - at).toBe(POLL_SECONDS * 1000);
    expect([await free(1, 20), await free(1, 30)]).toEqual([true, false]);
  });

  it('reads every other feed of a pass when one hangs', async () => {
    feeds.serve('/stuck.ics', { hang: true });
    feeds.serve('/fine.ics', { body: ics() });
    const stuck = await addFeed(2, 'Bloccato', `${feeds.url}/stuck.ics`);
    const fine = await addFeed(2, 'Funziona', `${feeds.url}/fine.ics`);
    feeds.serve('/fine.ics', { body: ics(allDay('fine', 40, 40)) });
    clock = Math.max(clock, (await feedRow(stuck.id)).next_poll_at.getTime(), (await feedRow(fine.id)).next_poll_at.getTime()) + 1000;
    const pass = await h.pollCalendars(new Date(clock));
    expect(pass.failed).toBeGreaterThanOrEqual(1);
    expect((await feedRow(stuck.id)).last_error).toBe(FETCH_ERRORS.timeout(TIMEOUT_MS));
    expect((await feedRow(fine.id)).last_error).toBeNull();
    expect(await free(2, 40)).toBe(false);
  });

  it('follows up to three redirects, each checked; a fourth, or one into the cloud metadata address, fails', async () => {
    feeds.serve('/r1', { status: 302, headers: { location: '/r2' } });
    feeds.serve('/r2', { status: 301, headers: { location: `${feeds.url}/r3` } });
    feeds.serve('/r3', { status: 307, headers: { location: '/redirected.ics' } });
    feeds.serve('/redirected.ics', { body: ics(allDay('moved-here', 50, 50)) });
    const three = await addFeed(3, 'Tre salti', `${feeds.url}/r1`);
    expect(three).toMatchObject({ lastError: null, eventCount: 1 });

    feeds.serve('/r0', { status: 302, headers: { location: '/r1' } });
    const four = await addFeed(3, 'Quattro salti', `${feeds.url}/r0`);
    expect(four.lastError).toBe(FETCH_ERRORS.tooManyRedirects);

    feeds.serve('/metadata', { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    const sneaky = await addFeed(3, 'Furbo', `${feeds.url}/metadata`);
    expect(sneaky.lastError).toBe(CALENDAR_MESSAGES.feedUrlPrivate);
  });
});

describe('addresses that lead inside', () => {
  it('refuses on add (400, Italian): link-local and the metadata address, the service itself and the product ports, in every IPv6 form, whatever ALLOW_PRIVATE_FEEDS says', async () => {
    const own = new URL(h.url).port;
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/calendar.ics',
      `http://127.0.0.1:${own}/api/calendars/boats/1.ics`,
      `http://localhost:${own}/`,
      'http://127.0.0.1:4103/api/bookings',
      'http://localhost:8080/api/boats',
      'http://0.0.0.0:4101/',
      'http://[::ffff:127.0.0.1]:4105/',
      'http://[::ffff:0:a9fe:a9fe]/latest/meta-data/',
      'http://[64:ff9b:1::a9fe:a9fe]/latest/meta-data/',
      'http://[::a9fe:a9fe]/latest/meta-data/',
      'http://[::7f00:1]:4103/api/bookings',
    ]) {
      const answer = await api.admin.post('/api/admin/calendars/1/feeds', { name: 'Interno', url });
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toBe(CALENDAR_MESSAGES.feedUrlPrivate);
    }
    const count = await h.sql.query(`select count(*)::int as n from booking.calendar_feeds where name = 'Interno'`);
    expect(count.rows[0].n).toBe(0);
  });

  it('refuses what is not an http(s) URL, or is too long, or has no name', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'FTP', url: 'ftp://example.com/cal.ics' }, CALENDAR_MESSAGES.feedUrl],
      [{ name: 'File', url: 'file:///etc/passwd' }, CALENDAR_MESSAGES.feedUrl],
      [{ name: 'Lungo', url: `https://example.com/${'a'.repeat(2000)}` }, CALENDAR_MESSAGES.feedUrl],
      [{ name: '', url: 'https://example.com/cal.ics' }, CALENDAR_MESSAGES.feedName],
      [{ name: 'x'.repeat(61), url: 'https://example.com/cal.ics' }, CALENDAR_MESSAGES.feedName],
      [{ url: 'https://example.com/cal.ics' }, CALENDAR_MESSAGES.feedName],
    ];
    for (const [body, message] of cases) {
      const answer = await api.admin.post('/api/admin/calendars/1/feeds', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const unknownBoat = await api.admin.post('/api/admin/calendars/999/feeds', { name: 'Boh', url: `${feeds.url}/fine.ics` });
    expect(unknownBoat.status).toBe(404);
    expect(unknownBoat.body.message).toBe('Barca non trovata');
  });

  describe('with ALLOW_PRIVATE_FEEDS off', () => {
    let closed: Harness;

    beforeAll(async () => {
      closed = await startBooking('calprivate', { ALLOW_PRIVATE_FEEDS: false });
    });

    afterAll(async () => {
      await closed?.close();
    });

    it('refuses loopback and private networks on add, by address or by name, in every IPv6 form', async () => {
      const admin = client(closed).admin;
      for (const url of [
        `${feeds.url}/fine.ics`,
        `http://localhost:${feeds.port}/fine.ics`,
        'http://10.1.2.3/cal.ics',
        'http://192.168.1.10/cal.ics',
        'http://[::7f00:1]/cal.ics',
        'http://[::ffff:0:a9fe:a9fe]/cal.ics',
        'http://[64:ff9b:1::a9fe:a9fe]/cal.ics',
        'http://[fec0::1]/cal.ics',
        'http://[64:ff9b::a00:1]/cal.ics',
        'http://[2002:c0a8:101::1]/cal.ics',
      ]) {
        const answer = await admin.post('/api/admin/calendars/1/feeds', { name: 'Privato', url });
        expect(answer.status, url).toBe(400);
        expect(answer.body.message, url).toBe(CALENDAR_MESSAGES.feedUrlPrivate);
      }
    });

    it('refuses them at read time too, on the address the name resolves to', async () => {
      const before = feeds.requests('/fine.ics').length;
      const settings = fetchSettings(closed.calendars.settings);
      for (const url of [`http://localhost:${feeds.port}/fine.ics`, `${feeds.url}/fine.ics`]) {
        await expect(fetchFeed(url, { etag: null, lastModified: null }, settings), url).rejects.toThrow(CALENDAR_MESSAGES.feedUrlPrivate);
      }
      // Refused before connecting: the server never saw them.
      expect(feeds.requests('/fine.ics')).toHaveLength(before);
    });
  });
});
