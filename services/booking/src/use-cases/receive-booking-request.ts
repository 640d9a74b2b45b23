import type { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REQUEST_MESSAGES, type bookingRequestInput } from '@nbp/contracts/http/booking';
import {
  BOOKING_REQUEST_RECEIVED,
  bookingRequestSealContext,
  type BookingRequestReceived,
  type BookingRequestSealedField,
} from '@nbp/contracts/events/booking';
import { horizonProblem, rentalDays, sameDayProblem, todayInRome } from '@nbp/contracts/common';
import { MESSAGES } from '@nbp/contracts/messages';
import { badRequest, conflict } from '@nbp/kit/errors';
import { enqueue } from '@nbp/kit/outbox';
import { nextSerialId } from '@nbp/kit/db';
import type { CallContext } from '@nbp/kit/upstream';
import { BookingRequestEntity, type BookingRequestRow } from '../data/entities.ts';
import type { SealedCell, SealedColumn } from '../data/pii.ts';
import { obstacle } from '../data/availability.ts';
import { requestDateProblem } from '../domain/date-range.ts';
import { holdUntil, reminderAt } from '../domain/hold.ts';
import { newAccessToken, tokenFingerprintInput } from '../domain/access-token.ts';
import type { Deps } from '../deps.ts';

export interface ReceivedRequest {
  row: BookingRequestRow;
  created: boolean;
  /** The customer's link token, in clear for the answer only. */
  token: string;
}

/** The 409 for days a visitor cannot have: a confirmed booking or a marked day, or someone else's hold. */
const refusal = (why: 'taken' | 'held' | null) => conflict(why === 'taken' ? MESSAGES.boatNotAvailable : REQUEST_MESSAGES.daysHeld);

/**
 * A visitor's booking request, delivered by e-mail. The boat, its availability and the price are
 * the server's own (catalogue, this service, pricing); the request and its event are written in one
 * transaction, so the mail goes out if and only if the request is stored. An identical request
 * within the dedupe window, still pending, answers the stored one (`created` false) instead of a
 * second one. A stored request holds the boat for its days until its holdUntil
 * (docs/request-lifecycle.md#holds): its claim is written by the insert itself (a trigger), so of
 * two requests for the same days, however simultaneous, the database lets one through.
 */
export async function receiveBookingRequest(
  em: EntityManager,
  deps: Pick<Deps, 'catalogue' | 'pricing' | 'pii' | 'dedupeWindowMs' | 'horizonMonths' | 'sameDayCutoffHour' | 'hold'>,
  input: z.output<typeof bookingRequestInput>,
  call: CallContext,
): Promise<ReceivedRequest> {
  const now = new Date();
  const today = todayInRome(now);
  const problem =
    requestDateProblem(input, today) ??
    sameDayProblem(input, deps.sameDayCutoffHour, now) ??
    horizonProblem(input, deps.horizonMonths, today);
  if (problem) throw badRequest(problem.message, [problem]);
  // Outside the transaction: no lock is held while another service answers.
  const boat = await deps.catalogue.activeBoat(input.boatId, call);
  const quote = await deps.pricing.quote(boat.id, input.startDate, input.endDate, call);
  const dedupeKey = deps.pii.fingerprint(`request|${boat.id}|${input.startDate}|${input.endDate}|${input.customerEmail.toLowerCase()}`);

  const store = () =>
    em.transactional(async (tx): Promise<ReceivedRequest> => {
      // Serialises identical submits (also across replicas) until this transaction ends.
      await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [dedupeKey], 'run');
      const repeated = await tx.findOne(
        BookingRequestEntity,
        { dedupeKey, status: 'pending', createdAt: { $gt: new Date(Date.now() - deps.dedupeWindowMs) } },
        { orderBy: { id: 'desc' } },
      );
      if (repeated) {
        const cell: SealedCell = { table: 'booking_requests', id: repeated.id, column: 'access_token_encrypted' };
        return { row: repeated, created: false, token: deps.pii.openNullable(repeated.accessTokenEncrypted, cell) ?? '' };
      }
      // The common refusal, with its reason; a request racing this one is refused by the insert below.
      const why = await obstacle(tx, boat.id, input);
      if (why) throw refusal(why);

      // The id first: the customer's fields are sealed for this row and no other.
      const id = await nextSerialId(tx, 'booking', 'booking_requests');
      const cell = (column: SealedColumn): SealedCell => ({ table: 'booking_requests', id, column });
      const createdAt = new Date();
      const hold = holdUntil(createdAt, input.startDate, deps.hold);
      const token = newAccessToken();
      const request = tx.create(BookingRequestEntity, {
        id,
        boatId: boat.id,
        boatName: boat.name,
        customerNameEncrypted: deps.pii.seal(input.customerName, cell('customer_name_encrypted')),
        customerEmailEncrypted: deps.pii.seal(input.customerEmail, cell('customer_email_encrypted')),
        customerPhoneEncrypted: deps.pii.seal(input.customerPhone, cell('customer_phone_encrypted')),
        startDate: input.startDate,
        endDate: input.endDate,
        totalPrice: quote.total,
        notesEncrypted: deps.pii.sealNullable(input.notes, cell('notes_encrypted')),
        emailStatus: 'pending',
        adminEmailSent: false,
        customerEmailSent: false,
        adminEmailOutcome: null,
        customerEmailOutcome: null,
        isArchived: false,
        archivedAt: null,
        dedupeKey,
        createdAt,
        status: 'pending',
        holdUntil: hold,
        reminderAt: reminderAt(createdAt, hold),
        reminderSentAt: null,
        decidedAt: null,
        declineReason: null,
        bookingId: null,
        accessTokenHash: deps.pii.fingerprint(tokenFingerprintInput(token)),
        accessTokenEncrypted: deps.pii.seal(token, cell('access_token_encrypted')),
        language: input.language,
      });
      // Written now, inside the transaction: an overlap fails here (23P01), not at the commit.
      await tx.flush();
      // The event carries the fields sealed anew, bound to the event, the field and the request:
      // a value copied from the table does not open there, nor one from another request's event.
      const forEvent = (field: BookingRequestSealedField, plain: string) => deps.pii.sealFor(plain, bookingRequestSealContext(field, id));
      enqueue(tx, BOOKING_REQUEST_RECEIVED, {
        requestId: request.id,
        boatId: boat.id,
        boatName: boat.name,
        startDate: input.startDate,
        endDate: input.endDate,
        days: rentalDays(input.startDate, input.endDate),
        totalPrice: quote.total,
        deposit: quote.deposit,
        customerName: forEvent('customerName', input.customerName),
        customerEmail: forEvent('customerEmail', input.customerEmail),
        customerPhone: forEvent('customerPhone', input.customerPhone),
        notes: input.notes ? forEvent('notes', input.notes) : null,
        holdUntil: hold.toISOString(),
        accessToken: forEvent('accessToken', token),
        language: input.language,
      } satisfies BookingRequestReceived);
      return { row: request, created: true, token };
    });

  for (let attempt = 1; ; attempt++) {
    try {
      return await store();
    } catch (err) {
      const code = (err as { code?: string }).code;
      // Another request (or booking) took the days between the check and the insert.
      if (code === '23P01') throw refusal(await obstacle(em.fork(), boat.id, input));
      // Concurrent inserts checking the same exclusion constraint may deadlock; the victim tries again.
      if ((code === '40P01' || code === '40001') && attempt < 3) continue;
      throw err;
    }
  }
}
