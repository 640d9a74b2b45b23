import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Dashboard } from '@nbp/contracts/http/booking';

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
      const [boats, pricingPeriods, stats] = await Promise.all([
        call<unknown[]>(upstreams.catalogue, '/api/admin/boats'),
        call<unknown[]>(upstreams.pricing, '/api/admin/pricing-periods'),
        call<{ totalBookings: number; totalRevenue: string; recentBookings: number }>(upstreams.booking, '/api/admin/bookings/stats'),
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
