import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { EntityManager } from '@mikro-orm/postgresql';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { rentalUid, uidHost } from '@nbp/contracts/http/calendars';
import { todayInRome } from '@nbp/contracts/common';
import type { Pii } from '../data/pii.ts';
import { addDays } from '@nbp/contracts/days';
import { isAccessTokenShape } from '../domain/access-token.ts';
import { FREE_DAY_STATUS } from '../domain/availability.ts';

/**
 * Each boat's days as an iCal feed for the marketplaces (docs/calendars.md#export-each-boats-feed):
 * whole days, no personal data, one event per live booking, hold, blocked day and closing of days.
 * What is cancelled, declined, expired, freed or reopened simply leaves the feed: an importer that
 * reads only the dates would keep a CANCELLED event's days closed.
 */

/** How far back past rentals go. */
export const PAST_DAYS = 30;

/** How often the readers are asked to read the feed again (X-PUBLISHED-TTL and REFRESH-INTERVAL). */
export const FEED_TTL_SECONDS = 15 * 60;

/** Where the feed's links point, the brand it names in its PRODID and calendar name, and its organizer. */
export interface FeedSite {
  publicUrl: string;
  siteName: string;
  /** The office's address: every event's ORGANIZER, with the brand as its name (METHOD:PUBLISH wants one). */
  officeEmail: string;
}
const SUMMARY = 'Occupato';

/** What the fingerprint of an export token is computed over: prefixed, so it never equals another fingerprint's input. */
export const exportTokenFingerprintInput = (token: string) => `calendar|${token}`;

/** The path of a boat's export feed, token included. */
export const exportPath = (boatId: number, token: string) => `/api/calendars/boats/${boatId}.ics?token=${encodeURIComponent(token)}`;

export interface ExportFile {
  body: string;
  /** The same bytes gzipped once, for the readers that accept it (most calendar clients do). */
  gzipped: Buffer;
  etag: string;
  lastModified: Date;
}

type Status = 'confirmed' | 'tentative';

interface FeedEvent {
  uid: string;
  status: Status;
  startDate: string;
  endDate: string;
  sequence: number;
  stamp: Date;
}

const STATUS: Record<Status, ICalEventStatus> = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
};

/**
 * A blocked day has no change counter of its own: its SEQUENCE is the minutes from 2020 to its last
 * change, which only grows, so a day blocked, freed and blocked again always moves forward.
 */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);
const minutesSinceEpoch = (at: Date) => Math.max(0, Math.floor((at.getTime() - SEQUENCE_EPOCH) / 60_000));

/** What a read of the feed needs of the boat's export row. */
export interface ExportRow {
  boatId: number;
  boatName: string;
  createdAt: Date;
  feedVersion: number;
}

/**
 * The boat's export row when `token` is its current token; null for anything else. One plain
 * statement, no entity: every read of every feed starts here (docs/calendars.md#speed).
 */
export async function exportByToken(em: EntityManager, pii: Pii, boatId: number, token: string): Promise<ExportRow | null> {
  if (!isAccessTokenShape(token)) return null;
  const [row] = await em.execute<{ boat_id: number; boat_name: string; created_at: Date; feed_version: number }[]>(
    `select boat_id, boat_name, created_at, feed_version from "booking"."calendar_exports" where token_hash = ? and boat_id = ?`,
    [pii.fingerprint(exportTokenFingerprintInput(token)), boatId],
  );
  return row ? { boatId: row.boat_id, boatName: row.boat_name, createdAt: new Date(row.created_at), feedVersion: row.feed_version } : null;
}

/** Everything the feed lists for a boat at `now`, in a stable order. */
async function feedEvents(em: EntityManager, boatId: number, publicUrl: string, now: Date): Promise<FeedEvent[]> {
  const host = uidHost(publicUrl);
  const firstDay = addDays(todayInRome(now), -PAST_DAYS);
  const [bookings, requests, blocked, closed] = await Promise.all([
    // A booking made from a request keeps the request's UID, and counts on from the request's changes.
    em.execute<
      {
        id: number;
        status: string;
        start_date: string;
        end_date: string;
        calendar_sequence: number;
        calendar_changed_at: Date;
        request_id: number | null;
        request_sequence: number | null;
      }[]
    >(
      `select b.id, b.status, to_char(b.start_date, 'YYYY-MM-DD') as start_date, to_char(b.end_date, 'YYYY-MM-DD') as end_date,
              b.calendar_sequence, b.calendar_changed_at, r.id as request_id, r.calendar_sequence as request_sequence
         from "booking"."bookings" b
         left join lateral (select id, calendar_sequence from "booking"."booking_requests" q where q.booking_id = b.id order by q.id limit 1) r on true
        where b.boat_id = ? and b.end_date >= ?::date and b.status in ('pending', 'confirmed')`,
      [boatId, firstDay],
    ),
    // A pending request is a hold; a request whose booking exists is that booking's event (on
    // whichever boat), and any other outcome is no event. A request that never held days (past the
    // boat's share: docs/request-lifecycle.md#hoarding) is no event at all.
    em.execute<
      { id: number; status: string; start_date: string; end_date: string; calendar_sequence: number; calendar_changed_at: Date }[]
    >(
      `select r.id, r.status, to_char(r.start_date, 'YYYY-MM-DD') as start_date, to_char(r.end_date, 'YYYY-MM-DD') as end_date,
              r.calendar_sequence, r.calendar_changed_at
         from "booking"."booking_requests" r
        where r.boat_id = ? and r.end_date >= ?::date
          and r.booking_id is null
          and r.holds_days
          and r.status = 'pending'`,
      [boatId, firstDay],
    ),
    em.execute<{ date: string; status: string; updated_at: Date }[]>(
      `select to_char(date, 'YYYY-MM-DD') as date, status, updated_at from "booking"."boat_availability"
        where boat_id = ? and date >= ?::date and status <> ?`,
      [boatId, firstDay, FREE_DAY_STATUS],
    ),
    closedDayEvents(em, boatId, firstDay, host),
  ]);
  const events: FeedEvent[] = [
    ...bookings.map((b): FeedEvent => ({
      uid: b.request_id !== null ? rentalUid('request', b.request_id, publicUrl) : rentalUid('booking', b.id, publicUrl),
      status: b.status === 'confirmed' ? 'confirmed' : 'tentative',
      startDate: b.start_date,
      endDate: b.end_date,
      sequence: b.calendar_sequence + (b.request_sequence !== null ? b.request_sequence + 1 : 0),
      stamp: new Date(b.calendar_changed_at),
    })),
    ...requests.map((r): FeedEvent => ({
      uid: rentalUid('request', r.id, publicUrl),
      status: 'tentative',
      startDate: r.start_date,
      endDate: r.end_date,
      sequence: r.calendar_sequence,
      stamp: new Date(r.calendar_changed_at),
    })),
    ...blocked.map((d): FeedEvent => ({
      uid: `blocked-${boatId}-${d.date}@${host}`,
      status: 'confirmed',
      startDate: d.date,
      endDate: d.date,
      sequence: minutesSinceEpoch(new Date(d.updated_at)),
      stamp: new Date(d.updated_at),
    })),
    ...closed,
  ];
  return events.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.uid.localeCompare(b.uid));
}

/**
 * A boat's closed days for the feed (docs/back-office.md#closed-days): the open ones (a reopened
 * closing leaves the feed). Never the reason.
 */
async function closedDayEvents(em: EntityManager, boatId: number, firstDay: string, host: string): Promise<FeedEvent[]> {
  const rows = await em.execute<{ id: number; start_date: string; end_date: string; created_at: Date }[]>(
    `select id, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, created_at
       from "booking"."blocked_days"
      where boat_id = ? and end_date >= ?::date and reopened_at is null`,
    [boatId, firstDay],
  );
  return rows.map((d): FeedEvent => ({
    uid: `closed-${d.id}@${host}`,
    status: 'confirmed',
    startDate: d.start_date,
    endDate: d.end_date,
    // Closed once; reopening takes it out of the feed.
    sequence: 0,
    stamp: new Date(d.created_at),
  }));
}

/**
 * What the feed of a boat depends on: the day (the 30-day window moves), the token's creation, and
 * the export row's change counter, which the database moves at every write to a row the feed lists
 * (migration 20261125034331). The same version means the same body, known without a query.
 */
const feedVersion = (exportRow: { createdAt: Date; feedVersion: number }, now: Date) =>
  `${todayInRome(now)}|${exportRow.createdAt.getTime()}|${exportRow.feedVersion}`;

/** The last feed made per boat, with the version it was made from (one per boat, so bounded by the fleet). */
const made = new Map<number, { version: string; site: FeedSite; boatName: string; file: ExportFile }>();

/**
 * The boat's feed, made again only when something it lists changed (docs/calendars.md#speed): a
 * marketplace reading every few minutes, or many reading the same boat, cost the token's lookup,
 * not the 2,000 events rebuilt and compressed. Each replica keeps its own.
 */
export async function currentBoatFeed(
  em: EntityManager,
  exportRow: { boatId: number; boatName: string; createdAt: Date; feedVersion: number },
  site: FeedSite,
  now: Date = new Date(),
): Promise<ExportFile> {
  const version = feedVersion(exportRow, now);
  const last = made.get(exportRow.boatId);
  const same =
    last?.site.publicUrl === site.publicUrl && last.site.siteName === site.siteName && last.site.officeEmail === site.officeEmail;
  if (last && same && last.version === version && last.boatName === exportRow.boatName) return last.file;
  const file = await boatFeed(em, exportRow, site, now);
  made.set(exportRow.boatId, { version, site, boatName: exportRow.boatName, file });
  return file;
}

/** Whole seconds: what an HTTP date and DTSTAMP can say. */
const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

/**
 * The feed of one boat: its body (the same bytes for the same rows, so its hash is a fair ETag) and
 * its Last-Modified (the latest change among the rows, or the token's creation).
 */
export async function boatFeed(
  em: EntityManager,
  exportRow: { boatId: number; boatName: string; createdAt: Date },
  { publicUrl, siteName, officeEmail }: FeedSite,
  now: Date = new Date(),
): Promise<ExportFile> {
  const events = await feedEvents(em, exportRow.boatId, publicUrl, now);
  const calendar = ical({
    prodId: { company: siteName, product: 'Calendario barche', language: 'IT' },
    method: ICalCalendarMethod.PUBLISH,
    name: `${exportRow.boatName} – ${siteName}`,
    // Whole days only: no zone, no VTIMEZONE.
    timezone: null,
    // X-PUBLISHED-TTL and REFRESH-INTERVAL: how often a reader should come back.
    ttl: FEED_TTL_SECONDS,
  });
  for (const event of events) {
    const stamp = toSecond(event.stamp);
    calendar.createEvent({
      id: event.uid,
      start: event.startDate,
      // iCal's end of a whole-day event is exclusive: the day after the last.
      end: addDays(event.endDate, 1),
      allDay: true,
      status: STATUS[event.status],
      summary: SUMMARY,
      sequence: event.sequence,
      stamp,
      lastModified: stamp,
      organizer: { name: siteName, email: officeEmail },
    });
  }
  // Every line of an iCalendar file ends with CRLF, END:VCALENDAR's too (ical-generator leaves it bare).
  const body = `${calendar.toString().replace(/\r\n$/, '')}\r\n`;
  const latest = events.reduce((max, event) => Math.max(max, event.stamp.getTime()), exportRow.createdAt.getTime());
  return {
    body,
    gzipped: gzipSync(body),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
    lastModified: toSecond(new Date(latest)),
  };
}
