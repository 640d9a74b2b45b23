import type { EntityManager } from '@mikro-orm/postgresql';
import { BOOKING_REQUEST_CANCELLED, type BookingRequestCancelled } from '@nbp/contracts/events/booking';
import type { CustomerRequestView, RequestStatus } from '@nbp/contracts/http/booking';
import { rentalDays } from '@nbp/contracts/common';
import { auditRequest } from '../data/audit.ts';
import { notFound } from '@nbp/kit/errors';
import { enqueue } from '@nbp/kit/outbox';
import { BookingRequestEntity, type BookingRequestRow } from '../data/entities.ts';
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

/** What the customer's own page shows: the rental and where it stands, never the person. */
export function toCustomerView(row: BookingRequestRow): CustomerRequestView {
  return {
    status: row.status as RequestStatus,
    boatId: row.boatId,
    boatName: row.boatName,
    startDate: row.startDate,
    endDate: row.endDate,
    days: rentalDays(row.startDate, row.endDate),
    totalPrice: row.totalPrice,
    holdUntil: row.holdUntil.toISOString(),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    declineReason: row.declineReason ?? null,
    holdsDays: row.holdsDays,
  };
}
