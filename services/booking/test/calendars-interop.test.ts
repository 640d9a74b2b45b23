import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RECORDED } from '@nbp/contracts/events/audit';
import { calendarConflictsAnswer, calendarFeed, type CalendarFeed } from '@nbp/contracts/http/calendars';
import { adminBooking, client, startBooking, type Harness } from './support.ts';
import { startFeedServer, type FeedServer } from './calendar-feeds.ts';

// The interop feeds of tests/fixtures/feeds imported through the running service, over HTTP from a
// local server, on real PostgreSQL: what closes days per feed (docs/calendars.md#what-closes-days),
// the events skipped (docs/calendars.md#events-that-cannot-be-read), and an imported event on a
// booking made here (docs/calendars.md#conflicts-and-quiet-feeds). The fixtures' days are in 2028,
// so the horizons are widened to reach them.

const FEEDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/fixtures/feeds');
const fixture = (name: string) => readFileSync(path.join(FEEDS, name), 'utf8');

let h: Harness;
let api: ReturnType<typeof client>;
let feeds: FeedServer;

beforeAll(async () => {
  h = await startBooking('calinterop', { CALENDAR_HORIZON_DAYS: 2000, BOOKING_HORIZON_MONTHS: 60 });
  api = client(h);
  feeds = await startFeedServer();
});

afterAll(async () => {
  await feeds?.close();
  await h?.close();
});

async function addFeed(boatId: number, name: string, feedPath: string): Promise<CalendarFeed> {
  const answer = await api.admin.post(`/api/admin/calendars/${boatId}/feeds`, { name, url: `${feeds.url}${feedPath}` });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return calendarFeed.parse(answer.body);
}

const free = async (boatId: number, startDate: string, endDate = startDate) =>
  (await api.get(`/api/simple-boat-availability?boatId=${boatId}&startDate=${startDate}&endDate=${endDate}`)).body.available as boolean;

describe('the interop feeds through the service', () => {
  it("Airbnb: only its reservations close days by default; the office may have its 'not available' blocks close them too", async () => {
    feeds.serve('/airbnb.ics', { body: fixture('airbnb.ics'), etag: true });
    const feed = await addFeed(1, 'Airbnb', '/airbnb.ics');
    expect(feed).toMatchObject({ lastError: null, closes: 'reservations', closesChosen: false, marketplace: 'airbnb', eventCount: 2 });
    expect([await free(1, '2028-09-14'), await free(1, '2028-09-16'), await free(1, '2028-10-02')]).toEqual([false, false, false]);
    // The preparation day and the booking window stay open here.
    expect([await free(1, '2028-09-17'), await free(1, '2028-11-15'), await free(1, '2029-03-01')]).toEqual([true, true, true]);

    const all = await api.admin.patch(`/api/admin/calendars/feeds/${feed.id}`, { closes: 'all' });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(calendarFeed.parse(all.body)).toMatchObject({ closes: 'all', closesChosen: true, eventCount: 4, lastError: null });
    expect([await free(1, '2028-09-17'), await free(1, '2028-11-15'), await free(1, '2029-03-01')]).toEqual([false, false, false]);

    const back = await api.admin.patch(`/api/admin/calendars/feeds/${feed.id}`, { closes: null });
    expect(calendarFeed.parse(back.body)).toMatchObject({ closes: 'reservations', closesChosen: false, eventCount: 2 });
    expect(await free(1, '2028-11-15')).toBe(true);

    const wrong = await api.admin.patch(`/api/admin/calendars/feeds/${feed.id}`, { closes: 'sometimes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Scegli cosa chiude i giorni: solo le prenotazioni, oppure anche i blocchi «non disponibile»');
    const audited = await h.sql.query(
      `select envelope->'payload' as payload from booking.outbox
        where routing_key = $1 and envelope->'payload'->>'action' = 'calendar.feed.settings' order by created_at`,
      [AUDIT_RECORDED],
    );
    expect(audited.rows.map((r) => r.payload.details)).toEqual([
      { boatId: 1, boatName: expect.any(String), feedName: 'Airbnb', closes: 'all' },
      { boatId: 1, boatName: expect.any(String), feedName: 'Airbnb', closes: null },
    ]);
  });

  it('a sloppy marketplace: the unreadable event is skipped and listed, the rest imported, dates and UTC midnights read as days', async () => {
    feeds.serve('/sloppy.ics', { body: fixture('sloppy-marketplace.ics') });
    const feed = await addFeed(2, 'BarcheFacili', '/sloppy.ics');
    expect(feed).toMatchObject({
      lastError: null,
      eventCount: 3,
      skippedCount: 1,
      skippedEvents: [
        {
          uid: 'bf-prenotazione-4412@barchefacili.example',
          summary: 'Prenotazione con data rotta',
          reason: 'data o ripetizione non leggibile',
        },
      ],
    });
    expect([await free(2, '2028-09-14', '2028-09-15'), await free(2, '2028-10-05'), await free(2, '2028-10-21')]).toEqual([
      false,
      false,
      false,
    ]);
    expect([await free(2, '2028-09-16'), await free(2, '2028-10-06'), await free(2, '2028-09-30')]).toEqual([true, true, true]);
    // The list is the feed's last sync result, kept with it.
    const listed = (await api.admin.get('/api/admin/calendars')).body as { feeds: CalendarFeed[] }[];
    expect(listed.flatMap((b) => b.feeds).find((f) => f.id === feed.id)).toMatchObject({ skippedCount: 1 });
  });

  it('an imported event on a booking made here closes its free days, and the shared days stay a conflict', async () => {
    const booking = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 3, startDate: '2028-09-21', endDate: '2028-09-21' }),
    );
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    feeds.serve('/booking-com.ics', { body: fixture('booking-com.ics') });
    const feed = await addFeed(3, 'Booking.com', '/booking-com.ics');
    expect(feed).toMatchObject({ marketplace: 'booking', closes: 'all', eventCount: 2 });
    // 20 and 22 September were sold on Booking.com and are free here: closed. The 21st stays the booking's.
    expect([await free(3, '2028-09-20'), await free(3, '2028-09-22'), await free(3, '2028-10-10')]).toEqual([false, false, false]);
    const claims = await h.sql.query(
      `select to_char(start_date, 'YYYY-MM-DD') as s, to_char(end_date, 'YYYY-MM-DD') as e, booking_id from booking.claims
        where boat_id = 3 and start_date <= '2028-09-30' and end_date >= '2028-09-01' order by start_date`,
    );
    expect(claims.rows).toEqual([
      { s: '2028-09-20', e: '2028-09-20', booking_id: null },
      { s: '2028-09-21', e: '2028-09-21', booking_id: booking.body.id },
      { s: '2028-09-22', e: '2028-09-22', booking_id: null },
    ]);
    const conflicts = calendarConflictsAnswer.parse((await api.admin.get('/api/admin/calendars/conflicts')).body);
    expect(conflicts).toEqual([
      expect.objectContaining({ feedId: feed.id, bookingId: booking.body.id, startDate: '2028-09-20', endDate: '2028-09-22' }),
    ]);

    // The office's 409 names the imported event's days, not the piece it holds.
    const refused = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 3, startDate: '2028-09-22', endDate: '2028-09-22' }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Le date si sovrappongono a un evento del calendario esterno «Booking.com» (dal 20/09/2028 al 22/09/2028).',
    );

    // The booking cancelled here: the next read hands the 21st to the imported event, and the conflict closes.
    const cancelled = await api.admin.patch(`/api/admin/bookings/${booking.body.id}`, { status: 'cancelled' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await api.admin.post(`/api/admin/calendars/feeds/${feed.id}/refresh`, {});
    expect(await free(3, '2028-09-21')).toBe(false);
    expect(calendarConflictsAnswer.parse((await api.admin.get('/api/admin/calendars/conflicts')).body)).toEqual([]);
  });
});
