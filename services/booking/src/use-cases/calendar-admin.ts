import type { EntityManager } from '@mikro-orm/postgresql';
import type { BoatCalendars, CalendarConflict, CalendarFeed } from '@nbp/contracts/http/calendars';
import type { SessionClaims } from '@nbp/contracts/http/identity';
import { audit } from '../data/audit.ts';
import { notFound } from '@nbp/kit/errors';
import { CalendarExportEntity, CalendarFeedEntity, type CalendarExportRow, type CalendarFeedRow } from '../data/calendar-entities.ts';
import type { Pii } from '../data/pii.ts';
import type { CalendarSettings } from '../deps.ts';
import type { BoatName } from '../clients/catalogue.ts';
import { newAccessToken } from '../domain/access-token.ts';
import { exportPath, exportTokenFingerprintInput } from './calendar-export.ts';
import { closesOf, feedMarketplace, quietMinutes, type CalendarWorkerDeps } from './calendar-poll.ts';

/**
 * The back office's calendars (docs/calendars.md#back-office): each boat's export URL and imported
 * feeds, a new export link, the open conflicts; adding, reading now and deleting a feed are in
 * calendar-feeds-admin.ts. Every change is audited naming the boat and the feed, never the URL (it
 * may hold a credential).
 */

export type Admin = Pick<SessionClaims, 'sub'>;

export const CALENDAR_AUDIT = {
  feedAdded: 'calendar.feed.added',
  feedDeleted: 'calendar.feed.deleted',
  feedRefreshed: 'calendar.feed.refreshed',
  feedSettings: 'calendar.feed.settings',
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
export type Boat = Pick<BoatName, 'id' | 'name' | 'isActive'>;

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
export async function ensureExports(tx: EntityManager, pii: Pii, boats: Boat[], now: Date): Promise<void> {
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
  const url = pii.open(row.urlEncrypted, { table: 'calendar_feeds', id: row.id, column: 'url_encrypted' });
  return {
    id: row.id,
    boatId: row.boatId,
    name: row.name,
    url,
    lastSuccessAt: row.lastSuccessAt ? row.lastSuccessAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt ? row.lastAttemptAt.toISOString() : null,
    lastError: row.lastError ?? null,
    eventCount: row.eventCount,
    stale: now.getTime() - since.getTime() >= settings.staleMinutes * 60_000,
    quietMinutes: quietMinutes(since, now),
    createdAt: row.createdAt.toISOString(),
    closes: closesOf(row, url),
    closesChosen: row.closes === 'reservations' || row.closes === 'all',
    marketplace: feedMarketplace(row, url),
    skippedCount: row.skippedCount ?? 0,
    // A row never read well may still hold the column's default as written ('[]').
    skippedEvents: Array.isArray(row.skippedEvents) ? row.skippedEvents : [],
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

/** POST /api/admin/calendars/:boatId/rotate: a new export token; the old URL is a 404 from the commit on. */
export async function rotateExport(em: EntityManager, deps: CalendarAdminDeps, boat: Boat, admin: Admin): Promise<BoatCalendars> {
  const now = new Date();
  await em.transactional(async (tx) => {
    await ensureExports(tx, deps.pii, [boat], now);
    const row = await tx.findOneOrFail(CalendarExportEntity, { boatId: boat.id });
    tx.assign(row, { ...newExportToken(deps.pii, boat.id), createdAt: now });
    audit(tx, admin.sub, CALENDAR_AUDIT.exportRotated, [CALENDAR_AUDIT.exportEntity, boat.id], { boatId: boat.id, boatName: boat.name });
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
