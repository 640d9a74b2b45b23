import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  CALENDAR_FEEDS_PER_BOAT_MAX,
  type BoatCalendars,
  type CalendarConflict,
  type CalendarFeed,
  type calendarFeedInput,
} from '@nbp/contracts/http/calendars';
import type { SessionClaims } from '@nbp/contracts/http/identity';
import { recordAudit } from '@nbp/kit/audit';
import { badRequestOn, conflict, notFound } from '@nbp/kit/errors';
import { nextSerialId } from '@nbp/kit/db';
import { CalendarExportEntity, CalendarFeedEntity, type CalendarExportRow, type CalendarFeedRow } from '../data/entities.ts';
import type { Pii } from '../data/pii.ts';
import type { CalendarSettings } from '../deps.ts';
import type { BoatName } from '../clients/catalogue.ts';
import { urlRefusal } from '../clients/feed-fetch.ts';
import { newAccessToken } from '../domain/access-token.ts';
import { exportPath, exportTokenFingerprintInput } from './calendar-export.ts';
import { fetchSettings, quietMinutes, readFeedNow, type CalendarWorkerDeps } from './calendar-poll.ts';

/**
 * The back office's calendars (docs/calendars.md#back-office): each boat's export URL and imported
 * feeds, adding, reading now and deleting a feed, a new export link, the open conflicts. Every change
 * is audited naming the boat and the feed, never the URL (it may hold a credential).
 */

type Admin = Pick<SessionClaims, 'sub'>;

export const CALENDAR_AUDIT = {
  feedAdded: 'calendar.feed.added',
  feedDeleted: 'calendar.feed.deleted',
  feedRefreshed: 'calendar.feed.refreshed',
  exportRotated: 'calendar.export.rotated',
  feedEntity: 'calendar_feed',
  exportEntity: 'calendar_export',
} as const;

export interface CalendarAdminDeps {
  pii: Pii;
  settings: CalendarSettings;
  worker: CalendarWorkerDeps;
}

/** A boat as the calendars need it: id, name, and whether the site shows it (active ones are listed first). */
type Boat = Pick<BoatName, 'id' | 'name' | 'isActive'>;

/** The catalogue's boat `boatId`, or the 404 the contract names. */
export function boatOf(boats: Boat[], boatId: number | null): Boat {
  const boat = boatId === null ? undefined : boats.find((b) => b.id === boatId);
  if (!boat) throw notFound('boat_not_found');
  return boat;
}

/** A new export token, its fingerprint and its sealed copy for the boat's row. */
function newExportToken(pii: Pii, boatId: number) {
  const token = newAccessToken();
  return {
    tokenHash: pii.fingerprint(exportTokenFingerprintInput(token)),
    tokenEncrypted: pii.seal(token, { table: 'calendar_exports', id: boatId, column: 'token_encrypted' }),
  };
}

/**
 * Every listed boat has its export row, with the catalogue's current name: missing ones are made
 * (a token each), renamed ones follow. Concurrent callers agree: a row made meanwhile is kept.
 */
async function ensureExports(tx: EntityManager, pii: Pii, boats: Boat[], now: Date): Promise<void> {
  if (boats.length === 0) return;
  const existing = await tx.find(CalendarExportEntity, { boatId: { $in: boats.map((b) => b.id) } });
  const byBoat = new Map(existing.map((row) => [row.boatId, row]));
  for (const boat of boats) {
    const row = byBoat.get(boat.id);
    if (row) {
      if (row.boatName !== boat.name) tx.assign(row, { boatName: boat.name });
      continue;
    }
    const token = newExportToken(pii, boat.id);
    await tx.execute(
      `insert into "booking"."calendar_exports" (boat_id, boat_name, token_hash, token_encrypted, created_at) values (?, ?, ?, ?, ?)
       on conflict (boat_id) do nothing`,
      [boat.id, boat.name, token.tokenHash, token.tokenEncrypted, now],
      'run',
    );
  }
  await tx.flush();
}

function exportUrl(pii: Pii, settings: CalendarSettings, row: CalendarExportRow): string {
  const token = pii.open(row.tokenEncrypted, { table: 'calendar_exports', id: row.boatId, column: 'token_encrypted' });
  return `${settings.publicUrl.replace(/\/+$/, '')}${exportPath(row.boatId, token)}`;
}

/** A feed as the back office sees it; `stale` and `quietMinutes` as at `now`. */
export function toCalendarFeed(row: CalendarFeedRow, pii: Pii, settings: CalendarSettings, now: Date): CalendarFeed {
  const since = row.lastSuccessAt ?? row.createdAt;
  return {
    id: row.id,
    boatId: row.boatId,
    name: row.name,
    url: pii.open(row.urlEncrypted, { table: 'calendar_feeds', id: row.id, column: 'url_encrypted' }),
    lastSuccessAt: row.lastSuccessAt ? row.lastSuccessAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt ? row.lastAttemptAt.toISOString() : null,
    lastError: row.lastError ?? null,
    eventCount: row.eventCount,
    stale: now.getTime() - since.getTime() >= settings.staleMinutes * 60_000,
    quietMinutes: quietMinutes(since, now),
    createdAt: row.createdAt.toISOString(),
  };
}

const byActiveThenId = (a: Boat, b: Boat) => Number(b.isActive) - Number(a.isActive) || a.id - b.id;

/**
 * GET /api/admin/calendars: the catalogue's boats (active ones first), each with its export URL and
 * its feeds; a boat that left the catalogue but still has feeds comes last, under its last known
 * name, so its feeds can still be deleted.
 */
export async function listCalendars(
  em: EntityManager,
  deps: CalendarAdminDeps,
  boats: Boat[],
  now: Date = new Date(),
): Promise<BoatCalendars[]> {
  await em.transactional((tx) => ensureExports(tx, deps.pii, boats, now));
  const [exports, feeds] = await Promise.all([
    em.fork().find(CalendarExportEntity, {}),
    em.fork().find(CalendarFeedEntity, {}, { orderBy: { boatId: 'asc', id: 'asc' } }),
  ]);
  const exportOf = new Map(exports.map((row) => [row.boatId, row]));
  const listed = [...boats].sort(byActiveThenId);
  const known = new Set(listed.map((b) => b.id));
  for (const feed of feeds) {
    if (known.has(feed.boatId)) continue;
    known.add(feed.boatId);
    listed.push({ id: feed.boatId, name: exportOf.get(feed.boatId)?.boatName ?? `Barca ${feed.boatId}`, isActive: false });
  }
  return listed.flatMap((boat) => {
    const row = exportOf.get(boat.id);
    if (!row) return [];
    return [
      {
        boatId: boat.id,
        boatName: boat.name,
        exportUrl: exportUrl(deps.pii, deps.settings, row),
        feeds: feeds.filter((f) => f.boatId === boat.id).map((f) => toCalendarFeed(f, deps.pii, deps.settings, now)),
      },
    ];
  });
}

/** One boat's row of the list, as it stands. */
async function boatCalendars(em: EntityManager, deps: CalendarAdminDeps, boat: Boat, now: Date): Promise<BoatCalendars> {
  const [row, feeds] = await Promise.all([
    em.fork().findOneOrFail(CalendarExportEntity, { boatId: boat.id }),
    em.fork().find(CalendarFeedEntity, { boatId: boat.id }, { orderBy: { id: 'asc' } }),
  ]);
  return {
    boatId: boat.id,
    boatName: boat.name,
    exportUrl: exportUrl(deps.pii, deps.settings, row),
    feeds: feeds.map((f) => toCalendarFeed(f, deps.pii, deps.settings, now)),
  };
}

const feedAudit = (feed: { boatId: number; name: string }, boatName: string, extra: Record<string, unknown> = {}) => ({
  boatId: feed.boatId,
  boatName,
  feedName: feed.name,
  ...extra,
});

/**
 * POST /api/admin/calendars/:boatId/feeds: the URL is checked (its host must not lead to a private
 * network or to this server), the feed stored and audited, then read at once; the answer is the
 * feed after that first read, which may have failed (kept, with its error, and retried).
 */
export async function addFeed(
  em: EntityManager,
  deps: CalendarAdminDeps,
  boat: Boat,
  input: z.output<typeof calendarFeedInput>,
  admin: Admin,
  afterCommit: () => void,
): Promise<CalendarFeed> {
  const refusal = await urlRefusal(input.url, fetchSettings(deps.settings));
  if (refusal) throw badRequestOn('url', refusal);
  const now = new Date();
  const id = await em.transactional(async (tx) => {
    await ensureExports(tx, deps.pii, [boat], now);
    // Serialises adds for one boat, so two at once cannot both pass the count.
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`calendar-feeds:${boat.id}`], 'run');
    const count = await tx.count(CalendarFeedEntity, { boatId: boat.id });
    if (count >= CALENDAR_FEEDS_PER_BOAT_MAX)
      throw conflict({ code: 'calendar_feeds_too_many', params: { max: String(CALENDAR_FEEDS_PER_BOAT_MAX) } });
    // The id first: the URL is sealed for this row and no other.
    const feedId = await nextSerialId(tx, 'booking', 'calendar_feeds');
    const row = tx.create(CalendarFeedEntity, {
      id: feedId,
      boatId: boat.id,
      name: input.name,
      urlEncrypted: deps.pii.seal(input.url, { table: 'calendar_feeds', id: feedId, column: 'url_encrypted' }),
      eventCount: 0,
      consecutiveFailures: 0,
      nextPollAt: now,
      createdAt: now,
    });
    recordAudit(tx, {
      userId: admin.sub,
      action: CALENDAR_AUDIT.feedAdded,
      entityType: CALENDAR_AUDIT.feedEntity,
      entityId: String(feedId),
      details: feedAudit(row, boat.name),
      service: 'booking',
    });
    return feedId;
  });
  afterCommit();
  const read = await readFeedNow(deps.worker, id);
  if (!read) throw notFound('calendar_not_found');
  return toCalendarFeed(read, deps.pii, deps.settings, new Date());
}

/** POST /api/admin/calendars/feeds/:id/refresh: the feed read now, the request audited with its outcome. */
export async function refreshFeed(
  em: EntityManager,
  deps: CalendarAdminDeps,
  id: number | null,
  admin: Admin,
  afterCommit: () => void,
): Promise<CalendarFeed> {
  const feed = id ? await em.findOne(CalendarFeedEntity, { id }) : null;
  if (!feed) throw notFound('calendar_not_found');
  const read = await readFeedNow(deps.worker, feed.id);
  if (!read) throw notFound('calendar_not_found');
  await em.fork().transactional(async (tx) => {
    const [name] = await tx.execute<{ boat_name: string }[]>(`select boat_name from "booking"."calendar_exports" where boat_id = ?`, [
      read.boatId,
    ]);
    recordAudit(tx, {
      userId: admin.sub,
      action: CALENDAR_AUDIT.feedRefreshed,
      entityType: CALENDAR_AUDIT.feedEntity,
      entityId: String(read.id),
      details: feedAudit(read, name?.boat_name ?? `Barca ${read.boatId}`, { ok: !read.lastError, eventCount: read.eventCount }),
      service: 'booking',
    });
  });
  afterCommit();
  return toCalendarFeed(read, deps.pii, deps.settings, new Date());
}

/** DELETE /api/admin/calendars/feeds/:id: the feed goes with its ranges, their claims and its conflicts. */
export async function deleteFeed(em: EntityManager, id: number | null, admin: Admin): Promise<void> {
  await em.transactional(async (tx) => {
    const feed = id ? await tx.findOne(CalendarFeedEntity, { id }) : null;
    if (!feed) throw notFound('calendar_not_found');
    const [name] = await tx.execute<{ boat_name: string }[]>(`select boat_name from "booking"."calendar_exports" where boat_id = ?`, [
      feed.boatId,
    ]);
    recordAudit(tx, {
      userId: admin.sub,
      action: CALENDAR_AUDIT.feedDeleted,
      entityType: CALENDAR_AUDIT.feedEntity,
      entityId: String(feed.id),
      details: feedAudit(feed, name?.boat_name ?? `Barca ${feed.boatId}`, { eventCount: feed.eventCount }),
      service: 'booking',
    });
    // The database removes the rest: external_events and calendar_conflicts on delete cascade, and the claims with the events.
    await tx.nativeDelete(CalendarFeedEntity, { id: feed.id });
  });
}

/** POST /api/admin/calendars/:boatId/rotate: a new export token; the old URL is a 404 from the commit on. */
export async function rotateExport(em: EntityManager, deps: CalendarAdminDeps, boat: Boat, admin: Admin): Promise<BoatCalendars> {
  const now = new Date();
  await em.transactional(async (tx) => {
    await ensureExports(tx, deps.pii, [boat], now);
    const row = await tx.findOneOrFail(CalendarExportEntity, { boatId: boat.id });
    tx.assign(row, { ...newExportToken(deps.pii, boat.id), createdAt: now });
    recordAudit(tx, {
      userId: admin.sub,
      action: CALENDAR_AUDIT.exportRotated,
      entityType: CALENDAR_AUDIT.exportEntity,
      entityId: String(boat.id),
      details: { boatId: boat.id, boatName: boat.name },
      service: 'booking',
    });
  });
  return boatCalendars(em, deps, boat, now);
}

/** GET /api/admin/calendars/conflicts: the open conflicts, oldest first. */
export async function openConflicts(em: EntityManager): Promise<CalendarConflict[]> {
  const rows = await em.execute<
    {
      id: number;
      feed_id: number;
      feed_name: string;
      boat_id: number;
      start_date: string;
      end_date: string;
      booking_id: number | null;
      request_id: number | null;
      created_at: Date;
    }[]
  >(
    `select c.id, c.feed_id, f.name as feed_name, c.boat_id, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
            to_char(c.end_date, 'YYYY-MM-DD') as end_date, c.booking_id, c.request_id, c.created_at
       from "booking"."calendar_conflicts" c join "booking"."calendar_feeds" f on f.id = c.feed_id
      where c.closed_at is null
      order by c.created_at, c.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    feedId: row.feed_id,
    feedName: row.feed_name,
    boatId: row.boat_id,
    startDate: row.start_date,
    endDate: row.end_date,
    bookingId: row.booking_id,
    requestId: row.request_id,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
