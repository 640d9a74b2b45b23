import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterPricingChange } from './invalidate.ts';

export const deletePricingPeriod = (id: number) => api.delete<unknown>(`/api/admin/pricing-periods/${id}`);

export function useDeletePricingPeriod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePricingPeriod, onSuccess: () => refreshAfterPricingChange(queryClient) });
}
