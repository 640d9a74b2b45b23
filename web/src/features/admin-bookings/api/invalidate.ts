import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_BOOKINGS_KEY } from './get-admin-bookings.ts';

/** After a create, update or delete both the list and the dashboard figures are refreshed (docs/product/screens.md#admin-bookings). */
export function refreshAfterBookingChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_BOOKINGS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/admin/dashboard'] }),
    // The public calendar reads confirmed bookings; a change here may block or free days there.
    queryClient.invalidateQueries({ queryKey: ['/api/bookings'] }),
  ]);
}
