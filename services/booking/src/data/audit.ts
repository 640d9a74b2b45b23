import type { EntityManager } from '@mikro-orm/postgresql';
import { auditLogOf } from '@nbp/kit/audit';
import type { BookingRequestRow, BookingRow } from './entities.ts';

/** The booking service's entries in the activity log (docs/back-office.md#a-readable-log), written in the change's own transaction. */
export const audit = auditLogOf('booking');

/**
 * The entity type of a request's entries. It keeps the word of the first version (when a booking
 * request was called an e-mail request): the log's older rows carry it, and one kind of record must
 * keep one name across the whole log.
 */
const REQUEST_ENTITY = 'email_booking_request';

/** A request's entry: its boat and days, and what else the change says. */
export function auditRequest(
  em: EntityManager,
  userId: string | null,
  action: string,
  request: Pick<BookingRequestRow, 'id' | 'boatId' | 'boatName' | 'startDate' | 'endDate'>,
  extra: Record<string, unknown> = {},
): void {
  const { boatId, boatName, startDate, endDate } = request;
  audit(em, userId, action, [REQUEST_ENTITY, request.id], { boatId, boatName, startDate, endDate, ...extra });
}

/** A booking's entry: its boat, days and status, and what else the change says. */
export function auditBooking(
  em: EntityManager,
  userId: string,
  action: string,
  booking: BookingRow,
  extra: Record<string, unknown> = {},
): void {
  const { boatId, startDate, endDate, status } = booking;
  audit(em, userId, action, ['booking', booking.id], { boatId, startDate, endDate, status, ...extra });
}
