import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest, BookingRequestsArchive } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { withoutMoved } from '../logic/archive.ts';
import type { RequestsPage } from './get-booking-requests.ts';
import { bookingRequestKeys } from '../../../lib/query-keys.ts';

export const archiveBookingRequest = (id: number) => api.post<BookingRequest>(`/api/admin/email-requests/${id}/archive`);
export const archiveBookingRequests = (ids: number[]) =>
  api.post<BookingRequest[]>('/api/admin/email-requests/archive', { ids } satisfies BookingRequestsArchive);
export const unarchiveBookingRequest = (id: number) => api.post<BookingRequest>(`/api/admin/email-requests/${id}/unarchive`);

type Cached = [readonly unknown[], RequestsPage | undefined][];

/**
 * The requests lists while an archive or restore is sent: the requests leave their list at once
 * (optimistic), come back if the server refuses, and every list is read again either way
 * (docs/back-office.md#richieste-email).
 */
function movedAtOnce<Ids extends number | number[]>(queryClient: ReturnType<typeof useQueryClient>, archived: boolean) {
  return {
    onMutate: async (ids: Ids) => {
      await queryClient.cancelQueries({ queryKey: bookingRequestKeys.all });
      const previous: Cached = queryClient.getQueriesData<RequestsPage>({ queryKey: bookingRequestKeys.all });
      for (const [key, page] of previous) if (page?.items) queryClient.setQueryData(key, withoutMoved(page, ids, archived));
      return { previous };
    },
    onError: (_error: unknown, _ids: Ids, context: { previous?: Cached } | undefined) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
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
