import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest, BookingRequestsArchive } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { withArchived } from '../logic/archive.ts';
import { bookingRequestKeys } from '../../../lib/query-keys.ts';

export const archiveBookingRequest = (id: number) => api.post<BookingRequest>(`/api/admin/email-requests/${id}/archive`);
export const archiveBookingRequests = (ids: number[]) =>
  api.post<BookingRequest[]>('/api/admin/email-requests/archive', { ids } satisfies BookingRequestsArchive);
export const unarchiveBookingRequest = (id: number) => api.post<BookingRequest>(`/api/admin/email-requests/${id}/unarchive`);

/**
 * Archivia / Ripristina: the card moves at once (optimistic), moves back if the server refuses,
 * and the list is refetched either way (docs/product/screens.md#admin-requests).
 */
export function useSetArchived(archived: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => (archived ? archiveBookingRequest(id) : unarchiveBookingRequest(id)),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: bookingRequestKeys.all });
      const previous = queryClient.getQueryData<BookingRequest[]>(bookingRequestKeys.all);
      if (previous) queryClient.setQueryData<BookingRequest[]>(bookingRequestKeys.all, withArchived(previous, id, archived));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(bookingRequestKeys.all, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingRequestKeys.all }),
  });
}

/** 'Archivia selezionate': the selected requests in one call, moved at once and back if refused. */
export function useArchiveMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => archiveBookingRequests(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: bookingRequestKeys.all });
      const previous = queryClient.getQueryData<BookingRequest[]>(bookingRequestKeys.all);
      if (previous) queryClient.setQueryData<BookingRequest[]>(bookingRequestKeys.all, withArchived(previous, ids, true));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(bookingRequestKeys.all, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingRequestKeys.all }),
  });
}
