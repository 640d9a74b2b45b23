import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_CONFLICT,
  CALENDAR_FEED_STALE,
  calendarConflictsAnswer,
  calendarFeed,
  calendarsAnswer,
  type CalendarFeed,
} from '@nbp/contracts/http/calendars';
import { planning } from '@nbp/contracts/http/booking';
import { MESSAGES } from '@nbp/contracts/messages';
import { slashItalianDate } from '@nbp/contracts/format';
import { adminBooking, client, inDays, listenTo, publicRequest, startBooking, type Harness } from './support.ts';
import { allDay, fixture, ics, startFeedServer, type FeedServer } from './calendar-feeds.ts';
import { startJobs } from '@nbp/kit/jobs';
import { eventually, silentLogger } from '@nbp/kit/testing';
import { pollCalendars } from '../src/jobs/poll-calendars.ts';

// Imported calendars (docs/calendars.md#import-the-marketplaces-feeds): real .ics files served on
// 127.0.0.1, read by the booking service's own worker pass; availability, planning, conflicts and
// the quiet-feed alarm follow.

let h: Harness;
let api: ReturnType<typeof client>;
let feeds: FeedServer;
let events: Awaited<ReturnType<typeof listenTo>>;
/** The worker's clock: each pass a poll interval later, so every feed is due. */
let clock = Date.now();
const POLL_SECONDS = 300;
const nextPoll = () => new Date((clock = Math.max(clock, Date.now()) + POLL_SECONDS * 1000 + 1000));

beforeAll(async () => {
  h = await startBooking('calimport', { CALENDAR_POLL_SECONDS: POLL_SECONDS, CALENDAR_STALE_MINUTES: 30 });
  api = client(h);
  feeds = await startFeedServer();
  events = await listenTo(h, 'calendar.#');
});

afterAll(async () => {
  await events?.close();
  await feeds?.close();
  await h?.close();
});

async function addFeed(boatId: number, name: string, path: string): Promise<CalendarFeed> {
  const answer = await api.admin.post(`/api/admin/calendars/${boatId}/feeds`, { name, url: `${feeds.url}${path}` });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return calendarFeed.parse(answer.body);
}

const planningOf = async (boatId: number, from: number, to: number) =>
  planning
    .parse((await api.admin.get(`/api/admin/planning?from=${inDays(from)}&to=${inDays(to)}`)).body)
    .entries.filter((e) => e.boatId === boatId && e.kind === 'external')
    .map((e) => ({ startDate: e.startDate, endDate: e.endDate, label: e.label, status: e.status }));

const free = async (boatId: number, from: number, to: number) =>
  (await api.get(`/api/simple-boat-availability?boatId=${boatId}&startDate=${inDays(from)}&endDate=${inDays(to)}`)).body
    .available as boolean;

/** Calendar events read from the bus so far. */
let consumed = 0;

/** The next `count` calendar events published. */
async function nextEvents(count: number) {
  const got = [];
  for (let i = 0; i < count; i++) got.push(await events.next());
  consumed += count;
  return got;
}

/** Reads away every calendar event published so far, so the next assertion sees only its own. */
async function skipPublished(): Promise<void> {
  h.infra.relay.kick();
  for (let i = 0; i < 50 && (await h.infra.relay.pending()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  const published = await h.sql.query(
    `select count(*)::int as n from booking.outbox where routing_key like 'calendar.%' and published_at is not null`,
  );
  await nextEvents(published.rows[0].n - consumed);
}

describe('a marketplace feed', () => {
  it('is read at once when added: its days close for visitors and for the office, and show in the planning', async () => {
    feeds.serve('/samboat.ics', { body: fixture('marketplace.ics'), etag: true });
    expect(await free(1, 10, 12)).toBe(true);
    const feed = await addFeed(1, 'SamBoat', '/samboat.ics');
    expect(feed).toMatchObject({ boatId: 1, name: 'SamBoat', lastError: null, eventCount: 2, stale: false });
    expect(feed.lastSuccessAt).not.toBeNull();
    expect(feed.url).toBe(`${feeds.url}/samboat.ics`);

    // Visitors: the availability calls, the calendar and a request's hold.
    expect(await free(1, 11, 11)).toBe(false);
    expect(await free(1, 15, 15)).toBe(false);
    expect(await free(1, 13, 14)).toBe(true);
    const calendar = await api.get('/api/bookings?boatId=1');
    expect(calendar.body).toEqual(
      expect.arrayContaining([
        { startDate: inDays(10), endDate: inDays(12), status: 'confirmed' },
        { startDate: inDays(15), endDate: inDays(15), status: 'confirmed' },
      ]),
    );
    const alternatives = await api.get(`/api/all-boats-availability?startDate=${inDays(11)}&endDate=${inDays(11)}&excludeBoatId=2`);
    expect(alternatives.body.map((b: { id: number }) => b.id)).not.toContain(1);
    const request = await api.post('/api/email-bookings', publicRequest({ boatId: 1, startDate: inDays(12), endDate: inDays(13) }), {
      ip: '198.51.100.11',
    });
    expect(request.status).toBe(409);
    expect(request.body.message).toBe(MESSAGES.boatNotAvailable);

    // The office: the 409 names the feed and its days.
    const booking = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 1, startDate: inDays(9), endDate: inDays(10) }));
    expect(booking.status).toBe(409);
    expect(booking.body.message).toBe(
      `Le date si sovrappongono a un evento del calendario esterno «SamBoat» (dal ${slashItalianDate(inDays(10))} al ${slashItalianDate(inDays(12))}).`,
    );

    expect(await planningOf(1, 0, 30)).toEqual([
      { startDate: inDays(10), endDate: inDays(12), label: 'SamBoat', status: 'external' },
      { startDate: inDays(15), endDate: inDays(15), label: 'SamBoat', status: 'external' },
    ]);
    // What the marketplace wrote about its guest stays out of this service.
    const stored = await h.sql.query('select * from booking.external_events');
    expect(JSON.stringify(stored.rows)).not.toMatch(/Giovanni|347|Reserved/);
  });

  it('asks again with its ETag: a 304 is a good read and keeps the ranges', async () => {
    const before = feeds.requests('/samboat.ics').length;
    expect((await h.pollCalendars(nextPoll())).read).toBeGreaterThanOrEqual(1);
    const asked = feeds.requests('/samboat.ics').slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]!['if-none-match']).toMatch(/^".+"$/);
    expect(await free(1, 11, 11)).toBe(false);
  });

  it('follows the feed between polls: a moved event frees its old days and takes the new, a cancelled one frees its days', async () => {
    feeds.serve('/changing.ics', { body: ics(allDay('move-me', 40, 41), allDay('cancel-me', 44, 44)) });
    await addFeed(2, 'Click&Boat', '/changing.ics');
    expect([await free(2, 40, 41), await free(2, 44, 44), await free(2, 47, 48)]).toEqual([false, false, true]);

    feeds.serve('/changing.ics', { body: ics(allDay('move-me', 47, 48), allDay('cancel-me', 44, 44, ['STATUS:CANCELLED'])) });
    await h.pollCalendars(nextPoll());
    expect([await free(2, 40, 41), await free(2, 44, 44), await free(2, 47, 48)]).toEqual([true, true, false]);
    expect(await planningOf(2, 30, 60)).toEqual([{ startDate: inDays(47), endDate: inDays(48), label: 'Click&Boat', status: 'external' }]);
  });

  it('closes a boat taken elsewhere within one poll', async () => {
    feeds.serve('/later.ics', { body: ics() });
    await addFeed(3, 'GetMyBoat', '/later.ics');
    expect(await free(3, 90, 92)).toBe(true);
    feeds.serve('/later.ics', { body: ics(allDay('new-guest', 90, 92)) });
    await h.pollCalendars(nextPoll());
    expect(await free(3, 91, 91)).toBe(false);
  });
});

describe('a Google calendar', () => {
  it('gives the Patti days of timed events, recurrences expanded, free and cancelled entries left out', async () => {
    feeds.serve('/google.ics', { body: fixture('google.ics') });
    const feed = await addFeed(4, 'Google', '/google.ics');
    expect(feed.eventCount).toBe(6);
    // Two planning pages: one answer covers at most 62 days.
    const entries = [...(await planningOf(4, 15, 45)), ...(await planningOf(4, 46, 80))];
    expect(entries.map((e) => [e.startDate, e.endDate])).toEqual([
      [inDays(20), inDays(20)],
      [inDays(35), inDays(35)],
      [inDays(41), inDays(41)],
      [inDays(50), inDays(51)],
      [inDays(61), inDays(61)],
      [inDays(70), inDays(70)],
    ]);
    expect(await free(4, 27, 27)).toBe(true);
    expect(await free(4, 34, 34)).toBe(true);
    expect(await free(4, 75, 77)).toBe(true);
  });
});

describe('conflicts', () => {
  it('raises one conflict (one event) for an imported event on a booking made here, keeps it while it overlaps, closes it when it moves', async () => {
    const booking = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 2, startDate: inDays(100), endDate: inDays(102) }));
    expect(booking.status).toBe(201);
    await skipPublished();
    feeds.serve('/clash.ics', { body: ics(allDay('double-booked', 101, 103)) });
    const feed = await addFeed(2, 'Airbnb', '/clash.ics');
    // The booking keeps its own days; the imported event closes the one free day it covers, and the
    // shared days wait for the office (docs/calendars.md#conflicts-and-quiet-feeds).
    expect(await free(2, 103, 103)).toBe(false);

    const [raised] = await nextEvents(1);
    expect(raised!.type).toBe(CALENDAR_CONFLICT);
    expect(raised!.payload).toEqual({
      conflictId: expect.any(Number),
      feedName: 'Airbnb',
      boatId: 2,
      boatName: 'Eolo 6.40 EL Open - Alacaluf II',
      startDate: inDays(101),
      endDate: inDays(103),
      bookingId: booking.body.id,
      requestId: null,
    });
    const open = calendarConflictsAnswer.parse((await api.admin.get('/api/admin/calendars/conflicts')).body);
    expect(open).toEqual([
      expect.objectContaining({ feedId: feed.id, feedName: 'Airbnb', bookingId: booking.body.id, startDate: inDays(101) }),
    ]);

    // Read again, still overlapping: the same conflict, no second event.
    await h.pollCalendars(nextPoll());
    expect(calendarConflictsAnswer.parse((await api.admin.get('/api/admin/calendars/conflicts')).body)).toHaveLength(1);
    const rows = await h.sql.query('select count(*)::int as n from booking.outbox where routing_key = $1', [CALENDAR_CONFLICT]);
    expect(rows.rows[0].n).toBe(1);

    // The event moves away: the conflict closes and its days are claimed.
    feeds.serve('/clash.ics', { body: ics(allDay('double-booked', 110, 111)) });
    await h.pollCalendars(nextPoll());
    expect(calendarConflictsAnswer.parse((await api.admin.get('/api/admin/calendars/conflicts')).body)).toEqual([]);
    expect(await free(2, 110, 110)).toBe(false);
  });

  it('a request holding the days is a conflict too, and one gone frees the days to the imported event', async () => {
    const request = await api.post('/api/email-bookings', publicRequest({ boatId: 3, startDate: inDays(120), endDate: inDays(121) }), {
      ip: '198.51.100.12',
    });
    expect(request.status).toBe(201);
    feeds.serve('/hold-clash.ics', { body: ics(allDay('on-a-hold', 121, 121)) });
    await addFeed(3, 'SamBoat', '/hold-clash.ics');
    const [raised] = await nextEvents(1);
    expect(raised!.payload).toMatchObject({ requestId: request.body.id, bookingId: null, startDate: inDays(121) });

    expect((await api.admin.post(`/api/admin/email-requests/${request.body.id}/decline`, {})).status).toBe(200);
    await h.pollCalendars(nextPoll());
    expect(calendarConflictsAnswer.parse((await api.admin.get('/api/admin/calendars/conflicts')).body)).toEqual([]);
    expect(await free(3, 121, 121)).toBe(false);
  });
});

describe('a quiet feed', () => {
  it('raises the alarm and one mail event after the quiet period, and a good read ends it', async () => {
    feeds.serve('/quiet.ics', { status: 503, body: 'Service Unavailable' });
    const feed = await addFeed(1, 'Sonnacchioso', '/quiet.ics');
    expect(feed.lastError).toBe('Il calendario ha risposto con un errore (HTTP 503)');
    await skipPublished();

    // 31 minutes later with no good read: one event, and the list says stale.
    const later = new Date(Date.now() + 31 * 60_000);
    clock = Math.max(clock, later.getTime());
    await h.pollCalendars(new Date(clock));
    const [stale] = await nextEvents(1);
    expect(stale!.type).toBe(CALENDAR_FEED_STALE);
    expect(stale!.payload).toMatchObject({
      feedId: feed.id,
      feedName: 'Sonnacchioso',
      boatId: 1,
      boatName: 'Eolo 6.40 EL Open - Alacaluf I',
      lastSuccessAt: null,
      lastError: 'Il calendario ha risposto con un errore (HTTP 503)',
    });
    expect(stale!.payload.quietMinutes).toBeGreaterThanOrEqual(31);
    // Later passes in the same quiet period announce nothing more.
    await h.pollCalendars(nextPoll());
    await h.pollCalendars(nextPoll());
    const announced = await h.sql.query('select count(*)::int as n from booking.outbox where routing_key = $1', [CALENDAR_FEED_STALE]);
    expect(announced.rows[0].n).toBe(1);
    const [row] = await h.sql.query('select stale_alerted_at from booking.calendar_feeds where id = $1', [feed.id]).then((r) => r.rows);
    expect(row.stale_alerted_at).not.toBeNull();

    // Back: a good read ends the quiet period.
    feeds.serve('/quiet.ics', { body: ics(allDay('quiet-back', 130, 130)) });
    const refreshed = await api.admin.post(`/api/admin/calendars/feeds/${feed.id}/refresh`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ lastError: null, stale: false, quietMinutes: 0, eventCount: 1 });
    const [after] = await h.sql.query('select stale_alerted_at from booking.calendar_feeds where id = $1', [feed.id]).then((r) => r.rows);
    expect(after.stale_alerted_at).toBeNull();
    const list = calendarsAnswer.parse((await api.admin.get('/api/admin/calendars')).body);
    expect(list.find((b) => b.boatId === 1)!.feeds.find((f) => f.id === feed.id)!.stale).toBe(false);
  });
});

describe('the worker', () => {
  it('runs in the service as main starts it (src/jobs/poll-calendars.ts on the job runner): a due feed is read by itself', async () => {
    feeds.serve('/auto.ics', { body: ics() });
    const feed = await addFeed(4, 'Automatico', '/auto.ics');
    feeds.serve('/auto.ics', { body: ics(allDay('auto', 140, 140)) });
    await h.sql.query('update booking.calendar_feeds set next_poll_at = now() where id = $1', [feed.id]);
    const worker = await startJobs({
      url: h.db.url,
      service: 'booking',
      logger: silentLogger(),
      jobs: [pollCalendars({ ...h.calendars, settings: { ...h.calendars.settings, pollSeconds: 0.2 } })],
      // A pass caught by the stop is not waited for long: the test's answer is already in.
      stopTimeoutMs: 5000,
    });
    try {
      // Deadlines for a loaded machine: the runner's first pass, a feed read and its parse in a
      // worker thread; the assertion is that the days get taken, not how fast.
      await eventually(async () => !(await free(4, 140, 140)), { attempts: 450 });
    } finally {
      await worker.stop();
    }
  }, 90_000);
});
