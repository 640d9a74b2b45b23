import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingUpdate, Booking } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterBookingChange } from './invalidate.ts';

/** The full edit, or the quick status change that sends {status} only. */
export const updateAdminBooking = ({ id, input }: { id: number; input: AdminBookingUpdate }) =>
  api.patch<Booking>(`/api/admin/bookings/${id}`, input);

export function useUpdateAdminBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAdminBooking, onSuccess: () => refreshAfterBookingChange(queryClient) });
}
