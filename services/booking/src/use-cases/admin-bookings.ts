import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  INVALID_BOOKING_DATA,
  type adminBookingCreate,
  type adminBookingQuery,
  type adminBookingUpdate,
  type BookingStats,
} from '@nbp/contracts/http/booking';
import type { SessionClaims } from '@nbp/contracts/http/identity';
import { horizonProblem } from '@nbp/contracts/common';
import { MESSAGES } from '@nbp/contracts/messages';
import { recordAudit } from '@nbp/kit/audit';
import { badRequest, conflict, notFound } from '@nbp/kit/errors';
import { nextSerialId } from '@nbp/kit/db';
import type { CallContext } from '@nbp/kit/upstream';
import { BookingEntity, type BookingRow } from '../data/entities.ts';
import type { SealedCell, SealedColumn } from '../data/pii.ts';
import type { Deps } from '../deps.ts';

/** What an administrator does with bookings: the figures, the list, create, edit, delete. Every change is audited. */

const NOT_FOUND = 'Prenotazione non trovata';
const UNKNOWN_BOAT = 'Barca non trovata: scegli una barca del catalogo.';

type Admin = Pick<SessionClaims, 'sub'>;

function refuseBeyondHorizon(dates: { startDate?: string; endDate?: string }, months: number): void {
  const problem = horizonProblem(dates, months);
  if (problem) throw badRequest(problem.message, [problem], INVALID_BOOKING_DATA);
}

/**
 * Runs a booking write. PostgreSQL's exclusion_violation (bookings_no_overlap refused a second
 * confirmed booking) becomes 409. Concurrent inserts checking the same constraint can also end in a
 * deadlock, whose victim may well be free to go once the other commits: it is tried again, a few times.
 */
async function refusingOverlap<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === '23P01') throw conflict(MESSAGES.bookingOverlap);
      if ((code === '40P01' || code === '40001') && attempt < 3) continue;
      throw err;
    }
  }
}

/** The figures of the dashboard's stat cards. */
export async function bookingStats(em: EntityManager): Promise<BookingStats> {
  const [row] = await em.execute<{ total: number; revenue: string; recent: number }[]>(
    `select count(*)::int as total,
            coalesce(sum(total_price) filter (where status = 'confirmed'), 0)::numeric(14,2)::text as revenue,
            -- "recent" means created in the last 7 days
            (count(*) filter (where created_at > now() - interval '7 days'))::int as recent
       from "booking"."bookings"`,
    [],
    'all',
  );
  return {
    totalBookings: row?.total ?? 0,
    totalRevenue: row?.revenue ?? '0.00',
    recentBookings: row?.recent ?? 0,
  };
}

/** The bookings, filtered and sorted as asked. */
export async function listBookings(em: EntityManager, query: z.output<typeof adminBookingQuery>): Promise<BookingRow[]> {
  return em.find(
    BookingEntity,
    { ...(query.boatId ? { boatId: query.boatId } : {}), ...(query.status ? { status: query.status } : {}) },
    { orderBy: query.sortBy === 'date' ? { startDate: query.order, id: query.order } : { createdAt: query.order, id: query.order } },
  );
}

/**
 * A booking entered by an administrator. `call` carries the administrator's credentials to the
 * catalogue, which is asked whether the boat exists.
 */
export async function createBooking(
  em: EntityManager,
  deps: Pick<Deps, 'catalogue' | 'pii' | 'horizonMonths'>,
  input: z.output<typeof adminBookingCreate>,
  admin: Admin,
  call: CallContext,
): Promise<BookingRow> {
  refuseBeyondHorizon(input, deps.horizonMonths);
  // A booking for a boat the catalogue does not have would show as N/A forever: refused. Inactive
  // boats count, since an administrator may book a boat that is hidden from the site; the catalogue
  // being down is a 503, not a guess.
  const boats = await deps.catalogue.allBoats(call);
  if (!boats.some((boat) => boat.id === input.boatId)) {
    throw badRequest(UNKNOWN_BOAT, [{ path: 'boatId', message: UNKNOWN_BOAT }], INVALID_BOOKING_DATA);
  }
  return refusingOverlap(() =>
    em.transactional(async (tx) => {
      // The id first: the customer's fields are sealed for this row and no other.
      const id = await nextSerialId(tx, 'booking', 'bookings');
      const cell = (column: SealedColumn): SealedCell => ({ table: 'bookings', id, column });
      const row = tx.create(BookingEntity, {
        id,
        boatId: input.boatId,
        customerNameEncrypted: deps.pii.seal(input.customerName, cell('customer_name_encrypted')),
        customerEmailEncrypted: deps.pii.seal(input.customerEmail, cell('customer_email_encrypted')),
        customerPhoneEncrypted: deps.pii.seal(input.customerPhone, cell('customer_phone_encrypted')),
        startDate: input.startDate,
        endDate: input.endDate,
        selectedExtras: input.selectedExtras,
        totalPrice: input.totalPrice,
        status: input.status ?? 'confirmed',
        notesEncrypted: deps.pii.sealNullable(input.notes, cell('notes_encrypted')),
        createdAt: new Date(),
      });
      await tx.flush();
      recordAudit(tx, {
        userId: admin.sub,
        action: 'booking.created',
        entityType: 'booking',
        entityId: String(row.id),
        details: { boatId: row.boatId, startDate: row.startDate, endDate: row.endDate, status: row.status, totalPrice: row.totalPrice },
        service: 'booking',
      });
      return row;
    }),
  );
}

/** An administrator's edit of a booking; only the fields sent change. `id` null (a malformed path id) is a 404. */
export async function updateBooking(
  em: EntityManager,
  deps: Pick<Deps, 'pii' | 'horizonMonths'>,
  id: number | null,
  input: z.output<typeof adminBookingUpdate>,
  admin: Admin,
): Promise<BookingRow> {
  refuseBeyondHorizon(input, deps.horizonMonths);
  return refusingOverlap(() =>
    em.transactional(async (tx) => {
      // Locked: a concurrent edit of the same booking waits and then reads its result, instead of
      // both writing only the fields each changed onto the same stale row (a start from one and an
      // end from the other).
      const row = id ? await tx.findOne(BookingEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
      if (!row) throw notFound(NOT_FOUND);
      const startDate = input.startDate ?? row.startDate;
      const endDate = input.endDate ?? row.endDate;
      if (endDate < startDate)
        throw badRequest(MESSAGES.endBeforeStart, [{ path: 'endDate', message: MESSAGES.endBeforeStart }], INVALID_BOOKING_DATA);
      const changes: Partial<BookingRow> = { startDate, endDate };
      const cell = (column: SealedColumn): SealedCell => ({ table: 'bookings', id: row.id, column });
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
      tx.assign(row, changes);
      await tx.flush();
      recordAudit(tx, {
        userId: admin.sub,
        action: 'booking.updated',
        entityType: 'booking',
        entityId: String(row.id),
        // Field names only for the customer's data: the activity log must not copy it in clear.
        details: {
          boatId: row.boatId,
          changed: Object.keys(input),
          before,
          after: { startDate, endDate, status: row.status, totalPrice: row.totalPrice },
        },
        service: 'booking',
      });
      return row;
    }),
  );
}

/** Deletes a booking; `id` null (a malformed path id) is a 404. */
export async function deleteBooking(em: EntityManager, id: number | null, admin: Admin): Promise<void> {
  await em.transactional(async (tx) => {
    const row = id ? await tx.findOne(BookingEntity, { id }) : null;
    if (!row) throw notFound(NOT_FOUND);
    recordAudit(tx, {
      userId: admin.sub,
      action: 'booking.deleted',
      entityType: 'booking',
      entityId: String(row.id),
      details: { boatId: row.boatId, startDate: row.startDate, endDate: row.endDate, status: row.status },
      service: 'booking',
    });
    tx.remove(row);
  });
}
