import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlternativeBoat } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, LIVE } from '../../../lib/query-keys.ts';

export interface AlternativesParams {
  startDate: string;
  endDate: string;
  excludeBoatId: number;
}

export async function getAlternativeBoats({ startDate, endDate, excludeBoatId }: AlternativesParams): Promise<AlternativeBoat[]> {
  const query = new URLSearchParams({ startDate, endDate, excludeBoatId: String(excludeBoatId) });
  try {
    return await api.read(`/api/all-boats-availability?${query}`, () =>
      import('@nbp/contracts/http/booking').then(({ alternativeBoat }) => alternativeBoat.array()),
    );
  } catch (error) {
    throw new Error('Failed to fetch available boats', { cause: error });
  }
}

export const alternativeBoatsQueryOptions = (params: AlternativesParams) =>
  queryOptions({ queryKey: bookingKeys.alternatives(params), meta: LIVE, queryFn: () => getAlternativeBoats(params), staleTime: 0 });

export const useAlternativeBoats = (params: AlternativesParams | null) =>
  useQuery({ ...alternativeBoatsQueryOptions(params ?? { startDate: '', endDate: '', excludeBoatId: 0 }), enabled: params !== null });
