import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoatPrice, BoatPriceInput } from '@nbp/contracts/http/pricing';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterPricingChange } from './invalidate.ts';

/** POST /api/admin/boat-pricing for a new price, PATCH /api/admin/boat-pricing/:id for an existing one. */
export const saveBoatPrice = ({ id, input }: { id?: number; input: BoatPriceInput }) =>
  id === undefined ? api.post<BoatPrice>('/api/admin/boat-pricing', input) : api.patch<BoatPrice>(`/api/admin/boat-pricing/${id}`, input);

export function useSaveBoatPrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBoatPrice, onSuccess: () => refreshAfterPricingChange(queryClient) });
}
