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
import { horizonProblem, rentalDays, todayInRome } from '@nbp/contracts/common';
import { BOOKING_CONFIRMED, lifecycleSealContext, type BookingConfirmed } from '@nbp/contracts/events/booking';
import { externalOverlap } from '@nbp/contracts/http/calendars';
import { slashItalianDate } from '@nbp/contracts/format';
import { recordAudit } from '@nbp/kit/audit';
import { badRequest, badRequestOn, conflict, notFound } from '@nbp/kit/errors';
import { nextSerialId, retryOnDeadlock } from '@nbp/kit/db';
import { enqueue } from '@nbp/kit/outbox';
import type { CallContext } from '@nbp/kit/upstream';
import { BookingEntity, type BookingRow } from '../data/entities.ts';
import type { Pii, SealedCell, SealedColumn } from '../data/pii.ts';
import { claimInTheWay } from '../data/availability.ts';
import type { DateRange } from '../domain/date-range.ts';
import { customerMatches, foldText, type CustomerFields } from '../domain/booking-search.ts';
import { monthOf, occupancyPercent, seasonOf } from '../domain/dashboard-figures.ts';
import type { BoatName } from '../clients/catalogue.ts';
import { boatTerms } from './request-events.ts';
import { confirmationLanguage } from '../domain/language.ts';
import { holdLapsed, holdLapsedConflict, lockRequest, markExpired, recordConfirmation } from './request-lifecycle.ts';
import type { Deps } from '../deps.ts';

/** What an administrator does with bookings: the figures, the list, create, edit, delete. Every change is audited. */

type Admin = Pick<SessionClaims, 'sub'>;

function refuseBeyondHorizon(dates: { startDate?: string; endDate?: string }, months: number): void {
  const problem = horizonProblem(dates, months);
  if (problem) throw badRequest(problem, { issues: [problem], kind: INVALID_BOOKING_DATA });
}

/**
 * Where a booking write wants to be: its boat and days, and its own id (an edit does not collide
 * with itself), or the request it is made from (whose days it takes over).
 */
interface Target extends DateRange {
  boatId: number;
  bookingId: number | null;
  requestId?: number | null;
}

/**
 * The 409 of a booking write that collided with a claim (docs/request-lifecycle.md#holds): it names
 * the claim in the way, its customer and days, so the administrator knows whom to call, and says
 * what it is: a booking, or a request still waiting for the office's answer. Asked after the failed
 * transaction; if that claim has gone meanwhile, the plain message.
 */
async function overlapConflict(em: EntityManager, pii: Pii, target: Target) {
  const claim = await claimInTheWay(em, target.boatId, target, target.bookingId, target.requestId ?? null);
  if (!claim) return conflict('booking_overlap');
  // A range imported from another calendar: the feed is named, there is no customer here (docs/calendars.md).
  if (claim.feedName !== null) return conflict(externalOverlap(claim.feedName, claim.startDate, claim.endDate));
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
async function refusingOverlap<T>(em: EntityManager, pii: Pii, target: () => Target | null, work: () => Promise<T>): Promise<T> {
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

/**
 * The figures of the dashboard's stat cards (docs/back-office.md#dashboard-figures). `boats` are the
 * catalogue's (null when it could not be read: then only boats with booked days are listed, by
 * number); an inactive boat is listed only when it has booked days this month.
 */
export async function bookingStats(em: EntityManager, boats: BoatName[] | null, today: string = todayInRome()): Promise<BookingStats> {
  const season = seasonOf(today);
  const month = monthOf(today);
  const [row] = await em.execute<{ total: number; revenue: string; recent: number; active: number; season: string }[]>(
    `select count(*)::int as total,
            coalesce(sum(total_price) filter (where status = 'confirmed'), 0)::numeric(14,2)::text as revenue,
            -- "recent" means created in the last 7 days
            (count(*) filter (where created_at > now() - interval '7 days'))::int as recent,
            (count(*) filter (where status <> 'cancelled'))::int as active,
            coalesce(sum(total_price) filter (where status = 'confirmed' and start_date between ?::date and ?::date), 0)::numeric(14,2)::text as season
       from "booking"."bookings"`,
    [season.from, season.to],
    'all',
  );
  const booked = await em.execute<{ boat_id: number; days: number }[]>(
    `select boat_id, sum(least(end_date, ?::date) - greatest(start_date, ?::date) + 1)::int as days
       from "booking"."bookings"
      where status = 'confirmed' and start_date <= ?::date and end_date >= ?::date
      group by boat_id`,
    [month.to, month.from, month.to, month.from],
    'all',
  );
  const days = new Map(booked.map((b) => [b.boat_id, b.days]));
  const listed = (boats ?? []).filter((boat) => boat.isActive || days.has(boat.id));
  const names = new Map(listed.map((boat) => [boat.id, boat.name]));
  for (const id of days.keys()) if (!names.has(id)) names.set(id, `Barca ${id}`);
  return {
    totalBookings: row?.total ?? 0,
    totalRevenue: row?.revenue ?? '0.00',
    recentBookings: row?.recent ?? 0,
    activeBookings: row?.active ?? 0,
    seasonRevenue: row?.season ?? '0.00',
    season,
    occupancy: {
      month: month.month,
      boats: [...names].map(([boatId, name]) => ({ boatId, name, percent: occupancyPercent(days.get(boatId) ?? 0, month.days) })),
    },
  };
}

/** One page of the admin list, where it starts, how many bookings match in all, and how many rows were opened to know it. */
export interface BookingPage {
  rows: BookingRow[];
  offset: number;
  total: number;
  opened: number;
}

/**
 * The bookings, filtered, sorted and paged as asked (docs/back-office.md#finding-a-booking). Boat,
 * status and days are asked of the database; the customer search cannot be, since the customer's
 * fields are sealed at rest: the rows left are opened here (name, e-mail, phone) and matched in
 * memory, and only then counted and paged. With `aroundId` and a limit, the page is the one holding
 * that booking (docs/back-office.md#showing-a-booking-on-its-page); a booking the filters leave out
 * keeps the offset asked.
 */
export async function listBookings(em: EntityManager, pii: Pii, query: z.output<typeof adminBookingQuery>): Promise<BookingPage> {
  const rows = await em.find(
    BookingEntity,
    {
      ...(query.boatId ? { boatId: query.boatId } : {}),
      ...(query.status ? { status: query.status } : {}),
      // Overlapping the range: starts by its last day and ends on or after its first.
      ...(query.to ? { startDate: { $lte: query.to } } : {}),
      ...(query.from ? { endDate: { $gte: query.from } } : {}),
    },
    { orderBy: query.sortBy === 'date' ? { startDate: query.order, id: query.order } : { createdAt: query.order, id: query.order } },
  );
  const q = query.q ?? '';
  const searching = foldText(q) !== '';
  const matching = searching ? rows.filter((row) => customerMatches(q, openCustomer(row, pii))) : rows;
  const { limit, aroundId } = query;
  const index = aroundId !== undefined && limit !== undefined ? matching.findIndex((row) => row.id === aroundId) : -1;
  const offset = index >= 0 && limit !== undefined ? Math.floor(index / limit) * limit : query.offset;
  const end = limit === undefined ? undefined : offset + limit;
  return { rows: matching.slice(offset, end), offset, total: matching.length, opened: searching ? rows.length : 0 };
}

function openCustomer(row: BookingRow, pii: Pii): CustomerFields {
  const cell = (column: SealedColumn): SealedCell => ({ table: 'bookings', id: row.id, column });
  return {
    customerName: pii.open(row.customerNameEncrypted, cell('customer_name_encrypted')),
    customerEmail: pii.open(row.customerEmailEncrypted, cell('customer_email_encrypted')),
    customerPhone: pii.open(row.customerPhoneEncrypted, cell('customer_phone_encrypted')),
  };
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
  const created = await refusingOverlap(
    em,
    deps.pii,
    () => target,
    () =>
      em.transactional(async (tx): Promise<BookingRow | 'lapsed'> => {
        // Locked, and its status read under the lock: the customer's cancel (which locks it too)
        // either committed before, and is seen here, or waits and then finds it confirmed.
        const request = requestId ? await lockRequest(tx, { id: requestId }) : null;
        if (request && (request.status === 'confirmed' || request.bookingId !== null)) throw conflict('request_not_pending');
        // The customer withdrew it: a booking made from it would be one they did not ask for.
        if (request?.status === 'cancelled') throw conflict('request_cancelled_by_customer');
        if (request && holdLapsed(request, new Date())) {
          // Expired now, as the sweeper would: the office learns it here rather than confirming a hold
          // that is over; a booking from the expired request can then be made knowingly.
          markExpired(tx, deps.pii, request, new Date());
          return 'lapsed';
        }
        const confirming = request?.status === 'pending';
        if (confirming) {
          // Written before the booking: the request's claim goes with this flush, so the booking may
          // take the same days. An overlap with any other claim rolls both back: still pending.
          tx.assign(request, { status: 'confirmed', decidedAt: new Date() });
          await tx.flush();
        }
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
          details: {
            boatId: row.boatId,
            startDate: row.startDate,
            endDate: row.endDate,
            status: row.status,
            totalPrice: row.totalPrice,
            sendConfirmation: input.sendConfirmation,
            ...(requestId ? { requestId } : {}),
          },
          service: 'booking',
        });
        if (request && confirming) {
          // The request's own confirmation is the customer's one mail, whatever `sendConfirmation` says.
          recordConfirmation(tx, deps, request, row, { boatName: boat.name, terms: boatTerms(boat), admin });
          return row;
        }
        if (request) tx.assign(request, { bookingId: row.id });
        // Only a confirmed booking is confirmed to the customer; the contract refuses it without an e-mail.
        if (input.sendConfirmation && row.status === 'confirmed') {
          const seal = (field: 'customerName' | 'customerEmail', plain: string) =>
            deps.pii.sealFor(plain, lifecycleSealContext(BOOKING_CONFIRMED, field, row.id));
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
        return row;
      }),
  );
  if (created === 'lapsed') {
    // The expiry is committed: its mail goes now, and the office is told why no booking was made.
    deps.infra.relay.kick();
    throw holdLapsedConflict();
  }
  return created;
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
    if (!row) throw notFound('booking_not_found');
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
