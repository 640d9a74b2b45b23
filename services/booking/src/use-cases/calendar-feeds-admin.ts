import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  CALENDAR_FEEDS_PER_BOAT_MAX,
  type CalendarFeed,
  type calendarFeedInput,
  type calendarFeedSettingsInput,
} from '@nbp/contracts/http/calendars';
import { audit } from '../data/audit.ts';
import { badRequestOn, conflict, notFound } from '@nbp/kit/errors';
import { nextSerialId } from '@nbp/kit/db';
import { CalendarFeedEntity } from '../data/calendar-entities.ts';
import { urlRefusal } from '../clients/feed-fetch.ts';
import { fetchSettings, readFeedNow } from './calendar-poll.ts';
import { boatNameOf } from './calendar-ranges.ts';
import { CALENDAR_AUDIT, ensureExports, toCalendarFeed, type Admin, type Boat, type CalendarAdminDeps } from './calendar-admin.ts';

/** The back office's imported feeds (docs/calendars.md#back-office): adding one, reading one now, deleting one. */

/** A feed's entry in the activity log: its boat and name (never its URL, which may hold a credential), and what else the change says. */
function auditFeed(
  tx: EntityManager,
  admin: Admin,
  action: string,
  feed: { id: number; boatId: number; name: string },
  boatName: string,
  extra: Record<string, unknown> = {},
): void {
  audit(tx, admin.sub, action, [CALENDAR_AUDIT.feedEntity, feed.id], { boatId: feed.boatId, boatName, feedName: feed.name, ...extra });
}

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
      closes: input.closes ?? null,
      skippedCount: 0,
      skippedEvents: [],
    });
    auditFeed(tx, admin, CALENDAR_AUDIT.feedAdded, row, boat.name);
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
    const boatName = await boatNameOf(tx, read.boatId);
    auditFeed(tx, admin, CALENDAR_AUDIT.feedRefreshed, read, boatName, { ok: !read.lastError, eventCount: read.eventCount });
  });
  afterCommit();
  return toCalendarFeed(read, deps.pii, deps.settings, new Date());
}

/**
 * PATCH /api/admin/calendars/feeds/:id: what closes days from the feed (docs/calendars.md#what-closes-days),
 * null for the marketplace's default. The stored validators are dropped so the read that follows at
 * once gets the whole file again and its ranges are chosen anew; audited with the new choice.
 */
export async function updateFeedSettings(
  em: EntityManager,
  deps: CalendarAdminDeps,
  id: number | null,
  input: z.output<typeof calendarFeedSettingsInput>,
  admin: Admin,
  afterCommit: () => void,
): Promise<CalendarFeed> {
  const feedId = await em.transactional(async (tx) => {
    const feed = id ? await tx.findOne(CalendarFeedEntity, { id }) : null;
    if (!feed) throw notFound('calendar_not_found');
    tx.assign(feed, { closes: input.closes, etag: null, lastModified: null });
    auditFeed(tx, admin, CALENDAR_AUDIT.feedSettings, feed, await boatNameOf(tx, feed.boatId), { closes: input.closes });
    return feed.id;
  });
  afterCommit();
  const read = await readFeedNow(deps.worker, feedId);
  if (!read) throw notFound('calendar_not_found');
  return toCalendarFeed(read, deps.pii, deps.settings, new Date());
}

/** DELETE /api/admin/calendars/feeds/:id: the feed goes with its ranges, their claims and its conflicts. */
export async function deleteFeed(em: EntityManager, id: number | null, admin: Admin): Promise<void> {
  await em.transactional(async (tx) => {
    const feed = id ? await tx.findOne(CalendarFeedEntity, { id }) : null;
    if (!feed) throw notFound('calendar_not_found');
    const boatName = await boatNameOf(tx, feed.boatId);
    auditFeed(tx, admin, CALENDAR_AUDIT.feedDeleted, feed, boatName, { eventCount: feed.eventCount });
    // The database removes the rest: external_events and calendar_conflicts on delete cascade, and the claims with the events.
    await tx.nativeDelete(CalendarFeedEntity, { id: feed.id });
  });
}
