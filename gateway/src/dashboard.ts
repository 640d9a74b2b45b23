import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Dashboard } from '@nbp/contracts/http/booking';
import { monthsAfter, todayInRome } from '@nbp/contracts/common';
import { PRICED_AHEAD_MONTHS, pricingHorizonWarning, type FleetPricedUntil } from '@nbp/contracts/http/pricing';

interface Upstreams {
  catalogue: string;
  pricing: string;
  booking: string;
}

/**
 * GET /api/admin/dashboard: composed from three services, each called with the caller's own
 * credentials, so each service applies its own admin check too.
 */
export function dashboardHandler(upstreams: Upstreams, logger: Logger) {
  return async (req: Request, res: Response): Promise<void> => {
    const headers: Record<string, string> = { 'x-request-id': String(res.getHeader('x-request-id') ?? '') };
    const cookie = req.get('cookie');
    const authorization = req.get('authorization');
    if (cookie) headers.cookie = cookie;
    if (authorization) headers.authorization = authorization;
    const call = async <T>(base: string, path: string): Promise<T> => {
      const response = await fetch(new URL(path, base), { headers, signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw Object.assign(new Error(`${path}: ${response.status}`), { status: response.status });
      return (await response.json()) as T;
    };
    try {
      const [boats, pricingPeriods, stats, priced] = await Promise.all([
        call<unknown[]>(upstreams.catalogue, '/api/admin/boats'),
        call<unknown[]>(upstreams.pricing, '/api/admin/pricing-periods'),
        call<{ totalBookings: number; totalRevenue: string; recentBookings: number }>(upstreams.booking, '/api/admin/bookings/stats'),
        call<FleetPricedUntil>(upstreams.pricing, '/api/pricing/priced-until'),
      ]);
      const body: Dashboard = {
        stats: {
          totalBoats: boats.length,
          totalBookings: stats.totalBookings,
          totalRevenue: stats.totalRevenue,
          recentBookings: stats.recentBookings,
        },
        boats,
        pricingPeriods,
        pricing: pricingHorizon(boats, priced, todayInRome()),
      };
      res.set('Cache-Control', 'no-store').json(body);
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 401 || status === 403) {
        res.status(status).json({ error: status === 401 ? 'unauthenticated' : 'forbidden', message: 'Accesso non autorizzato.' });
        return;
      }
      logger.warn({ err: (err as Error).message }, 'dashboard composition failed');
      res.status(503).json({ error: 'unavailable', message: 'Dati della dashboard non disponibili al momento. Riprova tra poco.' });
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
