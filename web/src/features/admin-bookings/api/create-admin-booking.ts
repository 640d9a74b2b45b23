import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingCreate, Booking } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { bookingRequestKeys } from '../../../lib/query-keys.ts';
import { refreshAfterBookingChange } from './invalidate.ts';

export const createAdminBooking = (input: AdminBookingCreate) => api.post<Booking>('/api/admin/bookings', input);

export function useCreateAdminBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminBooking,
    onSuccess: (_booking, input) =>
      Promise.all([
        refreshAfterBookingChange(queryClient),
        // A booking made from a request confirms or links it (docs/request-lifecycle.md#confirm): its card changes.
        input.requestId === undefined ? undefined : queryClient.invalidateQueries({ queryKey: bookingRequestKeys.all }),
      ]),
  });
}
