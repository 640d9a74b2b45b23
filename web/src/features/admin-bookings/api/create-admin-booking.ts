import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingCreate, Booking } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterBookingChange } from './invalidate.ts';

export const createAdminBooking = (input: AdminBookingCreate) => api.post<Booking>('/api/admin/bookings', input);

export function useCreateAdminBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAdminBooking, onSuccess: () => refreshAfterBookingChange(queryClient) });
}
