import type { EntityManager } from '@mikro-orm/postgresql';
import { CALENDAR_CONFLICT, type CalendarConflictEvent } from '@nbp/contracts/http/calendars';
import { enqueue } from '@nbp/kit/outbox';
import type { CalendarFeedRow } from '../data/calendar-entities.ts';
import type { ImportedRange } from '../domain/ics-ranges.ts';

/**
 * A feed's stored ranges (docs/calendars.md): replaced by a fresh read, and their claims and
 * conflicts with bookings and holds kept in line, inside the read's transaction.
 */

/** Rounds of claiming at most per read: each takes what the previous one was refused. */
const CLAIM_ROUNDS = 5;

/** The name the office's mails give the boat: the catalogue's, as last copied by the back office. */
export async function boatNameOf(em: EntityManager, boatId: number): Promise<string> {
  const [row] = await em.execute<{ boat_name: string }[]>(`select boat_name from "booking"."calendar_exports" where boat_id = ?`, [boatId]);
  return row?.boat_name ?? `Barca ${boatId}`;
}

/**
 * Each of the feed's ranges claims every one of its days that is free, one claim per free piece
 * (docs/calendars.md#conflicts-and-quiet-feeds); the exclusion constraint still decides (`on
 * conflict do nothing`), and a piece it refuses is tried again, smaller, in the next round.
 */
async function claimFreeDays(tx: EntityManager, feedId: number): Promise<void> {
  // Two ranges of one feed may share days: the second's piece over the first's is refused whole,
  // and its free remainder is taken by the next round.
  for (let round = 0; round < CLAIM_ROUNDS; round++) {
    const result = await tx.execute<{ affectedRows?: number }>(
      `insert into "booking"."claims" (boat_id, start_date, end_date, external_event_id)
       select e.boat_id, lower(piece), upper(piece) - 1, e.id
         from "booking"."external_events" e
         cross join lateral unnest(
           datemultirange(daterange(e.start_date, e.end_date, '[]'))
           - coalesce((select range_agg(daterange(c.start_date, c.end_date, '[]')) from "booking"."claims" c
                        where c.boat_id = e.boat_id and daterange(c.start_date, c.end_date, '[]') && daterange(e.start_date, e.end_date, '[]')),
                      '{}'::datemultirange)
         ) as piece
        where e.feed_id = ?
          -- A range already holding all its days in one claim (the common case) has nothing to take.
          and not exists (select 1 from "booking"."claims" w
                           where w.external_event_id = e.id and w.start_date = e.start_date and w.end_date = e.end_date)
        order by e.start_date, e.id, lower(piece)
       on conflict do nothing`,
      [feedId],
      'run',
    );
    if (!result.affectedRows) break;
  }
}

/**
 * Makes the feed's claims and conflicts match its stored ranges, inside the caller's transaction:
 * every range claims its free days (claimFreeDays); a range overlapping a booking's or a request's
 * claim is a conflict, opened (and announced) if new, its days kept current if
 * already open; the feed's open conflicts that no longer overlap close. Returns the number of new
 * conflicts.
 */
export async function reconcile(tx: EntityManager, feed: CalendarFeedRow, now: Date): Promise<number> {
  await claimFreeDays(tx, feed.id);
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
export async function replaceRanges(tx: EntityManager, feed: CalendarFeedRow, ranges: ImportedRange[]): Promise<void> {
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
