import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  REQUESTS_PAGE_SIZE,
  defaultRequestSort,
  type RequestState,
  type RequestStatus,
  type adminRequestQuery,
} from '@nbp/contracts/http/booking';
import { BookingRequestEntity, type BookingRequestRow } from '../data/entities.ts';
import type { Pii } from '../data/pii.ts';
import { customerMatches, foldText } from '../domain/booking-search.ts';

/** One page of the requests tab, where it starts, how many requests match in all, and the state listed. */
export interface RequestPage {
  rows: BookingRequestRow[];
  offset: number;
  total: number;
  state: RequestState | null;
}

/** The list a request is in: its status while not archived, 'archived' once archived. */
export const stateOf = (row: Pick<BookingRequestRow, 'status' | 'isArchived'>): RequestState =>
  row.isArchived ? 'archived' : (row.status as RequestStatus);

const whereState = (state: RequestState | undefined) =>
  state === undefined ? {} : state === 'archived' ? { isArchived: true } : { status: state, isArchived: false };

/**
 * The requests tab as a to-do list (docs/back-office.md#richieste-email): one state, sorted (the
 * pending ones by the end of their hold, soonest first), searched and paged. State and order are
 * asked of the database; the customer's fields are sealed at rest, so a search opens the rows left
 * and matches them here, as the bookings search does (docs/back-office.md#finding-a-booking).
 * `aroundId`: the list of that request's state, without the search, on the page holding it.
 */
export async function findBookingRequests(em: EntityManager, pii: Pii, query: z.output<typeof adminRequestQuery>): Promise<RequestPage> {
  let { state, q } = query;
  const shown = query.aroundId === undefined ? null : await em.findOne(BookingRequestEntity, { id: query.aroundId });
  if (shown) {
    state = stateOf(shown);
    q = undefined;
  }
  const sort = query.sort ?? defaultRequestSort(state);
  const rows = await em.find(BookingRequestEntity, whereState(state), {
    orderBy: sort === 'expiry' ? { holdUntil: 'asc', id: 'asc' } : { createdAt: 'desc', id: 'desc' },
  });
  const matching =
    q !== undefined && foldText(q) !== '' ? rows.filter((row) => customerMatches(q, pii.openContact(row, 'booking_requests'))) : rows;
  if (query.page === undefined) return { rows: matching, offset: 0, total: matching.length, state: state ?? null };
  const index = shown ? matching.findIndex((row) => row.id === shown.id) : -1;
  const offset = index >= 0 ? Math.floor(index / REQUESTS_PAGE_SIZE) * REQUESTS_PAGE_SIZE : (query.page - 1) * REQUESTS_PAGE_SIZE;
  return { rows: matching.slice(offset, offset + REQUESTS_PAGE_SIZE), offset, total: matching.length, state: state ?? null };
}
