import type Koa from 'koa';
import { infrastructureApp, requestEm } from '@nbp/kit/runtime';
import type { Deps } from './deps.ts';
import { calendarRouter } from './http/calendar.ts';
import { availabilityRouter } from './http/availability.ts';
import { bookingRequestsRouter } from './http/booking-requests.ts';
import { adminBookingsRouter } from './http/admin-bookings.ts';
import { adminBookingRequestsRouter } from './http/admin-booking-requests.ts';
import { adminPlanningRouter } from './http/admin-planning.ts';
import { adminClosedDaysRouter } from './http/admin-closed-days.ts';
import { calendarExportRouter } from './http/calendar-export.ts';
import { adminCalendarsRouter } from './http/admin-calendars.ts';
import type { CalendarWorkerDeps } from './use-cases/calendar-poll.ts';
import type { AdminRouteDeps } from './http/admin-route-deps.ts';

/** What a read of an imported calendar needs, whether the worker or an administrator asks for it. */
export function calendarWorkerDeps(deps: Deps): CalendarWorkerDeps {
  return {
    orm: deps.infra.orm,
    pii: deps.pii,
    settings: deps.calendars,
    parser: deps.feedParser,
    kick: () => deps.infra.relay.kick(),
    logger: deps.infra.logger,
  };
}

/** The booking service's Koa app: what main listens with and what the tests drive. */
export function createApp(deps: Deps): Koa {
  const { infra } = deps;
  const em = requestEm;
  const afterCommit = () => infra.relay.kick();
  const admin: AdminRouteDeps = { em, verifier: infra.verifier, afterCommit };
  return infrastructureApp('booking', infra, [
    calendarRouter(em),
    availabilityRouter(em, deps.catalogue, deps.horizonMonths),
    bookingRequestsRouter(em, deps, afterCommit),
    adminBookingsRouter(admin, deps),
    adminBookingRequestsRouter(admin, deps),
    adminPlanningRouter(admin, deps),
    adminClosedDaysRouter(admin, deps),
    calendarExportRouter(em, deps),
    adminCalendarsRouter(admin, deps.catalogue, { pii: deps.pii, settings: deps.calendars, worker: calendarWorkerDeps(deps) }),
  ]);
}
