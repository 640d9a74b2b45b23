import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { AUDIT_RECORDED } from '@nbp/contracts/events/audit';
import { boatCalendars, calendarFeed, calendarsAnswer, type BoatCalendars } from '@nbp/contracts/http/calendars';
import { addDays } from '@nbp/contracts/days';
import { adminBooking, client, inDays, listenTo, publicRequest, startBooking, STUB_BOATS, type Harness } from './support.ts';
import { allDay, ics, startFeedServer, type FeedServer } from './calendar-feeds.ts';

// Each boat's export feed (docs/calendars.md#export-each-boats-feed) read back with ical.js, and the
// back office's calendar routes (docs/calendars.md#back-office).

const HOST = 'alacaluf-charter.example';

let h: Harness;
let api: ReturnType<typeof client>;
let feeds: FeedServer;

beforeAll(async () => {
  h = await startBooking('calexport', { PUBLIC_URL: `https://${HOST}` });
  api = client(h);
  feeds = await startFeedServer();
});

afterAll(async () => {
  await feeds?.close();
  await h?.close();
});

/** The export path of a boat, from the back office's list (its URL starts with PUBLIC_URL). */
async function exportPathOf(boatId: number): Promise<string> {
  const list = calendarsAnswer.parse((await api.admin.get('/api/admin/calendars')).body);
  const url = list.find((b) => b.boatId === boatId)!.exportUrl;
  expect(url.startsWith(`https://${HOST}/api/calendars/boats/${boatId}.ics?token=`)).toBe(true);
  return url.slice(`https://${HOST}`.length);
}

async function getFeed(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${h.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

interface ReadEvent {
  uid: string;
  status: string;
  start: string;
  startType: string;
  end: string;
  endType: string;
  sequence: number;
  stamp: string;
  summary: string;
  description: unknown;
  organizer: unknown;
  organizerName: unknown;
}

function readBack(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents('vevent').map((v): ReadEvent => {
    const start = v.getFirstProperty('dtstart')!;
    const end = v.getFirstProperty('dtend')!;
    return {
      uid: String(v.getFirstPropertyValue('uid')),
      status: String(v.getFirstPropertyValue('status')),
      start: String(start.getFirstValue()),
      startType: start.type,
      end: String(end.getFirstValue()),
      endType: end.type,
      sequence: Number(v.getFirstPropertyValue('sequence')),
      stamp: String(v.getFirstPropertyValue('dtstamp')),
      summary: String(v.getFirstPropertyValue('summary')),
      description: v.getFirstPropertyValue('description'),
      organizer: v.getFirstPropertyValue('organizer'),
      organizerName: v.getFirstProperty('organizer')?.getParameter('cn'),
    };
  });
  return {
    method: calendar.getFirstPropertyValue('method'),
    prodId: String(calendar.getFirstPropertyValue('prodid')),
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    timezones: calendar.getAllSubcomponents('vtimezone').length,
    ttl: calendar.getFirstPropertyValue('x-published-ttl'),
    events,
    byUid: (uid: string) => events.filter((e) => e.uid === uid),
  };
}

describe('the export feed', () => {
  let path: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const book = async (key: string, overrides: Record<string, unknown>) => {
      const answer = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 1, ...overrides }));
      expect(answer.status, key).toBe(201);
      ids[key] = answer.body.id;
    };
    await book('confirmed', { startDate: inDays(10), endDate: inDays(12) });
    await book('pending', { status: 'pending', startDate: inDays(14), endDate: inDays(14) });
    await book('cancelled', { startDate: inDays(16), endDate: inDays(16) });
    await book('longAgo', { startDate: inDays(17), endDate: inDays(17) });
    for (const key of ['cancelled', 'longAgo'])
      expect((await api.admin.patch(`/api/admin/bookings/${ids[key]}`, { status: 'cancelled' })).status).toBe(200);
    // Cancelled 31 days ago: out of the feed as any cancelled one.
    await h.sql.query(`update booking.bookings set calendar_changed_at = now() - interval '31 days' where id = $1`, [ids.longAgo]);

    const ask = async (key: string, from: number, to: number, ip: string) => {
      const answer = await api.post('/api/email-bookings', publicRequest({ boatId: 1, startDate: inDays(from), endDate: inDays(to) }), {
        ip,
      });
      expect(answer.status, key).toBe(201);
      ids[key] = answer.body.id;
    };
    await ask('held', 20, 21, '198.51.100.21');
    await ask('declined', 22, 22, '198.51.100.22');
    await ask('confirmedRequest', 24, 25, '198.51.100.23');
    expect((await api.admin.post(`/api/admin/email-requests/${ids.declined}/decline`, {})).status).toBe(200);
    const confirmed = await api.admin.post(`/api/admin/email-requests/${ids.confirmedRequest}/confirm`, {});
    expect(confirmed.status).toBe(200);
    await h.sql.query(
      `insert into booking.boat_availability (boat_id, date, status, notes, created_at, updated_at)
       values (1, $1, 'maintenance', 'Tagliando', now(), now()), (1, $2, 'available', null, now(), now()), (2, $1, 'blocked', null, now(), now())`,
      [inDays(30), inDays(31)],
    );
    // An imported range on the same boat: never exported again.
    feeds.serve('/samboat.ics', { body: ics(allDay('from-samboat', 40, 41)) });
    expect((await api.admin.post('/api/admin/calendars/1/feeds', { name: 'SamBoat', url: `${feeds.url}/samboat.ics` })).status).toBe(201);
    path = await exportPathOf(1);
  });

  it('is a public iCalendar of whole days, one event per booking, hold and blocked day, with the right statuses and UIDs', async () => {
    const answer = await getFeed(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    const feed = readBack(answer.body);
    expect(feed.method).toBe('PUBLISH');
    expect(feed.prodId).toContain('Alacaluf Charter');
    expect(feed.name).toBe(`${STUB_BOATS[0]!.name} – Alacaluf Charter`);
    expect(feed.timezones).toBe(0);

    const event = (uid: string) => {
      const found = feed.byUid(uid);
      expect(found, uid).toHaveLength(1);
      return found[0]!;
    };
    const days = (from: number, to: number) => ({ start: inDays(from), end: addDays(inDays(to), 1), startType: 'date', endType: 'date' });
    expect(event(`booking-${ids.confirmed}@${HOST}`)).toMatchObject({ status: 'CONFIRMED', ...days(10, 12) });
    expect(event(`booking-${ids.pending}@${HOST}`)).toMatchObject({ status: 'TENTATIVE', ...days(14, 14) });
    // Cancelled rentals leave the feed: an importer reading only the dates would keep them closed.
    expect(feed.byUid(`booking-${ids.cancelled}@${HOST}`)).toEqual([]);
    expect(feed.byUid(`booking-${ids.longAgo}@${HOST}`)).toEqual([]);
    expect(event(`request-${ids.held}@${HOST}`)).toMatchObject({ status: 'TENTATIVE', ...days(20, 21) });
    expect(feed.byUid(`request-${ids.declined}@${HOST}`)).toEqual([]);
    // The booking made from a request keeps the request's UID, so the hold becomes the booking.
    const fromRequest = event(`request-${ids.confirmedRequest}@${HOST}`);
    expect(fromRequest).toMatchObject({ status: 'CONFIRMED', ...days(24, 25) });
    expect(fromRequest.sequence).toBeGreaterThan(0);
    expect(event(`blocked-1-${inDays(30)}@${HOST}`)).toMatchObject({ status: 'CONFIRMED', ...days(30, 30) });
    expect(feed.byUid(`blocked-1-${inDays(31)}@${HOST}`)).toEqual([]);
    // Imported ranges and other boats' days are not here.
    expect(feed.events.map((e) => e.uid).filter((uid) => /samboat|blocked-2/.test(uid))).toEqual([]);
    expect(feed.events).toHaveLength(5);
    expect(feed.events.map((e) => e.status)).not.toContain('CANCELLED');
    for (const e of feed.events) {
      expect(e.summary).toBe('Occupato');
      expect(e.description).toBeNull();
      // METHOD:PUBLISH wants an ORGANIZER: the business, by its brand and the office's address.
      expect(e.organizer).toBe('mailto:info@alacaluf-charter.example');
      expect(e.organizerName).toBe('Alacaluf Charter');
    }
    // Readers are asked to come back every 15 minutes; every line ends with CRLF, the last one too.
    expect(feed.ttl).toBe('PT15M');
    expect(answer.body).toMatch(/\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n/);
    expect(answer.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(answer.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    // No personal data, no price, no note.
    // Phones and prices as numbers of their own: a DTSTAMP's digits (…T102501Z) are no price.
    expect(answer.body).not.toMatch(
      /Giuseppe|Verdi|Maria|Rossi|example\.test|333 ?111|345 ?678|(?<!\d)(?:750|250)(?!\d)|Tagliando|Arrivo|skipper/i,
    );
  });

  it('raises SEQUENCE when a booking changes, answers 304 to a current copy, and a new ETag after a change', async () => {
    const first = await getFeed(path);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^".+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    const uid = `booking-${ids.confirmed}@${HOST}`;
    const before = readBack(first.body).byUid(uid)[0]!;

    const same = await getFeed(path, { 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(same.body).toBe('');
    expect((await getFeed(path, { 'if-modified-since': lastModified })).status).toBe(304);
    // The same rows make the same bytes.
    expect((await getFeed(path)).headers.get('etag')).toBe(etag);

    // A change of the notes only is no change of the feed; a change of days is.
    expect((await api.admin.patch(`/api/admin/bookings/${ids.confirmed}`, { notes: 'Altro' })).status).toBe(200);
    expect((await getFeed(path, { 'if-none-match': etag })).status).toBe(304);
    expect((await api.admin.patch(`/api/admin/bookings/${ids.confirmed}`, { endDate: inDays(13) })).status).toBe(200);
    const changed = await getFeed(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const after = readBack(changed.body).byUid(uid)[0]!;
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.end).toBe(inDays(14));
    expect(after.stamp >= before.stamp).toBe(true);
  });

  it('is made again whenever a row it lists changes (kept between reads otherwise): a day blocked and freed, a booking deleted', async () => {
    const first = await getFeed(path);
    const blockedUid = `blocked-1-${inDays(90)}@${HOST}`;
    expect(readBack(first.body).byUid(blockedUid)).toEqual([]);
    await h.sql.query(
      `insert into booking.boat_availability (boat_id, date, status, notes, created_at, updated_at) values (1, $1, 'maintenance', null, now(), now())`,
      [inDays(90)],
    );
    expect(readBack((await getFeed(path)).body).byUid(blockedUid)[0]?.status).toBe('CONFIRMED');
    await h.sql.query(`update booking.boat_availability set status = 'available', updated_at = now() where boat_id = 1 and date = $1`, [
      inDays(90),
    ]);
    // Freed: out of the feed.
    expect(readBack((await getFeed(path)).body).byUid(blockedUid)).toEqual([]);

    const made = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, customerName: 'Da Cancellare', startDate: inDays(93), endDate: inDays(93) }),
    );
    expect(made.status).toBe(201);
    const uid = `booking-${made.body.id}@${HOST}`;
    expect(readBack((await getFeed(path)).body).byUid(uid)).toHaveLength(1);
    expect((await api.admin.del(`/api/admin/bookings/${made.body.id}`)).status).toBeLessThan(300);
    expect(readBack((await getFeed(path)).body).byUid(uid)).toEqual([]);
  });

  it('gives the bytes gzipped to a reader that accepts it (its own ETag, a copy of either current), plain to one that does not', async () => {
    const { request } = await import('node:http');
    const raw = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
        const req = request(`${h.url}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const plain = await raw({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(zipped.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'));
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    for (const tag of [plain.headers.etag as string, zipped.headers.etag as string])
      expect((await raw({ 'accept-encoding': 'gzip', 'if-none-match': tag })).status).toBe(304);
  });

  it('is not made again for a write to a column it does not list (an e-mail outcome), only for one it does', async () => {
    const version = async () =>
      (await h.sql.query('select feed_version from booking.calendar_exports where boat_id = 1')).rows[0].feed_version;
    const before = await version();
    await h.sql.query(`update booking.booking_requests set admin_email_sent = not admin_email_sent where boat_id = 1`);
    expect(await version()).toBe(before);
    await h.sql.query(`update booking.booking_requests set calendar_changed_at = calendar_changed_at where boat_id = 1`);
    expect(await version()).toBeGreaterThan(before);
  });

  it('answers the same 404 to a missing, wrong or malformed token, another boat, or an unknown one', async () => {
    const token = new URL(path, 'http://x').searchParams.get('token')!;
    const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const bodies = new Set<string>();
    for (const wrong of [
      '/api/calendars/boats/1.ics',
      `/api/calendars/boats/1.ics?token=${other}`,
      '/api/calendars/boats/1.ics?token=short',
      `/api/calendars/boats/2.ics?token=${token}`,
      `/api/calendars/boats/999.ics?token=${token}`,
      `/api/calendars/boats/abc.ics?token=${token}`,
      `/api/calendars/boats/1.txt?token=${token}`,
      `/api/calendars/boats/01.ics?token=${token}`,
    ]) {
      const answer = await getFeed(wrong);
      expect(answer.status, wrong).toBe(404);
      bodies.add(answer.body);
    }
    expect([...bodies]).toEqual([JSON.stringify({ error: 'not_found', message: 'Calendario non trovato', code: 'calendar_not_found' })]);
  });

  it('a new link makes the old one a 404 at once', async () => {
    const rotated = await api.admin.post('/api/admin/calendars/1/rotate');
    expect(rotated.status).toBe(200);
    const row: BoatCalendars = boatCalendars.parse(rotated.body);
    expect(row.boatId).toBe(1);
    expect(row.feeds.map((f) => f.name)).toEqual(['SamBoat']);
    const fresh = row.exportUrl.slice(`https://${HOST}`.length);
    expect(fresh).not.toBe(path);
    expect((await getFeed(path)).status).toBe(404);
    expect((await getFeed(fresh)).status).toBe(200);
    expect(await exportPathOf(1)).toBe(fresh);
    path = fresh;
  });
});

describe('the back office routes', () => {
  it('refuse anonymous (401) and non-admin (403) callers', async () => {
    const user = await h.auth.userToken();
    const routes: [string, string][] = [
      ['GET', '/api/admin/calendars'],
      ['GET', '/api/admin/calendars/conflicts'],
      ['POST', '/api/admin/calendars/1/feeds'],
      ['POST', '/api/admin/calendars/feeds/1/refresh'],
      ['DELETE', '/api/admin/calendars/feeds/1'],
      ['POST', '/api/admin/calendars/1/rotate'],
    ];
    for (const [method, path] of routes) {
      const body = method === 'POST' ? { name: 'X', url: `${feeds.url}/x.ics` } : undefined;
      const anonymous = await fetch(`${h.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const stranger = await fetch(`${h.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user}` },
        body: JSON.stringify(body),
      });
      expect(stranger.status, `${method} ${path}`).toBe(403);
    }
  });

  it('lists every boat of the catalogue, active first, each with its export URL and feeds', async () => {
    const list = calendarsAnswer.parse((await api.admin.get('/api/admin/calendars')).body);
    expect(list.map((b) => b.boatId)).toEqual([1, 2, 3, 4]);
    expect(new Set(list.map((b) => b.exportUrl)).size).toBe(4);
    // The token is sealed at rest: the table holds its hash and a sealed copy, never the token.
    const token = new URL(list[1]!.exportUrl).searchParams.get('token')!;
    const raw = await h.sql.query('select token_hash, token_encrypted from booking.calendar_exports where boat_id = 2');
    expect(JSON.stringify(raw.rows)).not.toContain(token);
    const url = await h.sql.query('select url_encrypted from booking.calendar_feeds');
    expect(JSON.stringify(url.rows)).not.toContain('127.0.0.1');
  });

  it('audits adding, reading by hand, deleting a feed and a new link, naming boat and feed but never the URL', async () => {
    const audit = await listenTo(h, AUDIT_RECORDED);
    try {
      feeds.serve('/audited.ics', { body: ics(allDay('audited', 60, 61)) });
      const url = `${feeds.url}/audited.ics?key=s3gr3t0`;
      const added = await api.admin.post('/api/admin/calendars/3/feeds', { name: 'Click&Boat', url });
      expect(added.status).toBe(201);
      const feed = calendarFeed.parse(added.body);
      expect((await api.get(`/api/simple-boat-availability?boatId=3&startDate=${inDays(60)}&endDate=${inDays(60)}`)).body.available).toBe(
        false,
      );
      expect((await api.admin.post(`/api/admin/calendars/feeds/${feed.id}/refresh`)).status).toBe(200);
      expect((await api.admin.del(`/api/admin/calendars/feeds/${feed.id}`)).status).toBe(204);
      // Its ranges and claims went with it.
      expect((await api.get(`/api/simple-boat-availability?boatId=3&startDate=${inDays(60)}&endDate=${inDays(60)}`)).body.available).toBe(
        true,
      );
      expect((await api.admin.del(`/api/admin/calendars/feeds/${feed.id}`)).status).toBe(404);
      expect((await api.admin.post(`/api/admin/calendars/feeds/${feed.id}/refresh`)).status).toBe(404);
      expect((await api.admin.post('/api/admin/calendars/3/rotate')).status).toBe(200);

      const entries = [];
      for (let i = 0; i < 4; i++) entries.push((await audit.next()).payload);
      const boatName = STUB_BOATS[2]!.name;
      expect(entries.map((e) => [e.action, e.entityType, e.details])).toEqual([
        ['calendar.feed.added', 'calendar_feed', { boatId: 3, boatName, feedName: 'Click&Boat' }],
        ['calendar.feed.refreshed', 'calendar_feed', { boatId: 3, boatName, feedName: 'Click&Boat', ok: true, eventCount: 1 }],
        ['calendar.feed.deleted', 'calendar_feed', { boatId: 3, boatName, feedName: 'Click&Boat', eventCount: 1 }],
        ['calendar.export.rotated', 'calendar_export', { boatId: 3, boatName }],
      ]);
      expect(JSON.stringify(entries)).not.toMatch(/s3gr3t0|127\.0\.0\.1|token/);
    } finally {
      await audit.close();
    }
  });
});
