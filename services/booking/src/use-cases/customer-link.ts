import type { EntityManager } from '@mikro-orm/postgresql';
import { BOOKING_REQUEST_CANCELLED, type BookingRequestCancelled } from '@nbp/contracts/events/booking';
import type { BookingStatus, CustomerRequestView, RequestStatus } from '@nbp/contracts/http/booking';
import { rentalDays } from '@nbp/contracts/common';
import { auditRequest } from '../data/audit.ts';
import { HttpError, notFound } from '@nbp/kit/errors';
import { enqueue } from '@nbp/kit/outbox';
import type { CallContext } from '@nbp/kit/upstream';
import { BookingEntity, BookingRequestEntity, type BookingRequestRow } from '../data/entities.ts';
import { isAccessTokenShape, tokenFingerprintInput } from '../domain/access-token.ts';
import type { Deps } from '../deps.ts';
import { requestFacts } from './request-events.ts';
import { lockPending, NEXT_SEQUENCE, REQUEST_AUDIT } from './request-lifecycle.ts';

/** The customer's own link to their request (docs/request-lifecycle.md#the-customers-link): read it, cancel it. */

/** The request a customer's link leads to, or a 404 for a token of the wrong shape or unknown. */
export async function requestByToken(em: EntityManager, deps: Pick<Deps, 'pii'>, token: string): Promise<BookingRequestRow> {
  // The shape is public, so refusing a malformed one early tells nothing; a well-formed one always
  // costs the same keyed hash and one indexed lookup, found or not.
  if (!isAccessTokenShape(token)) throw notFound('request_link_unknown');
  const row = await em.findOne(BookingRequestEntity, { accessTokenHash: deps.pii.fingerprint(tokenFingerprintInput(token)) });
  if (!row) throw notFound('request_link_unknown');
  return row;
}

/** The customer withdraws their pending request from their link (docs/request-lifecycle.md#the-customers-link). */
export async function cancelByToken(em: EntityManager, deps: Pick<Deps, 'pii'>, token: string): Promise<BookingRequestRow> {
  if (!isAccessTokenShape(token)) throw notFound('request_link_unknown');
  const accessTokenHash = deps.pii.fingerprint(tokenFingerprintInput(token));
  return em.transactional(async (tx) => {
    const request = await lockPending(tx, { accessTokenHash }, 'request_link_unknown');
    tx.assign(request, { status: 'cancelled', decidedAt: new Date() });
    auditRequest(tx, null, REQUEST_AUDIT.cancelled, request, { by: 'customer' });
    enqueue(tx, BOOKING_REQUEST_CANCELLED, {
      ...requestFacts(request, deps.pii, BOOKING_REQUEST_CANCELLED),
      sequence: NEXT_SEQUENCE,
    } satisfies BookingRequestCancelled);
    return request;
  });
}

/**
 * What the customer's own page shows (docs/request-lifecycle.md#the-customers-link): the rental as it
 * is now and where it stands, never the person. Once a booking was made from the request (confirmed
 * with or without changes, or only linked), the booking is the rental: its boat, days, price and
 * state, as the office last left them; before that, the request's.
 */
export async function customerView(
  em: EntityManager,
  deps: Pick<Deps, 'catalogue'>,
  row: BookingRequestRow,
  call: CallContext,
): Promise<CustomerRequestView> {
  const booking = row.bookingId === null ? null : await em.findOne(BookingEntity, { id: row.bookingId });
  const rental = booking
    ? {
        boatId: booking.boatId,
        boatName: booking.boatId === row.boatId ? row.boatName : await shownBoatName(deps, booking.boatId, call),
        startDate: booking.startDate,
        endDate: booking.endDate,
        totalPrice: booking.totalPrice,
      }
    : { boatId: row.boatId, boatName: row.boatName, startDate: row.startDate, endDate: row.endDate, totalPrice: row.totalPrice };
  return {
    status: row.status as RequestStatus,
    bookingStatus: booking ? (booking.status as BookingStatus) : null,
    ...rental,
    days: rentalDays(rental.startDate, rental.endDate),
    holdUntil: row.holdUntil.toISOString(),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    declineReason: row.declineReason ?? null,
    holdsDays: row.holdsDays,
  };
}

/**
 * The name of the boat a booking moved the rental to, as the site shows it: null for a boat the site
 * no longer shows (the public catalogue has no deactivated boat); a catalogue that is down is the
 * usual 503.
 */
async function shownBoatName(deps: Pick<Deps, 'catalogue'>, boatId: number, call: CallContext): Promise<string | null> {
  try {
    return (await deps.catalogue.activeBoat(boatId, call)).name;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}
