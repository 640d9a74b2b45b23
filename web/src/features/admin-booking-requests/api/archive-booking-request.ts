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
 * The requests list while an archive or restore is sent: moved at once (optimistic), moved back if
 * the server refuses, and read again either way (docs/product/screens.md#admin-requests).
 */
function movedAtOnce<Ids extends number | number[]>(queryClient: ReturnType<typeof useQueryClient>, archived: boolean) {
  return {
    onMutate: async (ids: Ids) => {
      await queryClient.cancelQueries({ queryKey: bookingRequestKeys.all });
      const previous = queryClient.getQueryData<BookingRequest[]>(bookingRequestKeys.all);
      if (previous) queryClient.setQueryData<BookingRequest[]>(bookingRequestKeys.all, withArchived(previous, ids, archived));
      return { previous };
    },
    onError: (_error: unknown, _ids: Ids, context: { previous?: BookingRequest[] } | undefined) => {
      if (context?.previous) queryClient.setQueryData(bookingRequestKeys.all, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingRequestKeys.all }),
  };
}

/** Archivia / Ripristina of one request. */
export function useSetArchived(archived: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => (archived ? archiveBookingRequest(id) : unarchiveBookingRequest(id)),
    ...movedAtOnce<number>(queryClient, archived),
  });
}

/** 'Archivia selezionate': the selected requests in one call. */
export function useArchiveMany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (ids: number[]) => archiveBookingRequests(ids), ...movedAtOnce<number[]>(queryClient, true) });
}
