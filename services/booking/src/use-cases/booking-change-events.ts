import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_CANCELLED,
  BOOKING_CHANGED,
  lifecycleSealContext,
  type BookingChanged,
  type BookingChangeField,
  type BookingRequestSealedField,
} from '@nbp/contracts/events/booking';
import { rentalDays } from '@nbp/contracts/common';
import { enqueue } from '@nbp/kit/outbox';
import { BookingRequestEntity, type BookingRequestRow, type BookingRow } from '../data/entities.ts';
import { cellsOf, type Pii } from '../data/pii.ts';
import type { BoatName } from '../clients/catalogue.ts';
import { requestLanguage } from '../domain/language.ts';
import { boatTerms } from './request-events.ts';

/**
 * What an office change of a booking tells its customer (docs/request-lifecycle.md#office-changes):
 * a change of days, boat, price or state publishes booking.changed.v1 (booking.cancelled.v1 when the
 * booking is now cancelled) through the outbox, in the change's transaction; notes or contact data
 * alone publish nothing.
 */

/** What the customer sees of a booking: the fields a change is compared on. */
export interface VisibleRental {
  boatId: number;
  startDate: string;
  endDate: string;
  totalPrice: string;
  status: string;
}

export const visibleOf = (row: BookingRow): VisibleRental => ({
  boatId: row.boatId,
  startDate: row.startDate,
  endDate: row.endDate,
  totalPrice: row.totalPrice,
  status: row.status,
});

/** Which customer-visible fields differ; a price is compared as an amount ('300' is '300.00'). */
export function visibleChanges(before: VisibleRental, after: VisibleRental): BookingChangeField[] {
  const changed: BookingChangeField[] = [];
  if (before.startDate !== after.startDate || before.endDate !== after.endDate) changed.push('days');
  if (before.boatId !== after.boatId) changed.push('boat');
  if (Number(before.totalPrice) !== Number(after.totalPrice)) changed.push('price');
  if (before.status !== after.status) changed.push('status');
  return changed;
}

const asState = (status: string): BookingChanged['status'] => (status === 'cancelled' || status === 'pending' ? status : 'confirmed');

/** The request a booking was made from, if any (its calendar entry, page and language are the customer's). */
async function requestOf(tx: EntityManager, bookingId: number): Promise<BookingRequestRow | null> {
  return tx.findOne(BookingRequestEntity, { bookingId }, { orderBy: { id: 'asc' } });
}

/** What the change is about: the booking now and before, its boat from the catalogue (when it answered). */
export interface BookingChange {
  row: BookingRow;
  before: VisibleRental;
  boats: BoatName[];
}

/**
 * Publishes the customer's mail about the change, when something they see changed and there is an
 * address to write to (the booking's, else its request's). A booking confirmed from a request keeps
 * the request's calendar entry (UID) and private page; its language is the request's, else Italian
 * (docs/languages.md#which-mails). The booking's `customerSequence` is the last SEQUENCE mailed, and
 * grows by one with each mail. Returns whether a mail was published.
 */
export async function publishBookingChange(tx: EntityManager, pii: Pii, { row, before, boats }: BookingChange): Promise<boolean> {
  const changed = visibleChanges(before, visibleOf(row));
  if (changed.length === 0) return false;
  const request = await requestOf(tx, row.id);
  const bookingCell = cellsOf('bookings', row.id);
  const requestCell = request ? cellsOf('booking_requests', request.id) : null;
  const email =
    pii.open(row.customerEmailEncrypted, bookingCell('customer_email_encrypted')) ||
    (request && requestCell ? pii.open(request.customerEmailEncrypted, requestCell('customer_email_encrypted')) : '');
  if (!email) return false;
  // The request's entry and page are the rental's only when the request was confirmed into this booking.
  const ownRequest = request && request.status === 'confirmed' ? request : null;
  const type = row.status === 'cancelled' ? BOOKING_CANCELLED : BOOKING_CHANGED;
  const seal = (field: BookingRequestSealedField, plain: string) => pii.sealFor(plain, lifecycleSealContext(type, field, row.id));
  const boat = boats.find((b) => b.id === row.boatId);
  const boatName = (id: number) => boats.find((b) => b.id === id)?.name ?? (request?.boatId === id ? request.boatName : `Barca ${id}`);
  const token = ownRequest?.accessTokenEncrypted
    ? pii.open(ownRequest.accessTokenEncrypted, cellsOf('booking_requests', ownRequest.id)('access_token_encrypted'))
    : null;
  const sequence = row.customerSequence + 1;
  tx.assign(row, { customerSequence: sequence });
  enqueue(tx, type, {
    bookingId: row.id,
    requestId: ownRequest?.id ?? null,
    accessToken: token ? seal('accessToken', token) : null,
    boatId: row.boatId,
    boatName: boatName(row.boatId),
    startDate: row.startDate,
    endDate: row.endDate,
    days: rentalDays(row.startDate, row.endDate),
    totalPrice: row.totalPrice,
    customerName: seal('customerName', pii.open(row.customerNameEncrypted, bookingCell('customer_name_encrypted'))),
    customerEmail: seal('customerEmail', email),
    language: request ? requestLanguage(request) : 'it',
    status: asState(row.status),
    ...boatTerms(boat),
    sequence,
    changed,
    before: { ...before, boatName: boatName(before.boatId), status: asState(before.status) },
  } satisfies BookingChanged);
  return true;
}
