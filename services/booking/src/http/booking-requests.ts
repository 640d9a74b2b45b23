import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_REQUEST_STORED,
  bookingRequestInput,
  type BookingWindow,
  type BookingRequestAnswer,
  type CustomerRequestView,
} from '@nbp/contracts/http/booking';
import { parse } from '@nbp/kit/errors';
import { rateLimit } from '@nbp/kit/rate-limit';
import type { Deps } from '../deps.ts';
import { receiveBookingRequest } from '../use-cases/receive-booking-request.ts';
import { cancelByToken, customerView, requestByToken } from '../use-cases/customer-link.ts';

/**
 * POST /api/email-bookings: a visitor's request, delivered by e-mail (see use-cases/receive-booking-request.ts);
 * and the customer's own page of it, by its private link (docs/request-lifecycle.md#the-customers-link).
 */
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
    const { row, created } = await receiveBookingRequest(em(), deps, input, {
      requestId: ctx.state.requestId as string,
      clientAddress: ctx.ip,
      kick: afterCommit,
    });
    if (created) afterCommit();
    // A repeat gets what a first submission gets, and neither carries the private link: whoever
    // knows a customer's e-mail and days learns nothing by sending them again
    // (docs/request-lifecycle.md#the-customers-link).
    ctx.status = 201;
    ctx.body = {
      id: row.id,
      message: BOOKING_REQUEST_STORED,
      totalPrice: row.totalPrice,
      status: row.status,
      holdUntil: row.holdUntil.toISOString(),
      holdsDays: row.holdsDays,
    } satisfies BookingRequestAnswer;
  });

  // The link is the only key: the answers are the customer's alone, never kept by a cache.
  // The rental as it is now: the booking's values once there is one (docs/request-lifecycle.md#the-customers-link).
  router.get('/email-bookings/by-token/:token', async (ctx) => {
    const manager = em();
    const row = await requestByToken(manager, deps, ctx.params.token ?? '');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await customerView(manager, deps, row, { requestId: ctx.state.requestId as string })) satisfies CustomerRequestView;
  });

  // Counted apart from the requests, under a key of its own: a loop of requests and cancels meets
  // both limits, and a customer who cancels is not refused a new request for it
  // (docs/request-lifecycle.md#the-customers-link).
  const cancelLimited = rateLimit({
    em,
    schema: 'booking',
    limit: deps.cancelRateLimit,
    key: (ctx) => deps.pii.fingerprint(`cancel|ip|${ctx.ip}`),
    refusal: 'cancel_rate_limited',
  });

  router.post('/email-bookings/by-token/:token/cancel', cancelLimited, async (ctx) => {
    const manager = em();
    const row = await cancelByToken(manager, deps, ctx.params.token ?? '');
    afterCommit();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await customerView(manager, deps, row, { requestId: ctx.state.requestId as string })) satisfies CustomerRequestView;
  });

  return router;
}
