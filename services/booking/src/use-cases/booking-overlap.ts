import type { EntityManager } from '@mikro-orm/postgresql';
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
 * The 409 of a booking write that collided with a claim (docs/request-lifecycle.md#holds): it names
 * the claim in the way, its customer and days, so the administrator knows whom to call, and says
 * what it is: a booking, a request still waiting for the office's answer, days the office closed or
 * an imported calendar's range. Asked after the failed
 * transaction; if that claim has gone meanwhile, the plain message.
 */
async function overlapConflict(em: EntityManager, pii: Pii, target: Target) {
  const claim = await claimInTheWay(em, target.boatId, target, target.bookingId, target.requestId ?? null);
  if (!claim) return conflict('booking_overlap');
  // A range imported from another calendar: the feed is named, there is no customer here (docs/calendars.md).
  if (claim.feedName !== null) return conflict(externalOverlap(claim.feedName, claim.startDate, claim.endDate));
  // Days the office closed (docs/back-office.md#closed-days): their reason says why.
  if (claim.closedReason !== null)
    return conflict({
      code: 'closed_overlap_named',
      params: { reason: claim.closedReason, startDate: slashItalianDate(claim.startDate), endDate: slashItalianDate(claim.endDate) },
    });
  const cell: SealedCell = claim.bookingId
    ? { table: 'bookings', id: claim.bookingId, column: 'customer_name_encrypted' }
    : { table: 'booking_requests', id: claim.requestId!, column: 'customer_name_encrypted' };
  const name = pii.open(claim.customerNameEncrypted, cell);
  return conflict({
    code: claim.bookingId ? 'booking_overlap_named' : 'request_overlap_named',
    params: { name, startDate: slashItalianDate(claim.startDate), endDate: slashItalianDate(claim.endDate) },
  });
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
