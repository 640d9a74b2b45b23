import { z } from 'zod';
import { bookingStats } from './booking.ts';

/**
 * GET /api/admin/dashboard. The gateway composes it from three services (catalogue's boats, pricing's
 * periods and horizon, booking's figures), so it belongs to none of them: it has its own module.
 */
export const dashboard = z.object({
  stats: z.object({
    totalBoats: z.number().int(),
    totalBookings: z.number().int(),
    totalRevenue: z.string(),
    recentBookings: z.number().int(),
    activeBookings: bookingStats.shape.activeBookings,
    seasonRevenue: bookingStats.shape.seasonRevenue,
    season: bookingStats.shape.season,
    occupancy: bookingStats.shape.occupancy,
  }),
  boats: z.array(z.any()),
  pricingPeriods: z.array(z.any()),
  /**
   * How far ahead every active boat has prices (the earliest of their last priced days; null when one
   * has none), and the warning to show when that is less than PRICED_AHEAD_MONTHS away.
   */
  pricing: z.object({ pricedUntil: z.string().nullable(), warning: z.string().nullable() }),
});
export type Dashboard = z.infer<typeof dashboard>;
