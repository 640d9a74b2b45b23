import type { QueryClient } from '@tanstack/react-query';
import { adminBookingKeys, bookingKeys, dashboardKeys, harbourTodayKeys, planningKeys } from '../../../lib/query-keys.ts';

/** After a create, update or delete both the list and the dashboard figures are refreshed (docs/product/screens.md#admin-bookings). */
export function refreshAfterBookingChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    // The public calendar reads confirmed bookings; a change here may block or free days there.
    queryClient.invalidateQueries({ queryKey: bookingKeys.calendarBookings }),
    // The planning and "Oggi al porto" show it at once rather than at their next 5-second reading.
    queryClient.invalidateQueries({ queryKey: planningKeys.all }),
    queryClient.invalidateQueries({ queryKey: harbourTodayKeys.all }),
  ]);
}
