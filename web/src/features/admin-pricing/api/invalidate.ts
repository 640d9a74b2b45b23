import type { QueryClient } from '@tanstack/react-query';

/** A period or a price changed: the admin lists, the dashboard and every public price view are stale. */
export function refreshAfterPricingChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      ['/api/admin/pricing-periods'],
      ['/api/admin/boat-pricing'],
      ['/api/admin/dashboard'],
      ['/api/boat-pricing'],
      ['/api/pricing/boat'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
