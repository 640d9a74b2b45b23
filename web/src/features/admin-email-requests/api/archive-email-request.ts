import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailRequest, EmailRequestsArchive } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { withArchived } from '../logic/archive.ts';
import { emailRequestKeys } from '../../../lib/query-keys.ts';

export const archiveEmailRequest = (id: number) => api.post<EmailRequest>(`/api/admin/email-requests/${id}/archive`);
export const archiveEmailRequests = (ids: number[]) =>
  api.post<EmailRequest[]>('/api/admin/email-requests/archive', { ids } satisfies EmailRequestsArchive);
export const unarchiveEmailRequest = (id: number) => api.post<EmailRequest>(`/api/admin/email-requests/${id}/unarchive`);

/**
 * Archivia / Ripristina: the card moves at once (optimistic), moves back if the server refuses,
 * and the list is refetched either way (docs/product/screens.md#admin-requests).
 */
export function useSetArchived(archived: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => (archived ? archiveEmailRequest(id) : unarchiveEmailRequest(id)),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: emailRequestKeys.all });
      const previous = queryClient.getQueryData<EmailRequest[]>(emailRequestKeys.all);
      if (previous) queryClient.setQueryData<EmailRequest[]>(emailRequestKeys.all, withArchived(previous, id, archived));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(emailRequestKeys.all, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailRequestKeys.all }),
  });
}

/** 'Archivia selezionate': the selected requests in one call, moved at once and back if refused. */
export function useArchiveMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => archiveEmailRequests(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: emailRequestKeys.all });
      const previous = queryClient.getQueryData<EmailRequest[]>(emailRequestKeys.all);
      if (previous) queryClient.setQueryData<EmailRequest[]>(emailRequestKeys.all, withArchived(previous, ids, true));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(emailRequestKeys.all, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailRequestKeys.all }),
  });
}
