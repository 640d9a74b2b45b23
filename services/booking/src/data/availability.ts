import type { EntityManager } from '@mikro-orm/postgresql';
import { BLOCKING_STATUS, FREE_DAY_STATUS } from '../domain/availability.ts';
import type { DateRange } from '../domain/date-range.ts';

/**
 * The ids among `boatIds` that are free for the whole range: no confirmed booking overlaps it and
 * no day in it is marked taken in boat_availability. One statement, asked of the database rather
 * than loading the rows: the booking test is the same range overlap the `bookings_no_overlap`
 * exclusion constraint enforces, so it runs on that constraint's GiST index, and the marked days
 * on the unique (boat_id, date) index. The same rule as domain/availability.ts `isRangeFree`.
 * Inside a transaction (`em` a transactional fork) it reads on the transaction's connection.
 */
export async function freeBoatIds(em: EntityManager, boatIds: number[], range: DateRange): Promise<Set<number>> {
  if (boatIds.length === 0) return new Set();
  const rows = await em.execute<{ boat_id: number }[]>(
    `select id as boat_id from unnest(?::int[]) as candidate(id)
      where not exists (
              select 1 from "booking"."bookings" b
               where b.boat_id = candidate.id and b.status = ?
                 and daterange(b.start_date, b.end_date, '[]') && daterange(?::date, ?::date, '[]'))
        and not exists (
              select 1 from "booking"."boat_availability" a
               where a.boat_id = candidate.id and a.date between ?::date and ?::date and a.status <> ?)`,
    [`{${boatIds.join(',')}}`, BLOCKING_STATUS, range.startDate, range.endDate, range.startDate, range.endDate, FREE_DAY_STATUS],
  );
  return new Set(rows.map((row) => row.boat_id));
}

export async function isBoatFree(em: EntityManager, boatId: number, range: DateRange): Promise<boolean> {
  return (await freeBoatIds(em, [boatId], range)).has(boatId);
}
