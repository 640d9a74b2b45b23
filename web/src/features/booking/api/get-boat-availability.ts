import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, LIVE } from '../../../lib/query-keys.ts';

export interface AvailabilityParams {
  boatId: number;
  startDate: string;
  endDate: string;
}

/** Never answered from a cache: the request says no-cache and the result is dropped when unused. */
export async function getBoatAvailability({ boatId, startDate, endDate }: AvailabilityParams): Promise<{ available: boolean }> {
  const query = new URLSearchParams({ boatId: String(boatId), startDate, endDate });
  try {
    return await api.read(
      `/api/simple-boat-availability?${query}`,
      () => import('@nbp/contracts/http/booking').then((contracts) => contracts.availabilityAnswer),
      { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' }, cache: 'no-store' },
    );
  } catch (error) {
    throw new Error('Failed to check boat availability', { cause: error });
  }
}

export const boatAvailabilityQueryOptions = (params: AvailabilityParams) =>
  queryOptions({
    queryKey: bookingKeys.boatAvailability(params),
    meta: LIVE,
    queryFn: () => getBoatAvailability(params),
    staleTime: 0,
    gcTime: 0,
  });

export const useBoatAvailability = (params: AvailabilityParams | null) =>
  useQuery({ ...boatAvailabilityQueryOptions(params ?? { boatId: 0, startDate: '', endDate: '' }), enabled: params !== null });
