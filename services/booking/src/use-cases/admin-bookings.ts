import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { INVALID_BOOKING_DATA, type adminBookingCreate, type adminBookingUpdate } from '@nbp/contracts/http/booking';
import type { SessionClaims } from '@nbp/contracts/http/identity';
import { horizonProblem, rentalDays } from '@nbp/contracts/common';
import { BOOKING_CONFIRMED, lifecycleSealContext, type BookingConfirmed } from '@nbp/contracts/events/booking';
import { audit, auditBooking } from '../data/audit.ts';
import { badRequest, badRequestOn, conflict, notFound } from '@nbp/kit/errors';
import { nextSerialId } from '@nbp/kit/db';
import { enqueue } from '@nbp/kit/outbox';
import type { CallContext } from '@nbp/kit/upstream';
import { BookingEntity, type BookingRequestRow, type BookingRow } from '../data/entities.ts';
import { cellsOf, type Pii } from '../data/pii.ts';
import type { BoatName } from '../clients/catalogue.ts';
import { boatTerms } from './request-events.ts';
import { confirmationLanguage } from '../domain/language.ts';
import { holdLapsed, holdLapsedConflict, lockRequest, markExpired, recordConfirmation } from './request-lifecycle.ts';
import { refusingOverlap, type Target } from './booking-overlap.ts';
import { publishBookingChange, visibleOf } from './booking-change-events.ts';
import type { Deps } from '../deps.ts';

/**
 * What an administrator does with bookings: create, edit, delete, each change audited. The
 * dashboard's figures are in booking-stats.ts, the list in find-bookings.ts.
 */

type Admin = Pick<SessionClaims, 'sub'>;

function refuseBeyondHorizon(dates: { startDate?: string; endDate?: string }, months: number): void {
  const problem = horizonProblem(dates, months);
  if (problem) throw badRequest(problem, { issues: [problem], kind: INVALID_BOOKING_DATA });
}

/**
 * A booking entered by an administrator, often on the phone (docs/request-lifecycle.md#phone-bookings):
 * the e-mail may be empty; with `sendConfirmation` a confirmed booking mails the customer their
 * confirmation (booking.confirmed.v1). A pending or confirmed booking holds its days like a request.
 * `call` carries the administrator's credentials to the catalogue, which is asked whether the boat
 * exists (and for the terms the confirmation quotes).
 *
 * With `requestId` the booking is made from that request (docs/request-lifecycle.md#confirm): a
 * pending request is confirmed with the booking's values and linked, and its confirmation mail is the
 * only one sent; a request that no longer holds its days (declined, expired) is only linked; a
 * confirmed one already has its booking (409); one the customer cancelled is refused (409), and so
 * is a pending one whose hold lapsed, which is marked expired on the way.
 *
 * The confirmation mail is in the request's language when the booking is made from one, else in the
 * body's `language`, else Italian (docs/languages.md).
 */
export async function createBooking(
  em: EntityManager,
  deps: Pick<Deps, 'catalogue' | 'pii' | 'horizonMonths' | 'infra'>,
  input: z.output<typeof adminBookingCreate>,
  admin: Admin,
  call: CallContext,
): Promise<BookingRow> {
  refuseBeyondHorizon(input, deps.horizonMonths);
  // A booking for a boat the catalogue does not have would show as N/A forever: refused. Inactive
  // boats count, since an administrator may book a boat that is hidden from the site; the catalogue
  // being down is a 503, not a guess.
  const boats = await deps.catalogue.allBoats(call);
  const boat = boats.find((b) => b.id === input.boatId);
  if (!boat) {
    throw badRequestOn('boatId', 'boat_unknown', INVALID_BOOKING_DATA);
  }
  const requestId = input.requestId ?? null;
  const target: Target = { boatId: input.boatId, startDate: input.startDate, endDate: input.endDate, bookingId: null, requestId };
  const order: BookingOrder = { input, boat, admin, requestId };
  const created = await refusingOverlap(
    em,
    deps.pii,
    () => target,
    () => em.transactional((tx) => storeBooking(tx, deps, order)),
  );
  if (created === 'lapsed') {
    // The expiry is committed: its mail goes now, and the office is told why no booking was made.
    deps.infra.relay.kick();
    throw holdLapsedConflict();
  }
  return created;
}

/** A booking the administrator asked for, with the catalogue's boat it is for. */
interface BookingOrder {
  input: z.output<typeof adminBookingCreate>;
  boat: BoatName;
  admin: Admin;
  requestId: number | null;
}

/** The booking written in `tx`, with its audit entry and the mail it sends; 'lapsed' when its request's hold was over. */
async function storeBooking(
  tx: EntityManager,
  deps: Pick<Deps, 'pii'>,
  { input, boat, admin, requestId }: BookingOrder,
): Promise<BookingRow | 'lapsed'> {
  const request = requestId ? await takeRequest(tx, deps.pii, requestId) : null;
  if (request === 'lapsed') return 'lapsed';
  const confirming = request?.status === 'pending';
  if (confirming) {
    // Written before the booking: the request's claim goes with this flush, so the booking may
    // take the same days. An overlap with any other claim rolls both back: still pending.
    tx.assign(request, { status: 'confirmed', decidedAt: new Date() });
    await tx.flush();
  }
  // The id first: the customer's fields are sealed for this row and no other.
  const id = await nextSerialId(tx, 'booking', 'bookings');
  const row = tx.create(BookingEntity, {
    id,
    boatId: input.boatId,
    ...deps.pii.sealCustomer(input, 'bookings', id),
    startDate: input.startDate,
    endDate: input.endDate,
    selectedExtras: input.selectedExtras,
    totalPrice: input.totalPrice,
    status: input.status ?? 'confirmed',
    createdAt: new Date(),
  });
  await tx.flush();
  auditBooking(tx, admin.sub, 'booking.created', row, {
    totalPrice: row.totalPrice,
    sendConfirmation: input.sendConfirmation,
    ...(requestId ? { requestId } : {}),
  });
  if (request && confirming) {
    // The request's own confirmation is the customer's one mail, whatever `sendConfirmation` says.
    recordConfirmation(tx, deps, request, row, { boatName: boat.name, terms: boatTerms(boat), admin });
    return row;
  }
  if (request) tx.assign(request, { bookingId: row.id });
  // Only a confirmed booking is confirmed to the customer; the contract refuses it without an e-mail.
  if (input.sendConfirmation && row.status === 'confirmed') enqueueConfirmation(tx, deps.pii, row, { input, boat, request });
  return row;
}

/**
 * The request a booking is made from, locked, and its status read under the lock: the customer's
 * cancel (which locks it too) either committed before, and is seen here, or waits and then finds it
 * confirmed. 'lapsed' when its hold is over: it is marked expired now.
 */
async function takeRequest(tx: EntityManager, pii: Pii, requestId: number): Promise<BookingRequestRow | 'lapsed'> {
  const request = await lockRequest(tx, { id: requestId });
  if (request.status === 'confirmed' || request.bookingId !== null) throw conflict('request_not_pending');
  // The customer withdrew it: a booking made from it would be one they did not ask for.
  if (request.status === 'cancelled') throw conflict('request_cancelled_by_customer');
  if (holdLapsed(request, new Date())) {
    // Expired now, as the sweeper would: the office learns it here rather than confirming a hold
    // that is over; a booking from the expired request can then be made knowingly.
    markExpired(tx, pii, request, new Date());
    return 'lapsed';
  }
  return request;
}

/** booking.confirmed.v1: the customer's confirmation of a booking made in the back office, in the outbox. */
function enqueueConfirmation(
  tx: EntityManager,
  pii: Pii,
  row: BookingRow,
  { input, boat, request }: { input: BookingOrder['input']; boat: BoatName; request: BookingRequestRow | null },
): void {
  const seal = (field: 'customerName' | 'customerEmail', plain: string) =>
    pii.sealFor(plain, lifecycleSealContext(BOOKING_CONFIRMED, field, row.id));
  enqueue(tx, BOOKING_CONFIRMED, {
    bookingId: row.id,
    boatId: row.boatId,
    boatName: boat.name,
    startDate: row.startDate,
    endDate: row.endDate,
    days: rentalDays(row.startDate, row.endDate),
    totalPrice: row.totalPrice,
    customerName: seal('customerName', input.customerName),
    customerEmail: seal('customerEmail', input.customerEmail),
    ...boatTerms(boat),
    sequence: 0,
    language: confirmationLanguage(request, input.language),
  } satisfies BookingConfirmed);
}

/**
 * An administrator's edit of a booking; only the fields sent change. `id` null (a malformed path id)
 * is a 404. A change of days, price or state mails the customer (booking.changed.v1 or
 * booking.cancelled.v1) unless `notifyCustomer` is false (docs/request-lifecycle.md#office-changes);
 * `call` asks the catalogue for the boat's name and terms the mail quotes (without it, the request's
 * name or 'Barca <n>' and the usual terms).
 */
export async function updateBooking(
  em: EntityManager,
  deps: Pick<Deps, 'pii' | 'horizonMonths' | 'catalogue'>,
  id: number | null,
  input: z.output<typeof adminBookingUpdate>,
  admin: Admin,
  call: CallContext,
): Promise<BookingRow> {
  refuseBeyondHorizon(input, deps.horizonMonths);
  const { notifyCustomer, ...fields } = input;
  const boats = notifyCustomer === false ? [] : await deps.catalogue.allBoats(call).catch(() => [] as BoatName[]);
  // Where the edit wanted the booking, known once the row is read: for the 409's claim in the way.
  let target: Target | null = null;
  return refusingOverlap(
    em,
    deps.pii,
    () => target,
    () =>
      em.transactional(async (tx) => {
        // Locked: a concurrent edit of the same booking waits and then reads its result, instead of
        // both writing only the fields each changed onto the same stale row (a start from one and an
        // end from the other).
        const row = id ? await tx.findOne(BookingEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
        if (!row) throw notFound('booking_not_found');
        const startDate = input.startDate ?? row.startDate;
        const endDate = input.endDate ?? row.endDate;
        if (endDate < startDate) throw badRequestOn('endDate', 'end_before_start', INVALID_BOOKING_DATA);
        target = { boatId: row.boatId, startDate, endDate, bookingId: row.id };
        const changes: Partial<BookingRow> = { startDate, endDate };
        const cell = cellsOf('bookings', row.id);
        if (input.customerName !== undefined)
          changes.customerNameEncrypted = deps.pii.seal(input.customerName, cell('customer_name_encrypted'));
        if (input.customerEmail !== undefined)
          changes.customerEmailEncrypted = deps.pii.seal(input.customerEmail, cell('customer_email_encrypted'));
        if (input.customerPhone !== undefined)
          changes.customerPhoneEncrypted = deps.pii.seal(input.customerPhone, cell('customer_phone_encrypted'));
        if (input.notes !== undefined) changes.notesEncrypted = deps.pii.sealNullable(input.notes, cell('notes_encrypted'));
        if (input.totalPrice !== undefined) changes.totalPrice = input.totalPrice;
        if (input.status !== undefined) changes.status = input.status;
        const before = { startDate: row.startDate, endDate: row.endDate, status: row.status, totalPrice: row.totalPrice };
        const visibleBefore = visibleOf(row);
        tx.assign(row, changes);
        await tx.flush();
        const customerNotified =
          notifyCustomer !== false && (await publishBookingChange(tx, deps.pii, { row, before: visibleBefore, boats }));
        // Field names only for the customer's data: the activity log must not copy it in clear.
        audit(tx, admin.sub, 'booking.updated', ['booking', row.id], {
          boatId: row.boatId,
          changed: Object.keys(fields),
          before,
          after: { startDate, endDate, status: row.status, totalPrice: row.totalPrice },
          customerNotified,
        });
        return row;
      }),
  );
}

/** Deletes a booking; `id` null (a malformed path id) is a 404. */
export async function deleteBooking(em: EntityManager, id: number | null, admin: Admin): Promise<void> {
  await em.transactional(async (tx) => {
    const row = id ? await tx.findOne(BookingEntity, { id }) : null;
    if (!row) throw notFound('booking_not_found');
    auditBooking(tx, admin.sub, 'booking.deleted', row);
    tx.remove(row);
  });
}
