import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { adminBookingQuery } from '@nbp/contracts/http/booking';
import { BookingEntity, type BookingRow } from '../data/entities.ts';
import type { Pii } from '../data/pii.ts';
import { customerMatches, foldText } from '../domain/booking-search.ts';

/** One page of the admin list, where it starts, how many bookings match in all, and how many rows were opened to know it. */
export interface BookingPage {
  rows: BookingRow[];
  offset: number;
  total: number;
  opened: number;
}

/**
 * The bookings, filtered, sorted and paged as asked (docs/back-office.md#finding-a-booking). Boat,
 * status and days are asked of the database; the customer search cannot be, since the customer's
 * fields are sealed at rest: the rows left are opened here (name, e-mail, phone) and matched in
 * memory, and only then counted and paged. With `aroundId` and a limit, the page is the one holding
 * that booking (docs/back-office.md#showing-a-booking-on-its-page); a booking the filters leave out
 * keeps the offset asked.
 */
export async function listBookings(em: EntityManager, pii: Pii, query: z.output<typeof adminBookingQuery>): Promise<BookingPage> {
  const rows = await em.find(
    BookingEntity,
    {
      ...(query.boatId ? { boatId: query.boatId } : {}),
      ...(query.status ? { status: query.status } : {}),
      // Overlapping the range: starts by its last day and ends on or after its first.
      ...(query.to ? { startDate: { $lte: query.to } } : {}),
      ...(query.from ? { endDate: { $gte: query.from } } : {}),
    },
    { orderBy: query.sortBy === 'date' ? { startDate: query.order, id: query.order } : { createdAt: query.order, id: query.order } },
  );
  const q = query.q ?? '';
  const searching = foldText(q) !== '';
  const matching = searching ? rows.filter((row) => customerMatches(q, pii.openContact(row, 'bookings'))) : rows;
  const { limit, aroundId } = query;
  const index = aroundId !== undefined && limit !== undefined ? matching.findIndex((row) => row.id === aroundId) : -1;
  const offset = index >= 0 && limit !== undefined ? Math.floor(index / limit) * limit : query.offset;
  const end = limit === undefined ? undefined : offset + limit;
  return { rows: matching.slice(offset, end), offset, total: matching.length, opened: searching ? rows.length : 0 };
}
