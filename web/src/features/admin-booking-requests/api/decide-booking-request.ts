import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingRequest, RequestDeclineInput } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { adminBookingKeys, bookingKeys, bookingRequestKeys, dashboardKeys } from '../../../lib/query-keys.ts';

/** Conferma answers the booking the request became (docs/request-lifecycle.md#confirm). */
export const confirmBookingRequest = (id: number) => api.post<Booking>(`/api/admin/email-requests/${id}/confirm`);
/** `reason` as the decline dialog's contract check gives it: trimmed, null for none. */
export const declineBookingRequest = ({ id, reason }: { id: number; reason: string | null }) =>
  api.post<BookingRequest>(`/api/admin/email-requests/${id}/decline`, { reason } satisfies RequestDeclineInput);

/**
 * Conferma / Rifiuta (docs/request-lifecycle.md#confirm, #decline): the requests list changes either
 * way; a confirmation also makes a booking, so the bookings list, the dashboard and the public
 * calendar (taken and held days, both under /api/bookings) are refreshed too.
 */
function refreshAfterDecision(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingRequestKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.calendarBookings }),
  ]);
}

export function useConfirmBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmBookingRequest, onSettled: () => refreshAfterDecision(queryClient) });
}

export function useDeclineBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineBookingRequest, onSettled: () => refreshAfterDecision(queryClient) });
}
