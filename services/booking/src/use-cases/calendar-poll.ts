import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  CALENDAR_FEED_STALE,
  defaultCloses,
  type CalendarFeedStaleEvent,
  type FeedCloses,
  type FeedMarketplace,
} from '@nbp/contracts/http/calendars';
import { todayInRome } from '@nbp/contracts/common';
import type { Logger } from '@nbp/kit/logger';
import { enqueue } from '@nbp/kit/outbox';
import { retryOnDeadlock } from '@nbp/kit/db';
import { CalendarFeedEntity, type CalendarFeedRow } from '../data/calendar-entities.ts';
import type { Pii } from '../data/pii.ts';
import type { CalendarSettings } from '../deps.ts';
import { fetchFeed, FETCH_ERRORS, FeedFetchError, httpsForWebcal, type FetchSettings } from '../clients/feed-fetch.ts';
import { FeedRefused, marketplaceOf, SKIPPED_LISTED_MAX, type FeedRead } from '../domain/ics-ranges.ts';
import type { FeedParser } from '../clients/feed-parser.ts';
import { boatNameOf, reconcile, replaceRanges } from './calendar-ranges.ts';

/**
 * The import side of docs/calendars.md: one read of a feed (the worker's, or one asked by hand),
 * the feed's ranges replaced and their claims taken in one transaction, the conflicts with bookings
 * and holds made here kept up to date (calendar-ranges.ts), and the quiet feeds announced once.
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

/** What one read brought: the ranges of a fresh answer, nothing new (304), or the failure's Italian text. */
type ReadResult =
  | { kind: 'fresh'; read: FeedRead; etag: string | null; lastModified: string | null }
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
    const read = await deps.parser.read(answer.text, {
      maxEvents: settings.maxEvents,
      maxOccurrences: settings.maxOccurrences,
      horizonDays: settings.horizonDays,
      today: todayInRome(now),
    });
    return { kind: 'fresh', read, etag: answer.etag, lastModified: answer.lastModified };
  } catch (err) {
    if (err instanceof FeedFetchError || err instanceof FeedRefused) return { kind: 'failed', error: err.message };
    deps.logger.warn({ feedId: feed.id, err: (err as Error).message }, 'calendar feed read failed unexpectedly');
    return { kind: 'failed', error: FETCH_ERRORS.other };
  }
}

/** The marketplace a feed's URL names by its host (docs/calendars.md#what-closes-days), if any. */
export function marketplaceOfUrl(url: string): FeedMarketplace | null {
  try {
    return marketplaceOf(new URL(httpsForWebcal(url)).hostname);
  } catch {
    return null;
  }
}

/**
 * What closes days from a feed (docs/calendars.md#what-closes-days): the office's choice, else the
 * default of the marketplace its URL's host names, else of the one its file's PRODID named.
 */
export function closesOf(feed: Pick<CalendarFeedRow, 'closes' | 'marketplace'>, url: string): FeedCloses {
  if (feed.closes === 'reservations' || feed.closes === 'all') return feed.closes;
  return defaultCloses(feedMarketplace(feed, url));
}

/** The marketplace of a feed: its URL's host first, the PRODID of its last good read next. */
export function feedMarketplace(feed: Pick<CalendarFeedRow, 'marketplace'>, url: string): FeedMarketplace | null {
  const stored = feed.marketplace === 'airbnb' || feed.marketplace === 'booking' ? feed.marketplace : null;
  return marketplaceOfUrl(url) ?? stored;
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
          const { read } = result;
          const url = deps.pii.open(locked.urlEncrypted, { table: 'calendar_feeds', id: locked.id, column: 'url_encrypted' });
          const marketplace = marketplaceOfUrl(url) ?? read.marketplace;
          // docs/calendars.md#what-closes-days: the "not available" blocks close days only when the feed says so.
          const closes = closesOf({ closes: locked.closes ?? null, marketplace }, url);
          const ranges = closes === 'all' ? [...read.reservations, ...read.blocks] : read.reservations;
          await replaceRanges(tx, locked, ranges);
          tx.assign(locked, {
            etag: result.etag,
            lastModified: result.lastModified,
            eventCount: ranges.length,
            marketplace: read.marketplace,
            skippedCount: read.skipped.length,
            skippedEvents: read.skipped.slice(0, SKIPPED_LISTED_MAX),
          });
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
