import type { QueryClient } from '@tanstack/react-query';
import { adminPricingKeys, dashboardKeys, publicPricingKeys, quoteKeys } from '../../../lib/query-keys.ts';

/** A period or a price changed: the admin lists, the dashboard and every public price view are stale. */
export function refreshAfterPricingChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [adminPricingKeys.periods, adminPricingKeys.boatPrices, dashboardKeys.all, publicPricingKeys.all, quoteKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
