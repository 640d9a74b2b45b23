import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModelAvailability } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, LIVE } from '../../../lib/query-keys.ts';

export interface ModelAvailabilityParams {
  boatModel: string;
  startDate: string;
  endDate: string;
}

export async function getModelAvailability({ boatModel, startDate, endDate }: ModelAvailabilityParams): Promise<ModelAvailability[]> {
  const query = new URLSearchParams({ boatModel, startDate, endDate });
  try {
    return await api.get<ModelAvailability[]>(`/api/availability?${query}`);
  } catch (error) {
    throw new Error('Failed to check availability', { cause: error });
  }
}

/**
 * Asked only when the boat is unavailable, and its answer is not shown (docs/product/screens.md#data-loading; the
 * alternatives list covers every model). Kept so the call pattern matches the documented one.
 */
export const useModelAvailability = (params: ModelAvailabilityParams | null) =>
  useQuery({
    ...queryOptions({
      queryKey: bookingKeys.modelAvailability(params),
      meta: LIVE,
      queryFn: () => getModelAvailability(params!),
    }),
    enabled: params !== null,
  });
