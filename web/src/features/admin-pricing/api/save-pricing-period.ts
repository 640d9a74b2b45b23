import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricingPeriod, PricingPeriodInput } from '@nbp/contracts/http/pricing';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterPricingChange } from './invalidate.ts';

/** POST /api/admin/pricing-periods, or PATCH /api/admin/pricing-periods/:id when an id is given. */
export const savePricingPeriod = ({ id, input }: { id?: number; input: PricingPeriodInput }) =>
  id === undefined
    ? api.post<PricingPeriod>('/api/admin/pricing-periods', input)
    : api.patch<PricingPeriod>(`/api/admin/pricing-periods/${id}`, input);

export function useSavePricingPeriod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePricingPeriod, onSuccess: () => refreshAfterPricingChange(queryClient) });
}
