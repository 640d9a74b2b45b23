import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BOOKING_REQUEST_STORED, bookingRequestInput, type BookingWindow, type BookingRequestAnswer } from '@nbp/contracts/http/booking';
import { parse } from '@nbp/kit/errors';
import { rateLimit } from '@nbp/kit/rate-limit';
import type { Deps } from '../deps.ts';
import { receiveBookingRequest } from '../use-cases/receive-booking-request.ts';

/** POST /api/email-bookings: a visitor's request, delivered by e-mail (see use-cases/receive-booking-request.ts). */
export function bookingRequestsRouter(em: () => EntityManager, deps: Deps, afterCommit: () => void): Router {
  const router = new Router({ prefix: '/api' });

  // The settings the calendar needs to offer only what this service accepts; they change only with
  // a deployment, so a browser may keep them a few minutes.
  router.get('/email-bookings/window', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { sameDayCutoffHour: deps.sameDayCutoffHour, horizonMonths: deps.horizonMonths } satisfies BookingWindow;
  });

  // Every attempt counts against the client's address, valid or not.
  const limited = rateLimit({ em, schema: 'booking', limit: deps.rateLimit, key: (ctx) => deps.pii.fingerprint(`ip|${ctx.ip}`) });

  router.post('/email-bookings', limited, async (ctx) => {
    const input = parse(bookingRequestInput, ctx.request.body);
    const { row, created } = await receiveBookingRequest(em(), deps, input, { requestId: ctx.state.requestId as string });
    if (created) afterCommit();
    ctx.status = created ? 201 : 200;
    ctx.body = { id: row.id, message: BOOKING_REQUEST_STORED, totalPrice: row.totalPrice } satisfies BookingRequestAnswer;
  });

  return router;
}
