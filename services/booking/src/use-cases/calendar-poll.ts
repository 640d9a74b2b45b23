import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  CALENDAR_CONFLICT,
  CALENDAR_FEED_STALE,
  type CalendarConflictEvent,
  type CalendarFeedStaleEvent,
} from '@nbp/contracts/http/calendars';
import { todayInRome } from '@nbp/contracts/common';
import type { Logger } from '@nbp/kit/logger';
import { enqueue } from '@nbp/kit/outbox';
import { retryOnDeadlock } from '@nbp/kit/db';
import { CalendarFeedEntity, type CalendarFeedRow } from '../data/entities.ts';
import type { Pii } from '../data/pii.ts';
import type { CalendarSettings } from '../deps.ts';
import { fetchFeed, FETCH_ERRORS, FeedFetchError, type FetchSettings } from '../clients/feed-fetch.ts';
import { FeedRefused, type ImportedRange } from '../domain/ics-ranges.ts';
import type { FeedParser } from '../clients/feed-parser.ts';

/**
 * The import side of docs/calendars.md: one read of a feed (the worker's, or one asked by hand),
 * the feed's ranges replaced and their claims taken in one transaction, the conflicts with bookings
 * and holds made here kept up to date, and the quiet feeds announced once.
 */

export interface CalendarWorkerDeps {
  orm: MikroORM;
  pii: Pii;
  settings: CalendarSettings;
  /** Parses a fetched feed off the event loop (docs/calendars.md#the-parsing-worker). */
  parser: FeedParser;
  /** Publishes the outbox now rather than at its next tick. */
  kick: () => void;
  logger: Logger;
}

/** The longest wait between two tries of a failing feed. */
const MAX_BACKOFF_MS = 3_600_000;
/** A feed taken by a worker is not due again for this long beyond its read's deadline (a replica that died mid-read). */
const LEASE_EXTRA_MS = 60_000;
/** Feeds read in one pass at most; the rest wait for the next one. */
const MAX_FEEDS_PER_PASS = 500;

const msLater = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** After `failures` consecutive failed reads: the poll interval doubled per failure, at most an hour (or the interval itself if longer). */
export function retryDelayMs(pollSeconds: number, failures: number): number {
  const poll = pollSeconds * 1000;
  return Math.min(poll * 2 ** Math.min(failures, 30), Math.max(MAX_BACKOFF_MS, poll));
}

/** The name the office's mails give the boat: the catalogue's, as last copied by the back office. */
async function boatNameOf(em: EntityManager, boatId: number): Promise<string> {
  const [row] = await em.execute<{ boat_name: string }[]>(`select boat_name from "booking"."calendar_exports" where boat_id = ?`, [boatId]);
  return row?.boat_name ?? `Barca ${boatId}`;
}

/** What one read brought: the ranges of a fresh answer, nothing new (304), or the failure's Italian text. */
type ReadResult =
  | { kind: 'fresh'; ranges: ImportedRange[]; etag: string | null; lastModified: string | null }
  | { kind: 'unchanged' }
  | { kind: 'failed'; error: string };

/** What the reader needs of the settings. */
export const fetchSettings = (settings: CalendarSettings): FetchSettings => ({
  timeoutMs: settings.fetchTimeoutMs,
  maxBytes: settings.maxBytes,
  allowPrivate: settings.allowPrivate,
  ownPorts: settings.ownPorts,
});

async function fetchAndRead(feed: CalendarFeedRow, deps: CalendarWorkerDeps, now: Date): Promise<ReadResult> {
  const { settings } = deps;
  try {
    const url = deps.pii.open(feed.urlEncrypted, { table: 'calendar_feeds', id: feed.id, column: 'url_encrypted' });
    const answer = await fetchFeed(url, { etag: feed.etag ?? null, lastModified: feed.lastModified ?? null }, fetchSettings(settings));
    if (answer.notModified) return { kind: 'unchanged' };
    const ranges = await deps.parser.read(answer.text, {
      maxEvents: settings.maxEvents,
      maxOccurrences: settings.maxOccurrences,
      horizonDays: settings.horizonDays,
      today: todayInRome(now),
    });
    return { kind: 'fresh', ranges, etag: answer.etag, lastModified: answer.lastModified };
  } catch (err) {
    if (err instanceof FeedFetchError || err instanceof FeedRefused) return { kind: 'failed', error: err.message };
    deps.logger.warn({ feedId: feed.id, err: (err as Error).message }, 'calendar feed read failed unexpectedly');
    return { kind: 'failed', error: FETCH_ERRORS.other };
  }
}

/**
 * Makes the feed's claims and conflicts match its stored ranges, inside the caller's transaction:
 * every range without a claim tries to take one (`on conflict do nothing`: the exclusion constraint
 * decides, and a range it refuses stays without); a range overlapping a booking's or a request's
 * claim is a conflict, opened (and announced) if new, its days kept current if already open; the
 * feed's open conflicts that no longer overlap close. Returns the number of new conflicts.
 */
async function reconcile(tx: EntityManager, feed: CalendarFeedRow, now: Date): Promise<number> {
  await tx.execute(
    `insert into "booking"."claims" (boat_id, start_date, end_date, external_event_id)
     select e.boat_id, e.start_date, e.end_date, e.id from "booking"."external_events" e
      where e.feed_id = ? and not exists (select 1 from "booking"."claims" c where c.external_event_id = e.id)
      order by e.start_date, e.id
     on conflict do nothing`,
    [feed.id],
    'run',
  );
  const current = await tx.execute<
    { uid: string; booking_id: number | null; request_id: number | null; start_date: string; end_date: string }[]
  >(
    `select distinct on (e.uid, coalesce(c.booking_id, 0), coalesce(c.request_id, 0))
            e.uid, c.booking_id, c.request_id,
            to_char(e.start_date, 'YYYY-MM-DD') as start_date, to_char(e.end_date, 'YYYY-MM-DD') as end_date
       from "booking"."external_events" e
       join "booking"."claims" c on c.boat_id = e.boat_id
        and daterange(c.start_date, c.end_date, '[]') && daterange(e.start_date, e.end_date, '[]')
      where e.feed_id = ? and (c.booking_id is not null or c.request_id is not null)
      order by e.uid, coalesce(c.booking_id, 0), coalesce(c.request_id, 0), e.start_date, e.id`,
    [feed.id],
  );
  const open = await tx.execute<
    { id: number; event_uid: string; booking_id: number | null; request_id: number | null; start_date: string; end_date: string }[]
  >(
    `select id, event_uid, booking_id, request_id, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
       from "booking"."calendar_conflicts" where feed_id = ? and closed_at is null`,
    [feed.id],
  );
  const key = (uid: string, bookingId: number | null, requestId: number | null) => `${uid}\u0000${bookingId ?? 0}\u0000${requestId ?? 0}`;
  const openByKey = new Map(open.map((row) => [key(row.event_uid, row.booking_id, row.request_id), row]));
  let created = 0;
  let boatName: string | undefined;
  for (const row of current) {
    const k = key(row.uid, row.booking_id, row.request_id);
    const existing = openByKey.get(k);
    if (existing) {
      openByKey.delete(k);
      if (existing.start_date !== row.start_date || existing.end_date !== row.end_date) {
        await tx.execute(
          `update "booking"."calendar_conflicts" set start_date = ?::date, end_date = ?::date where id = ?`,
          [row.start_date, row.end_date, existing.id],
          'run',
        );
      }
      continue;
    }
    const [inserted] = await tx.execute<{ id: number }[]>(
      `insert into "booking"."calendar_conflicts" (feed_id, boat_id, event_uid, start_date, end_date, booking_id, request_id, created_at)
       values (?, ?, ?, ?::date, ?::date, ?, ?, ?) returning id`,
      [feed.id, feed.boatId, row.uid, row.start_date, row.end_date, row.booking_id, row.request_id, now],
    );
    boatName ??= await boatNameOf(tx, feed.boatId);
    enqueue(tx, CALENDAR_CONFLICT, {
      conflictId: inserted!.id,
      feedName: feed.name,
      boatId: feed.boatId,
      boatName,
      startDate: row.start_date,
      endDate: row.end_date,
      bookingId: row.booking_id,
      requestId: row.request_id,
    } satisfies CalendarConflictEvent);
    created += 1;
  }
  const gone = [...openByKey.values()].map((row) => row.id);
  if (gone.length) {
    await tx.execute(
      `update "booking"."calendar_conflicts" set closed_at = ? where id = any(?::int[])`,
      [now, `{${gone.join(',')}}`],
      'run',
    );
  }
  return created;
}

const rangeKey = (r: { uid: string; startDate: string; endDate: string }) => `${r.startDate}|${r.endDate}|${r.uid}`;

/**
 * Replaces the feed's ranges with a fresh read's: the old ones go (their claims with them), the new
 * ones are written. A read that brings exactly the ranges already stored (a server without
 * validators answers the same file every time) changes nothing.
 */
async function replaceRanges(tx: EntityManager, feed: CalendarFeedRow, ranges: ImportedRange[]): Promise<void> {
  const stored = await tx.execute<{ uid: string; startDate: string; endDate: string }[]>(
    `select uid, to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
       from "booking"."external_events" where feed_id = ?`,
    [feed.id],
  );
  const before = stored.map(rangeKey).sort();
  const after = ranges.map(rangeKey).sort();
  if (before.length === after.length && before.every((k, i) => k === after[i])) return;
  await tx.execute(`delete from "booking"."external_events" where feed_id = ?`, [feed.id], 'run');
  if (ranges.length === 0) return;
  await tx.execute(
    `insert into "booking"."external_events" (feed_id, boat_id, uid, start_date, end_date)
     select ?, ?, r.uid, r.start_date, r.end_date
       from jsonb_to_recordset(?::jsonb) as r(uid text, start_date date, end_date date)`,
    [feed.id, feed.boatId, JSON.stringify(ranges.map((r) => ({ uid: r.uid, start_date: r.startDate, end_date: r.endDate })))],
    'run',
  );
}

/**
 * One read of one feed, now: fetched and parsed outside any transaction, then written in one:
 * a good read (a 304 counts) replaces the ranges when the answer is new, clears the error and the
 * quiet period, and makes the next read due one poll later; a failed one keeps the ranges (a
 * marketplace down must not reopen its days), records the error and waits longer (retryDelayMs).
 * Either way the claims and conflicts are brought in line. Returns the feed as it stands after, or
 * null when it no longer exists.
 */
export async function readFeedNow(deps: CalendarWorkerDeps, feedId: number, now: Date = new Date()): Promise<CalendarFeedRow | null> {
  const feed = await deps.orm.em.fork().findOne(CalendarFeedEntity, { id: feedId });
  if (!feed) return null;
  const result = await fetchAndRead(feed, deps, now);
  // Claims written at once by a booking and by this read may deadlock; the victim tries again.
  const { row, conflicts } = await retryOnDeadlock(() =>
    deps.orm.em.fork().transactional(async (tx) => {
      const locked = await tx.findOne(CalendarFeedEntity, { id: feedId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!locked) return { row: null, conflicts: 0 };
      if (result.kind === 'failed') {
        const failures = locked.consecutiveFailures + 1;
        tx.assign(locked, {
          lastAttemptAt: now,
          lastError: result.error,
          consecutiveFailures: failures,
          nextPollAt: msLater(now, retryDelayMs(deps.settings.pollSeconds, failures)),
        });
      } else {
        if (result.kind === 'fresh') {
          await replaceRanges(tx, locked, result.ranges);
          tx.assign(locked, { etag: result.etag, lastModified: result.lastModified, eventCount: result.ranges.length });
        }
        tx.assign(locked, {
          lastAttemptAt: now,
          lastSuccessAt: now,
          lastError: null,
          consecutiveFailures: 0,
          nextPollAt: msLater(now, deps.settings.pollSeconds * 1000),
          staleAlertedAt: null,
        });
      }
      await tx.flush();
      return { row: locked, conflicts: await reconcile(tx, locked, now) };
    }),
  );
  if (conflicts) deps.kick();
  return row;
}

/** Takes the next due feed for this worker (skipping one another replica holds), or null. */
async function takeDueFeed(deps: CalendarWorkerDeps, now: Date): Promise<number | null> {
  const lease = msLater(now, deps.settings.fetchTimeoutMs + LEASE_EXTRA_MS);
  const [row] = await deps.orm.em.fork().execute<{ id: number }[]>(
    `update "booking"."calendar_feeds" set next_poll_at = ?
      where id = (select id from "booking"."calendar_feeds" where next_poll_at <= ? order by next_poll_at, id limit 1 for update skip locked)
      returning id`,
    [lease, now],
  );
  return row?.id ?? null;
}

/**
 * Announces each feed quiet for CALENDAR_STALE_MINUTES (no good read since, or since it was added)
 * once per quiet period: calendar.feed.stale.v1 to the office, and stale_alerted_at set, which the
 * next good read clears.
 */
export async function announceStaleFeeds(deps: CalendarWorkerDeps, now: Date = new Date()): Promise<number> {
  const cutoff = msLater(now, -deps.settings.staleMinutes * 60_000);
  const announced = await deps.orm.em.fork().transactional(async (tx) => {
    const rows = await tx.find(
      CalendarFeedEntity,
      { staleAlertedAt: null, $or: [{ lastSuccessAt: { $lte: cutoff } }, { lastSuccessAt: null, createdAt: { $lte: cutoff } }] },
      { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, orderBy: { id: 'asc' }, limit: 100 },
    );
    for (const row of rows) {
      const since = row.lastSuccessAt ?? row.createdAt;
      tx.assign(row, { staleAlertedAt: now });
      enqueue(tx, CALENDAR_FEED_STALE, {
        feedId: row.id,
        feedName: row.name,
        boatId: row.boatId,
        boatName: await boatNameOf(tx, row.boatId),
        lastSuccessAt: row.lastSuccessAt ? row.lastSuccessAt.toISOString() : null,
        quietMinutes: quietMinutes(since, now),
        lastError: row.lastError ?? null,
      } satisfies CalendarFeedStaleEvent);
    }
    return rows.length;
  });
  if (announced) deps.kick();
  return announced;
}

/** Whole minutes from `since` to `now`. */
export const quietMinutes = (since: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));

/**
 * One pass of the worker: every feed due is read, one at a time, each in its own try (a feed that
 * fails in any way never stops the others), then the quiet feeds are announced.
 */
export async function calendarPass(deps: CalendarWorkerDeps, at?: Date): Promise<{ read: number; failed: number; stale: number }> {
  let read = 0;
  let failed = 0;
  // Each feed's own time, unless a test fixes the clock.
  const now = () => at ?? new Date();
  for (let i = 0; i < MAX_FEEDS_PER_PASS; i++) {
    const feedId = await takeDueFeed(deps, now());
    if (feedId === null) break;
    try {
      const row = await readFeedNow(deps, feedId, now());
      if (row?.lastError) failed += 1;
      else read += 1;
    } catch (err) {
      failed += 1;
      deps.logger.warn({ feedId, err: (err as Error).message }, 'calendar feed read could not be recorded');
    }
  }
  const stale = await announceStaleFeeds(deps, now());
  return { read, failed, stale };
}
