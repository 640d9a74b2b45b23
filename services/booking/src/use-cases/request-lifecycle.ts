import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_REQUEST_CONFIRMED,
  BOOKING_REQUEST_DECLINED,
  lifecycleSealContext,
  BOOKING_REQUEST_EXPIRED,
  type BookingRequestConfirmed,
  type BookingRequestDeclined,
  type BookingRequestExpired,
} from '@nbp/contracts/events/booking';
import type { SessionClaims } from '@nbp/contracts/http/identity';
import { firstBookableDate, monthsAfter, todayInRome } from '@nbp/contracts/common';
import type { ErrorCode } from '@nbp/contracts/errors';
import { auditRequest } from '../data/audit.ts';
import { conflict, notFound } from '@nbp/kit/errors';
import { nextSerialId } from '@nbp/kit/db';
import { enqueue } from '@nbp/kit/outbox';
import type { CallContext } from '@nbp/kit/upstream';
import { BookingEntity, BookingRequestEntity, type BookingRequestRow, type BookingRow } from '../data/entities.ts';
import { cellsOf, type Pii, type SealedColumn } from '../data/pii.ts';
import { alternatives } from './alternatives.ts';
import type { FleetBoat } from '../clients/catalogue.ts';
import type { Deps } from '../deps.ts';
import { boatTerms, requestFacts } from './request-events.ts';

/**
 * A request's life after it arrived (docs/request-lifecycle.md): the office confirms or declines it,
 * the customer cancels it from their link (customer-link.ts). Only a pending request moves; each
 * move is one transaction with the row locked, its audit entry and its event (through the outbox),
 * and the request's claim on the days follows its status (the claims trigger).
 */

const NOT_FOUND = 'request_not_found' satisfies ErrorCode;

type Admin = Pick<SessionClaims, 'sub'>;

/** How the activity log names a request's moves (the entity type is data/audit.ts's, the first version's name). */
export const REQUEST_AUDIT = {
  confirmed: 'booking-request.confirmed',
  declined: 'booking-request.declined',
  expired: 'booking-request.expired',
  cancelled: 'booking-request.cancelled',
} as const;

/** Each lifecycle event is the calendar entry's first change after the received mail's SEQUENCE 0. */
export const NEXT_SEQUENCE = 1;

/**
 * The request, locked for the transaction, whatever its status; 404 unknown. Read again under the
 * lock (never from what the unit of work already holds): a decision is made on the status that the
 * lock leaves, after any other decision on it committed (docs/request-lifecycle.md#confirm).
 */
export async function lockRequest(tx: EntityManager, where: { id: number } | { accessTokenHash: string }, missing: ErrorCode = NOT_FOUND) {
  const row = await tx.findOne(BookingRequestEntity, where, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!row) throw notFound(missing);
  return row;
}

/** A request still pending whose hold is over, which the sweeper has not reached yet. */
export function holdLapsed(row: BookingRequestRow, now: Date): boolean {
  return row.status === 'pending' && row.holdUntil.getTime() <= now.getTime();
}

/**
 * A lapsed hold becomes expired (docs/request-lifecycle.md#expiry): the claim goes with the status,
 * the activity log records it without an administrator, and booking.request.expired.v1 (the
 * customer's mail) is written to the outbox, all in the caller's transaction. The sweeper does this,
 * and so does a confirmation that finds the hold lapsed before the sweeper did; either way the row is
 * locked and moves once, so the customer gets one expiry mail.
 */
export function markExpired(tx: EntityManager, pii: Pii, row: BookingRequestRow, now: Date): void {
  tx.assign(row, { status: 'expired', decidedAt: now });
  auditRequest(tx, null, REQUEST_AUDIT.expired, row);
  enqueue(tx, BOOKING_REQUEST_EXPIRED, {
    ...requestFacts(row, pii, BOOKING_REQUEST_EXPIRED),
    sequence: NEXT_SEQUENCE,
  } satisfies BookingRequestExpired);
}

/** The 409 of a confirmation the request's hold no longer allows (docs/request-lifecycle.md#confirm). */
export const holdLapsedConflict = () => conflict('request_hold_lapsed');

/** The request, locked for the transaction, if it is still pending; 404 unknown, 409 otherwise. */
export async function lockPending(tx: EntityManager, where: { id: number } | { accessTokenHash: string }, missing: ErrorCode) {
  const row = await lockRequest(tx, where, missing);
  if (row.status !== 'pending') throw conflict('request_not_pending');
  return row;
}

/**
 * The rest of a confirmation once its booking is stored: the request links the booking, the
 * activity log records the move, and, for a confirmed booking, the customer's confirmation mail is
 * published with the booking's own boat, days, price and customer, which the office may have
 * changed from the request's (docs/request-lifecycle.md#confirm). A pending booking mails nothing:
 * it is not confirmed yet. The request must already be marked confirmed in `tx`.
 */
export function recordConfirmation(
  tx: EntityManager,
  deps: Pick<Deps, 'pii'>,
  request: BookingRequestRow,
  booking: BookingRow,
  confirmation: { boatName: string; terms: ReturnType<typeof boatTerms>; admin: Admin },
): void {
  tx.assign(request, { bookingId: booking.id });
  auditRequest(tx, confirmation.admin.sub, REQUEST_AUDIT.confirmed, request, {
    bookingId: booking.id,
    totalPrice: booking.totalPrice,
    bookingStatus: booking.status,
  });
  if (booking.status !== 'confirmed') return;
  // The customer's calendar entry is at this SEQUENCE now: an office change later mails the next one.
  tx.assign(booking, { customerSequence: NEXT_SEQUENCE });
  const cell = cellsOf('bookings', booking.id);
  const requestCell = cellsOf('booking_requests', request.id);
  // A booking entered by phone may have no e-mail; the customer asked from the request's.
  const email =
    deps.pii.open(booking.customerEmailEncrypted, cell('customer_email_encrypted')) ||
    deps.pii.open(request.customerEmailEncrypted, requestCell('customer_email_encrypted'));
  enqueue(tx, BOOKING_REQUEST_CONFIRMED, {
    ...requestFacts(request, deps.pii, BOOKING_REQUEST_CONFIRMED, {
      boatId: booking.boatId,
      boatName: confirmation.boatName,
      startDate: booking.startDate,
      endDate: booking.endDate,
      totalPrice: booking.totalPrice,
      customerName: deps.pii.open(booking.customerNameEncrypted, cell('customer_name_encrypted')),
      customerEmail: email,
    }),
    bookingId: booking.id,
    ...confirmation.terms,
    sequence: NEXT_SEQUENCE,
  } satisfies BookingRequestConfirmed);
}

/**
 * The office confirms a request: it becomes a confirmed booking of the same boat and days, at the
 * request's own server quote (docs/request-lifecycle.md#confirm). The request's claim is released
 * and the booking's taken in the same transaction, so nobody can slip in between. A request whose
 * hold is over is refused (409), and marked expired if the sweeper has not done it yet. `call`
 * carries the administrator's credentials to the catalogue, asked for the deposit and times first.
 */
export async function confirmRequest(
  em: EntityManager,
  deps: Pick<Deps, 'pii' | 'catalogue' | 'infra'>,
  id: number | null,
  admin: Admin,
  call: CallContext,
): Promise<{ request: BookingRequestRow; booking: BookingRow }> {
  const known = id ? await em.findOne(BookingRequestEntity, { id }) : null;
  if (!known) throw notFound(NOT_FOUND);
  // Before the transaction: no lock is held while the catalogue answers; without it, the usual terms.
  const boat = await deps.catalogue.allBoats(call).then(
    (boats) => boats.find((b) => b.id === known.boatId),
    () => undefined,
  );
  const terms = boatTerms(boat);
  let confirmed: { request: BookingRequestRow; booking: BookingRow } | 'lapsed';
  try {
    confirmed = await em.transactional(async (tx) => {
      const request = await lockRequest(tx, { id: known.id }, NOT_FOUND);
      const decidedAt = new Date();
      // The hold is over, swept or not: its days are no longer the customer's (docs/request-lifecycle.md#confirm).
      if (holdLapsed(request, decidedAt)) {
        markExpired(tx, deps.pii, request, decidedAt);
        return 'lapsed' as const;
      }
      if (request.status === 'expired') throw holdLapsedConflict();
      if (request.status !== 'pending') throw conflict('request_not_pending');
      tx.assign(request, { status: 'confirmed', decidedAt });
      await tx.flush();

      const from = cellsOf('booking_requests', request.id);
      const bookingId = await nextSerialId(tx, 'booking', 'bookings');
      const to = cellsOf('bookings', bookingId);
      // Opened from the request's cells and sealed again for the booking's: each opens only where it is.
      const reseal = (column: SealedColumn, sealed: string) => deps.pii.seal(deps.pii.open(sealed, from(column)), to(column));
      const booking = tx.create(BookingEntity, {
        id: bookingId,
        boatId: request.boatId,
        customerNameEncrypted: reseal('customer_name_encrypted', request.customerNameEncrypted),
        customerEmailEncrypted: reseal('customer_email_encrypted', request.customerEmailEncrypted),
        customerPhoneEncrypted: reseal('customer_phone_encrypted', request.customerPhoneEncrypted),
        startDate: request.startDate,
        endDate: request.endDate,
        selectedExtras: [],
        totalPrice: request.totalPrice,
        status: 'confirmed',
        notesEncrypted: request.notesEncrypted ? reseal('notes_encrypted', request.notesEncrypted) : null,
        createdAt: decidedAt,
      });
      await tx.flush();
      recordConfirmation(tx, deps, request, booking, { boatName: request.boatName, terms, admin });
      return { request, booking };
    });
  } catch (err) {
    // The request's own claim made this impossible, but the database stays the judge.
    if ((err as { code?: string }).code === '23P01') throw conflict('boat_unavailable');
    throw err;
  }
  if (confirmed === 'lapsed') {
    // The expiry is committed: its mail goes now, and the office is told why nothing was confirmed.
    deps.infra.relay.kick();
    throw holdLapsedConflict();
  }
  return confirmed;
}

/**
 * The office declines a request, with an optional reason quoted to the customer; the days are free
 * again at once and the customer is offered alternatives. `call` reads the fleet from the catalogue
 * before the transaction; without it, only the same boat's other days are offered.
 */
export async function declineRequest(
  em: EntityManager,
  deps: Pick<Deps, 'pii' | 'catalogue' | 'horizonMonths' | 'sameDayCutoffHour'>,
  id: number | null,
  reason: string | null,
  admin: Admin,
  call: CallContext,
): Promise<BookingRequestRow> {
  if (!id) throw notFound(NOT_FOUND);
  const fleet = await deps.catalogue.activeBoats(call).catch(() => [] as FleetBoat[]);
  const now = new Date();
  const window = { firstDay: firstBookableDate(now, deps.sameDayCutoffHour), lastDay: monthsAfter(todayInRome(now), deps.horizonMonths) };
  return em.transactional(async (tx) => {
    const request = await lockPending(tx, { id }, NOT_FOUND);
    tx.assign(request, { status: 'declined', decidedAt: now, declineReason: reason });
    // The claim goes with this write, so the alternatives below may include the asked days' neighbours.
    await tx.flush();
    const offered = await alternatives(tx, request, fleet, window);
    // Whether a reason was given, not its text: the audit event travels in clear (docs/sealed-fields.md#values-in-events).
    auditRequest(tx, admin.sub, REQUEST_AUDIT.declined, request, { withReason: reason !== null, alternatives: offered.length });
    enqueue(tx, BOOKING_REQUEST_DECLINED, {
      ...requestFacts(request, deps.pii, BOOKING_REQUEST_DECLINED),
      reason: reason === null ? null : deps.pii.sealFor(reason, lifecycleSealContext(BOOKING_REQUEST_DECLINED, 'reason', request.id)),
      alternatives: offered,
      sequence: NEXT_SEQUENCE,
    } satisfies BookingRequestDeclined);
    return request;
  });
}
