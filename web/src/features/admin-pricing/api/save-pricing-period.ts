import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricingPeriodInput, PricingPeriodSaved } from '@nbp/contracts/http/pricing';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterPricingChange } from './invalidate.ts';

/**
 * POST /api/admin/pricing-periods, or PATCH /api/admin/pricing-periods/:id when an id is given; the
 * answer names the other active periods the saved one overlaps.
 */
export const savePricingPeriod = ({ id, input }: { id?: number; input: PricingPeriodInput }) =>
  id === undefined
    ? api.post<PricingPeriodSaved>('/api/admin/pricing-periods', input)
    : api.patch<PricingPeriodSaved>(`/api/admin/pricing-periods/${id}`, input);

export function useSavePricingPeriod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePricingPeriod, onSuccess: () => refreshAfterPricingChange(queryClient) });
}
