import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterBookingChange } from './invalidate.ts';

export const deleteAdminBooking = (id: number) => api.delete<unknown>(`/api/admin/bookings/${id}`);

export function useDeleteAdminBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAdminBooking, onSuccess: () => refreshAfterBookingChange(queryClient) });
}
