import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { bookingStats } from '@nbp/contracts/http/booking';
import type { Dashboard } from '@nbp/contracts/http/dashboard';
import { monthsAfter, todayInRome } from '@nbp/contracts/common';
import { fleetPricedUntil, PRICED_AHEAD_MONTHS, pricingHorizonWarning, type FleetPricedUntil } from '@nbp/contracts/http/pricing';
import type { Balancer } from '@nbp/kit/balancer';
import { errorBody, HttpError } from '@nbp/kit/errors';
import { upstream, UNAVAILABLE_CODE, type CallContext, type Upstream } from '@nbp/kit/upstream';

/** The gateway's balancer of each service the dashboard reads from. */
interface Upstreams {
  catalogue: Balancer;
  pricing: Balancer;
  booking: Balancer;
}

/**
 * GET /api/admin/dashboard: composed from three services, each called with the caller's own
 * credentials, so each service applies its own admin check too.
 */
export function dashboardHandler(upstreams: Upstreams, logger: Logger) {
  const service = (balancer: Balancer) => upstream({ baseUrl: balancer.baseUrl, balancer, down: 'unavailable_dashboard', timeoutMs: 5000 });
  const catalogue = service(upstreams.catalogue);
  const pricing = service(upstreams.pricing);
  const booking = service(upstreams.booking);
  return async (req: Request, res: Response): Promise<void> => {
    const headers: Record<string, string> = {};
    const cookie = req.get('cookie');
    const authorization = req.get('authorization');
    if (cookie) headers.cookie = cookie;
    if (authorization) headers.authorization = authorization;
    const context: CallContext = { requestId: String(res.getHeader('x-request-id') ?? ''), headers };
    // A refusal of the caller's credentials by any service is passed on; any other failure is a 503.
    const call = async <T>(service: Upstream, path: string, schema: z.ZodType<T>): Promise<T> => {
      const answer = await service.get(path, schema, context);
      if (answer.ok) return answer.body;
      if (answer.status === 401 || answer.status === 403) throw new HttpError(answer.status, 'access_denied');
      throw service.down();
    };
    try {
      const [boats, pricingPeriods, stats, priced] = await Promise.all([
        call(catalogue, '/api/admin/boats', z.array(z.unknown())),
        call(pricing, '/api/admin/pricing-periods', z.array(z.unknown())),
        call(booking, '/api/admin/bookings/stats', bookingStats),
        call(pricing, '/api/pricing/priced-until', fleetPricedUntil),
      ]);
      const body: Dashboard = {
        stats: {
          totalBoats: boats.length,
          totalBookings: stats.totalBookings,
          totalRevenue: stats.totalRevenue,
          recentBookings: stats.recentBookings,
          activeBookings: stats.activeBookings,
          seasonRevenue: stats.seasonRevenue,
          season: stats.season,
          occupancy: stats.occupancy,
        },
        boats,
        pricingPeriods,
        pricing: pricingHorizon(boats, priced, todayInRome()),
      };
      res.set('Cache-Control', 'no-store').json(body);
    } catch (err) {
      const status = err instanceof HttpError ? err.status : 503;
      if (status === 401 || status === 403) {
        res.status(status).json(errorBody(status, 'access_denied', status === 401 ? 'unauthenticated' : 'forbidden'));
        return;
      }
      logger.warn({ err: (err as Error).message }, 'dashboard composition failed');
      res.status(503).json(errorBody(503, 'unavailable_dashboard', UNAVAILABLE_CODE));
    }
  };
}

/**
 * How far ahead the fleet is priced: the earliest last priced day among the active boats (a boat
 * without any price makes it null). Visitors are offered no day past a boat's last priced day, so
 * the administrator is warned while there is still time to add the coming months.
 */
export function pricingHorizon(boats: unknown[], priced: FleetPricedUntil, today: string): Dashboard['pricing'] {
  const byBoat = new Map(priced.boats.map((boat) => [boat.boatId, boat.pricedUntil]));
  const active = boats.filter(
    (boat): boat is { id: number } =>
      typeof (boat as { id?: unknown }).id === 'number' && (boat as { isActive?: unknown }).isActive !== false,
  );
  const lasts = active.map((boat) => byBoat.get(boat.id) ?? null);
  if (lasts.length === 0) return { pricedUntil: null, warning: null };
  if (lasts.some((last) => last === null)) return { pricedUntil: null, warning: pricingHorizonWarning(null) };
  const pricedUntil = (lasts as string[]).reduce((earliest, last) => (last < earliest ? last : earliest));
  const warning = pricedUntil < monthsAfter(today, PRICED_AHEAD_MONTHS) ? pricingHorizonWarning(pricedUntil) : null;
  return { pricedUntil, warning };
}
