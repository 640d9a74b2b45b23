import type { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { bookingRequestInput } from '@nbp/contracts/http/booking';
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
import { isBoatFree } from '../data/availability.ts';
import { requestDateProblem } from '../domain/date-range.ts';
import type { Deps } from '../deps.ts';

/**
 * A visitor's booking request, delivered by e-mail. The boat, its availability and the price are
 * the server's own (catalogue, this service, pricing); the request and its event are written in one
 * transaction, so the mail goes out if and only if the request is stored. An identical request
 * within the dedupe window answers the stored one (`created` false) instead of a second one.
 */
export async function receiveBookingRequest(
  em: EntityManager,
  deps: Pick<Deps, 'catalogue' | 'pricing' | 'pii' | 'dedupeWindowMs' | 'horizonMonths' | 'sameDayCutoffHour'>,
  input: z.output<typeof bookingRequestInput>,
  call: CallContext,
): Promise<{ row: BookingRequestRow; created: boolean }> {
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

  return em.transactional(async (tx): Promise<{ row: BookingRequestRow; created: boolean }> => {
    // Serialises identical submits (also across replicas) until this transaction ends.
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [dedupeKey], 'run');
    const repeated = await tx.findOne(
      BookingRequestEntity,
      { dedupeKey, createdAt: { $gt: new Date(Date.now() - deps.dedupeWindowMs) } },
      { orderBy: { id: 'desc' } },
    );
    if (repeated) return { row: repeated, created: false };
    if (!(await isBoatFree(tx, boat.id, input))) throw conflict(MESSAGES.boatNotAvailable);

    // The id first: the customer's fields are sealed for this row and no other.
    const id = await nextSerialId(tx, 'booking', 'booking_requests');
    const cell = (column: SealedColumn): SealedCell => ({ table: 'booking_requests', id, column });
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
      createdAt: new Date(),
    });
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
    } satisfies BookingRequestReceived);
    return { row: request, created: true };
  });
}
