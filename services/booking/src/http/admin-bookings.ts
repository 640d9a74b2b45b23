import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  adminBookingCreate,
  adminBookingQuery,
  adminBookingUpdate,
  bookingClashQuery,
  customerNamesQuery,
  INVALID_BOOKING_DATA,
  PAGE_OFFSET_HEADER,
  TOTAL_COUNT_HEADER,
} from '@nbp/contracts/http/booking';
import { adminOnlyRouter, currentAdmin } from '@nbp/kit/auth';
import { errorText } from '@nbp/contracts/errors';
import { parse } from '@nbp/kit/errors';
import { pathId } from '@nbp/kit/ids';
import type { Logger } from '@nbp/kit/logger';
import type { Deps } from '../deps.ts';
import type { AdminRouteDeps } from './admin-route-deps.ts';
import { createBooking, deleteBooking, updateBooking } from '../use-cases/admin-bookings.ts';
import { bookingStats } from '../use-cases/booking-stats.ts';
import { listBookings } from '../use-cases/find-bookings.ts';
import { clashOf } from '../use-cases/booking-overlap.ts';
import { customerNamesOf } from '../use-cases/customer-names.ts';
import { toBooking } from './serialize.ts';
import { asAdmin } from './as-admin.ts';

/**
 * Boat names for the list, read with the administrator's own credentials (inactive boats too). The
 * list stays usable when the catalogue is down: boats then show as N/A, and a warning is logged.
 */
async function boatNames(ctx: Context, deps: Deps, logger: Logger): Promise<Map<number, { id: number; name: string }>> {
  try {
    const boats = await deps.catalogue.allBoats(asAdmin(ctx));
    return new Map(boats.map((boat) => [boat.id, { id: boat.id, name: boat.name }]));
  } catch (err) {
    logger.warn({ err: (err as Error).message, requestId: ctx.state.requestId }, 'boat names unavailable for the bookings list');
    return new Map();
  }
}

/** The bookings panel of the dashboard: list, create, edit, delete, and the figures of the stat cards. */
export function adminBookingsRouter({ em, verifier, afterCommit }: AdminRouteDeps, deps: Deps): Router {
  const logger = deps.infra.logger;
  const router = adminOnlyRouter('/api/admin', verifier);

  router.get('/bookings/stats', async (ctx) => {
    let boats: Awaited<ReturnType<Deps['catalogue']['allBoats']>> | null = null;
    try {
      boats = await deps.catalogue.allBoats(asAdmin(ctx));
    } catch (err) {
      logger.warn({ err: (err as Error).message, requestId: ctx.state.requestId }, 'boat names unavailable for the occupancy figure');
    }
    const stats = await bookingStats(em(), boats);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = stats;
  });

  router.get('/bookings/customer-names', async (ctx) => {
    const query = parse(customerNamesQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await customerNamesOf(em(), deps.pii, { bookings: query.bookings ?? [], requests: query.requests ?? [] });
  });

  // Free or taken, before saving (docs/back-office.md#free-or-taken): the 409's words, without writing anything.
  router.get('/bookings/clash', async (ctx) => {
    const { bookingId, requestId, ...days } = parse(bookingClashQuery, ctx.query);
    const clash = await clashOf(em(), deps.pii, { ...days, bookingId: bookingId ?? null, requestId: requestId ?? null });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = clash ? { free: false, code: clash.code, message: errorText(clash.code, 'it', clash.params) } : { free: true };
  });

  router.get('/bookings', async (ctx) => {
    const { rows, offset, total } = await listBookings(em(), deps.pii, parse(adminBookingQuery, ctx.query));
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.set(PAGE_OFFSET_HEADER, String(offset));
    const boats = rows.length ? await boatNames(ctx, deps, logger) : new Map();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map((row) => toBooking(row, deps.pii, boats.get(row.boatId) ?? null));
  });

  router.post('/bookings', async (ctx) => {
    const input = parse(adminBookingCreate, ctx.request.body, INVALID_BOOKING_DATA);
    const saved = await createBooking(em(), deps, input, currentAdmin(ctx), asAdmin(ctx));
    afterCommit();
    ctx.status = 201;
    ctx.body = toBooking(saved, deps.pii, (await boatNames(ctx, deps, logger)).get(saved.boatId) ?? null);
  });

  router.patch('/bookings/:id', async (ctx) => {
    const id = pathId(ctx.params.id);
    const input = parse(adminBookingUpdate, ctx.request.body, INVALID_BOOKING_DATA);
    const saved = await updateBooking(em(), deps, id, input, currentAdmin(ctx), asAdmin(ctx));
    afterCommit();
    ctx.body = toBooking(saved, deps.pii, (await boatNames(ctx, deps, logger)).get(saved.boatId) ?? null);
  });

  router.delete('/bookings/:id', async (ctx) => {
    await deleteBooking(em(), pathId(ctx.params.id), currentAdmin(ctx));
    afterCommit();
    ctx.status = 204;
  });

  return router;
}
