import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClosedDays, ClosedDaysInput } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, planningKeys } from '../../../lib/query-keys.ts';

/** Closed days (docs/back-office.md#closed-days): close a boat's days, reopen them. */
export const closeDays = (input: ClosedDaysInput) => api.post<ClosedDays>('/api/admin/blocked-days', input);
export const reopenDays = (id: number) => api.delete<unknown>(`/api/admin/blocked-days/${id}`);

/** The planning shows the change at once; the public calendar reads its days again. */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: planningKeys.all }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.calendarBookings }),
  ]);

export function useCloseDays() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeDays, onSuccess: () => refresh(queryClient) });
}

export function useReopenDays() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reopenDays, onSuccess: () => refresh(queryClient) });
}
