import type { EntityManager } from '@mikro-orm/postgresql';
import type { Problem } from '@nbp/contracts/errors';
import { externalOverlap } from '@nbp/contracts/http/calendars';
import { slashItalianDate } from '@nbp/contracts/format';
import { conflict } from '@nbp/kit/errors';
import { retryOnDeadlock } from '@nbp/kit/db';
import type { Pii, SealedCell } from '../data/pii.ts';
import { claimInTheWay } from '../data/availability.ts';
import type { DateRange } from '../domain/date-range.ts';

/**
 * Where a booking write wants to be: its boat and days, and its own id (an edit does not collide
 * with itself), or the request it is made from (whose days it takes over).
 */
export interface Target extends DateRange {
  boatId: number;
  bookingId: number | null;
  requestId?: number | null;
}

/**
 * What is in the way of a booking write (docs/request-lifecycle.md#holds), as its 409 says it: the
 * claim in the way, its customer and days, so the administrator knows whom to call, and what it is:
 * a confirmed booking, a booking still pending, a request still waiting for the office's answer,
 * days the office closed or an imported calendar's range. Null when the days are free. Asked after
 * a failed write, and by the booking dialog before saving (docs/back-office.md#free-or-taken).
 */
export async function clashOf(em: EntityManager, pii: Pii, target: Target): Promise<Problem | null> {
  const claim = await claimInTheWay(em, target.boatId, target, target.bookingId, target.requestId ?? null);
  if (!claim) return null;
  const days = { startDate: slashItalianDate(claim.startDate), endDate: slashItalianDate(claim.endDate) };
  // A range imported from another calendar: the feed is named, there is no customer here (docs/calendars.md).
  if (claim.feedName !== null) return externalOverlap(claim.feedName, claim.startDate, claim.endDate);
  // Days the office closed (docs/back-office.md#closed-days): their reason says why.
  if (claim.closedReason !== null) return { code: 'closed_overlap_named', params: { reason: claim.closedReason, ...days } };
  const cell: SealedCell = claim.bookingId
    ? { table: 'bookings', id: claim.bookingId, column: 'customer_name_encrypted' }
    : { table: 'booking_requests', id: claim.requestId!, column: 'customer_name_encrypted' };
  const name = pii.open(claim.customerNameEncrypted, cell);
  const code = claim.bookingId ? (claim.pending ? 'pending_booking_overlap_named' : 'booking_overlap_named') : 'request_overlap_named';
  return { code, params: { name, ...days } };
}

/** The 409 of a write that collided with a claim; if that claim has gone meanwhile, the plain message. */
async function overlapConflict(em: EntityManager, pii: Pii, target: Target) {
  return conflict((await clashOf(em, pii, target)) ?? 'booking_overlap');
}

/**
 * Runs a booking write. PostgreSQL's exclusion_violation (claims_no_overlap refused the booking's
 * claim: another booking or a request holds a day of it) becomes 409 naming what is in the way.
 * Concurrent inserts checking the same constraint can also end in a deadlock, whose victim may well
 * be free to go once the other commits: it is tried again, a few times.
 */
export async function refusingOverlap<T>(em: EntityManager, pii: Pii, target: () => Target | null, work: () => Promise<T>): Promise<T> {
  try {
    return await retryOnDeadlock(work);
  } catch (err) {
    if ((err as { code?: string }).code === '23P01') {
      const where = target();
      throw where ? await overlapConflict(em.fork(), pii, where) : conflict('booking_overlap');
    }
    throw err;
  }
}
