import type { EntityManager } from '@mikro-orm/postgresql';
import { BLOCKING_STATUS, FREE_DAY_STATUS, isRangeFree } from '../domain/availability.ts';
import type { DateRange } from '../domain/date-range.ts';
import { BoatAvailabilityEntity, BookingEntity } from './entities.ts';

/** The ids among `boatIds` that are free for the whole range (confirmed bookings and marked days read in two queries). */
export async function freeBoatIds(em: EntityManager, boatIds: number[], range: DateRange): Promise<Set<number>> {
  if (boatIds.length === 0) return new Set();
  // One after the other: inside a transaction both share its single connection.
  const bookings = await em.find(
    BookingEntity,
    { boatId: { $in: boatIds }, status: BLOCKING_STATUS, startDate: { $lte: range.endDate }, endDate: { $gte: range.startDate } },
    { fields: ['boatId', 'startDate', 'endDate', 'status'] },
  );
  const marked = await em.find(
    BoatAvailabilityEntity,
    { boatId: { $in: boatIds }, date: { $gte: range.startDate, $lte: range.endDate }, status: { $ne: FREE_DAY_STATUS } },
    { fields: ['boatId', 'date', 'status'] },
  );
  return new Set(
    boatIds.filter((id) =>
      isRangeFree(
        range,
        bookings.filter((b) => b.boatId === id),
        marked.filter((m) => m.boatId === id),
      ),
    ),
  );
}

export async function isBoatFree(em: EntityManager, boatId: number, range: DateRange): Promise<boolean> {
  return (await freeBoatIds(em, [boatId], range)).has(boatId);
}
