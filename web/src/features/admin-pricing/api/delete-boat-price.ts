import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoatPriceDeleted } from '@nbp/contracts/http/pricing';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterPricingChange } from './invalidate.ts';

/** DELETE /api/admin/boat-pricing/:id: one boat's price in one period; the period stays. */
export const deleteBoatPrice = (id: number) => api.delete<BoatPriceDeleted>(`/api/admin/boat-pricing/${id}`);

export function useDeleteBoatPrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBoatPrice, onSuccess: () => refreshAfterPricingChange(queryClient) });
}
