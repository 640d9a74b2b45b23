import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBoat, BoatContentWithTranslations } from '@nbp/contracts/http/catalogue';
import { api } from '../../../lib/api-client.ts';
import { adminBoatKeys, boatKeys, dashboardKeys, publicPricingKeys, quoteKeys } from '../../../lib/query-keys.ts';

/** PUT /api/admin/boats/:id with the whole edited boat, its English texts included. */
export const updateBoatContent = ({ id, content }: { id: number; content: BoatContentWithTranslations }) =>
  api.put<AdminBoat>(`/api/admin/boats/${id}`, content);

/** Afterwards every copy of the boat is refreshed: admin lists, public list and detail, prices, dashboard. */
export function useUpdateBoatContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBoatContent,
    onSuccess: () =>
      Promise.all(
        [adminBoatKeys.all, boatKeys.all, dashboardKeys.all, publicPricingKeys.all, quoteKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
