import type Router from '@koa/router';
import { adminOnlyRouter, currentAdmin } from '@nbp/kit/auth';
import {
  PAGE_OFFSET_HEADER,
  REQUEST_STATE_HEADER,
  TOTAL_COUNT_HEADER,
  adminRequestQuery,
  bookingRequestsArchive,
  requestDeclineInput,
} from '@nbp/contracts/http/booking';
import { parse } from '@nbp/kit/errors';
import { pathId } from '@nbp/kit/ids';
import type { Deps } from '../deps.ts';
import type { AdminRouteDeps } from './admin-route-deps.ts';
import { archiveBookingRequests, setBookingRequestArchived } from '../use-cases/admin-booking-requests.ts';
import { findBookingRequests } from '../use-cases/find-requests.ts';
import { confirmRequest, declineRequest } from '../use-cases/request-lifecycle.ts';
import { toBooking, toBookingRequest } from './serialize.ts';
import { asAdmin } from './as-admin.ts';

/**
 * 'Richieste Email': the requests with the customer's data opened, by state (pending first), archived
 * or brought back; a pending one is confirmed (it becomes a booking) or declined (docs/request-lifecycle.md).
 */
export function adminBookingRequestsRouter({ em, verifier, afterCommit }: AdminRouteDeps, deps: Deps): Router {
  const router = adminOnlyRouter('/api/admin', verifier);

  // The tab's to-do list: one state, searched, sorted and paged (docs/back-office.md#richieste-email).
  router.get('/email-requests', async (ctx) => {
    const { rows, offset, total, state } = await findBookingRequests(em(), deps.pii, parse(adminRequestQuery, ctx.query));
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.set(PAGE_OFFSET_HEADER, String(offset));
    if (state) ctx.set(REQUEST_STATE_HEADER, state);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map((row) => toBookingRequest(row, deps.pii));
  });

  router.post('/email-requests/archive', async (ctx) => {
    const { ids } = parse(bookingRequestsArchive, ctx.request.body);
    const saved = await archiveBookingRequests(em(), ids, currentAdmin(ctx));
    afterCommit();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = saved.map((row) => toBookingRequest(row, deps.pii));
  });

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    router.post(`/email-requests/:id/${path}`, async (ctx) => {
      const saved = await setBookingRequestArchived(em(), pathId(ctx.params.id), archived, currentAdmin(ctx));
      afterCommit();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = toBookingRequest(saved, deps.pii);
    });
  }

  router.post('/email-requests/:id/confirm', async (ctx) => {
    const { request, booking } = await confirmRequest(em(), deps, pathId(ctx.params.id), currentAdmin(ctx), asAdmin(ctx));
    afterCommit();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toBooking(booking, deps.pii, { id: request.boatId, name: request.boatName });
  });

  router.post('/email-requests/:id/decline', async (ctx) => {
    const id = pathId(ctx.params.id);
    const { reason } = parse(requestDeclineInput, ctx.request.body ?? {});
    const saved = await declineRequest(em(), deps, id, reason, currentAdmin(ctx), asAdmin(ctx));
    afterCommit();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toBookingRequest(saved, deps.pii);
  });

  return router;
}
