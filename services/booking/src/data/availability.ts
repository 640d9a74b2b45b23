import type { EntityManager } from '@mikro-orm/postgresql';
import { FREE_DAY_STATUS } from '../domain/availability.ts';
import type { DateRange } from '../domain/date-range.ts';

/**
 * The ids among `boatIds` that are free for the whole range: no claim overlaps it (a confirmed or
 * pending booking, or a request's hold: docs/request-lifecycle.md#holds) and no day in it is marked
 * taken in boat_availability. One statement, asked of the database rather than loading the rows: the
 * claim test is the same range overlap the `claims_no_overlap` exclusion constraint enforces, so it
 * runs on that constraint's GiST index, and the marked days on the unique (boat_id, date) index. The
 * same rule as domain/availability.ts. A hold whose time is up still counts until the sweeper ends it.
 * Inside a transaction (`em` a transactional fork) it reads on the transaction's connection.
 */
export async function freeBoatIds(em: EntityManager, boatIds: number[], range: DateRange): Promise<Set<number>> {
  if (boatIds.length === 0) return new Set();
  const rows = await em.execute<{ boat_id: number }[]>(
    `select id as boat_id from unnest(?::int[]) as candidate(id)
      where not exists (
              select 1 from "booking"."claims" c
               where c.boat_id = candidate.id
                 and daterange(c.start_date, c.end_date, '[]') && daterange(?::date, ?::date, '[]'))
        and not exists (
              select 1 from "booking"."boat_availability" a
               where a.boat_id = candidate.id and a.date between ?::date and ?::date and a.status <> ?)`,
    [`{${boatIds.join(',')}}`, range.startDate, range.endDate, range.startDate, range.endDate, FREE_DAY_STATUS],
  );
  return new Set(rows.map((row) => row.boat_id));
}

export async function isBoatFree(em: EntityManager, boatId: number, range: DateRange): Promise<boolean> {
  return (await freeBoatIds(em, [boatId], range)).has(boatId);
}

/**
 * What keeps a boat from a visitor's range: 'closed' (days the office closed:
 * docs/back-office.md#closed-days), 'taken' (a confirmed booking, a range imported from another
 * calendar, or a day the office marked), 'held' (only holds: pending requests or pending bookings,
 * which may still free up), or null.
 */
export async function obstacle(em: EntityManager, boatId: number, range: DateRange): Promise<'closed' | 'taken' | 'held' | null> {
  const overlaps = `c.boat_id = ? and daterange(c.start_date, c.end_date, '[]') && daterange(?::date, ?::date, '[]')`;
  const on = [boatId, range.startDate, range.endDate];
  const [row] = await em.execute<{ closed: boolean; taken: boolean; held: boolean }[]>(
    `select exists (select 1 from "booking"."claims" c where ${overlaps} and c.blocked_day_id is not null) as closed,
            exists (select 1 from "booking"."claims" c left join "booking"."bookings" b on b.id = c.booking_id
                     where ${overlaps} and (b.status = 'confirmed' or c.external_event_id is not null))
            or exists (select 1 from "booking"."boat_availability" a
                        where a.boat_id = ? and a.date between ?::date and ?::date and a.status <> ?) as taken,
            exists (select 1 from "booking"."claims" c where ${overlaps}) as held`,
    [...on, ...on, ...on, FREE_DAY_STATUS, ...on],
  );
  if (row?.closed) return 'closed';
  if (row?.taken) return 'taken';
  return row?.held ? 'held' : null;
}

/**
 * The claim in a range's way: whose it is (a booking, a request, closed days or an imported
 * calendar's range), its days, and its customer's sealed name, the closing's reason or the imported
 * feed's name.
 */
type NoSubject = { bookingId: null; requestId: null; customerNameEncrypted: null; feedName: null; closedReason: null };
export type ClaimInTheWay = DateRange &
  (
    | (Omit<NoSubject, 'bookingId' | 'customerNameEncrypted'> & { bookingId: number; customerNameEncrypted: string; pending: boolean })
    | (Omit<NoSubject, 'requestId' | 'customerNameEncrypted'> & { requestId: number; customerNameEncrypted: string })
    | (Omit<NoSubject, 'feedName'> & { feedName: string })
    | (Omit<NoSubject, 'closedReason'> & { closedReason: string })
  );

/**
 * The most days of any `windowDays`-day window of `boatId` that requests would hold with `range`
 * held too (docs/request-lifecycle.md#hoarding): the requests' own claims (pending, and holding)
 * plus the new range, over every window that meets the range. Claims never overlap (the exclusion
 * constraint), so each day counts once. Pending bookings and confirmed ones are the office's, not
 * counted.
 */
export async function requestShareAfter(em: EntityManager, boatId: number, range: DateRange, windowDays: number): Promise<number> {
  const last = windowDays - 1;
  const [row] = await em.execute<{ most: number | null }[]>(
    `with days as (
       select d::date as day,
              (d::date between ?::date and ?::date
               or exists (select 1 from "booking"."claims" c
                           where c.boat_id = ? and c.request_id is not null and d::date between c.start_date and c.end_date))::int as held
         from generate_series(?::date - ?::int, ?::date + ?::int, interval '1 day') as d
     ), windows as (
       select day, sum(held) over (order by day rows between current row and ? following) as held from days
     )
     select max(held)::int as most from windows where day <= ?::date`,
    [range.startDate, range.endDate, boatId, range.startDate, last, range.endDate, last, last, range.endDate],
  );
  return row?.most ?? 0;
}

/**
 * The earliest claim of `boatId` overlapping `range`, other than the booking `exceptBookingId`'s own
 * and the request `exceptRequestId`'s (a booking made from a request takes over its days).
 */
export async function claimInTheWay(
  em: EntityManager,
  boatId: number,
  range: DateRange,
  exceptBookingId: number | null = null,
  exceptRequestId: number | null = null,
): Promise<ClaimInTheWay | null> {
  const [row] = await em.execute<
    {
      booking_id: number | null;
      request_id: number | null;
      start_date: string;
      end_date: string;
      name: string | null;
      feed_name: string | null;
      reason: string | null;
      booking_status: string | null;
    }[]
  >(
    // An imported range may hold its days in pieces (docs/calendars.md#conflicts-and-quiet-feeds): the
    // refusal names the imported event's days, as the marketplace shows them.
    `select c.booking_id, c.request_id, to_char(coalesce(e.start_date, c.start_date), 'YYYY-MM-DD') as start_date,
            to_char(coalesce(e.end_date, c.end_date), 'YYYY-MM-DD') as end_date,
            coalesce(b.customer_name_encrypted, r.customer_name_encrypted) as name, f.name as feed_name, d.reason,
            b.status as booking_status
       from "booking"."claims" c
       left join "booking"."bookings" b on b.id = c.booking_id
       left join "booking"."booking_requests" r on r.id = c.request_id
       left join "booking"."blocked_days" d on d.id = c.blocked_day_id
       left join "booking"."external_events" e on e.id = c.external_event_id
       left join "booking"."calendar_feeds" f on f.id = e.feed_id
      where c.boat_id = ? and daterange(c.start_date, c.end_date, '[]') && daterange(?::date, ?::date, '[]')
        and c.booking_id is distinct from ?::int
        and c.request_id is distinct from ?::int
      order by c.start_date, c.id
      limit 1`,
    // -1 for none: a claim whose other id is null must still count, and null is not distinct from null.
    [boatId, range.startDate, range.endDate, exceptBookingId ?? -1, exceptRequestId ?? -1],
  );
  if (!row) return null;
  const none: NoSubject & DateRange = {
    startDate: row.start_date,
    endDate: row.end_date,
    bookingId: null,
    requestId: null,
    customerNameEncrypted: null,
    feedName: null,
    closedReason: null,
  };
  if (row.booking_id !== null)
    return { ...none, bookingId: row.booking_id, customerNameEncrypted: row.name ?? '', pending: row.booking_status === 'pending' };
  if (row.request_id !== null) return { ...none, requestId: row.request_id, customerNameEncrypted: row.name ?? '' };
  if (row.reason !== null) return { ...none, closedReason: row.reason };
  return { ...none, feedName: row.feed_name ?? '' };
}

/**
 * The ranges of a boat from `from` on that no booking of ours takes but that are taken all the same:
 * imported from other calendars (docs/calendars.md#import-the-marketplaces-feeds) and closed by the
 * office (docs/back-office.md#closed-days). The public calendar shows them as booked, dates only,
 * never where they come from nor why.
 */
export async function otherTakenRanges(em: EntityManager, boatId: number, from: string): Promise<DateRange[]> {
  return em.execute<DateRange[]>(
    `select to_char(c.start_date, 'YYYY-MM-DD') as "startDate", to_char(c.end_date, 'YYYY-MM-DD') as "endDate"
       from "booking"."claims" c
      where c.boat_id = ? and c.end_date >= ?::date and (c.external_event_id is not null or c.blocked_day_id is not null)
      order by c.start_date`,
    [boatId, from],
  );
}

/**
 * The ranges held for a boat from `from` on that are not confirmed bookings (pending requests and
 * pending bookings): the calendar's "in attesa di conferma" days. Dates only, never who. Imported
 * ranges and closed days are not holds: see otherTakenRanges.
 */
export async function heldRanges(em: EntityManager, boatId: number, from: string): Promise<DateRange[]> {
  return em.execute<DateRange[]>(
    `select to_char(c.start_date, 'YYYY-MM-DD') as "startDate", to_char(c.end_date, 'YYYY-MM-DD') as "endDate"
       from "booking"."claims" c
       left join "booking"."bookings" b on b.id = c.booking_id
      where c.boat_id = ? and c.end_date >= ?::date and (c.request_id is not null or b.status <> 'confirmed')
      order by c.start_date`,
    [boatId, from],
  );
}
