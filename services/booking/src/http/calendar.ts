import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { calendarQuery, heldRangesQuery, unavailableDatesQuery, type HeldRange } from '@nbp/contracts/http/booking';
import { todayInRome } from '@nbp/contracts/common';
import { etag } from '@nbp/kit/caching';
import { parse } from '@nbp/kit/errors';
import { BoatAvailabilityEntity, BookingEntity } from '../data/entities.ts';
import { BLOCKING_STATUS, FREE_DAY_STATUS } from '../domain/availability.ts';
import { heldRanges, otherTakenRanges } from '../data/availability.ts';
import { toCalendarBooking } from './serialize.ts';

/** What the booking card's calendar reads to disable days: dates only, never who booked. */
export function calendarRouter(em: () => EntityManager): Router {
  const router = new Router({ prefix: '/api' });

  // Confirmed bookings, imported ranges (docs/calendars.md#import-the-marketplaces-feeds) and closed
  // days (docs/back-office.md#closed-days).
  router.get('/bookings', etag, async (ctx) => {
    const query = parse(calendarQuery, ctx.query);
    // Only confirmed bookings are public; asking for another status lists nothing.
    if (query.status !== undefined && query.status !== BLOCKING_STATUS) {
      ctx.body = [];
      return;
    }
    const today = todayInRome();
    const [rows, imported] = await Promise.all([
      em().find(
        BookingEntity,
        { boatId: query.boatId, status: BLOCKING_STATUS, endDate: { $gte: today } },
        { fields: ['startDate', 'endDate', 'status'], orderBy: { startDate: 'asc' } },
      ),
      otherTakenRanges(em().fork(), query.boatId, today),
    ]);
    // Days taken through another calendar (docs/calendars.md) or closed by the office are booked days
    // to a visitor: listed as confirmed, dates only, indistinguishable from the site's own.
    ctx.body = [...rows.map(toCalendarBooking), ...imported.map((range) => toCalendarBooking({ ...range, status: BLOCKING_STATUS }))].sort(
      (a, b) => a.startDate.localeCompare(b.startDate),
    );
  });

  // Days held by a pending request or a pending booking: the calendar shows them "in attesa di
  // conferma" (docs/request-lifecycle.md#holds). Dates only; a confirmed booking is in /bookings.
  router.get('/bookings/held', etag, async (ctx) => {
    const query = parse(heldRangesQuery, ctx.query);
    ctx.body = (await heldRanges(em(), query.boatId, todayInRome())) satisfies HeldRange[];
  });

  router.get('/unavailable-dates', etag, async (ctx) => {
    const query = parse(unavailableDatesQuery, ctx.query);
    const rows = await em().find(
      BoatAvailabilityEntity,
      { boatId: query.boatId, status: { $ne: FREE_DAY_STATUS }, date: { $gte: todayInRome() } },
      { fields: ['date'], orderBy: { date: 'asc' } },
    );
    ctx.body = rows.map((row) => row.date);
  });

  return router;
}
