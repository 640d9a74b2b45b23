import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, LIVE } from '../../../lib/query-keys.ts';

/** Days the office closed for this boat; like the bookings, a failure leaves the calendar usable. */
export async function getUnavailableDates(boatId: number): Promise<string[]> {
  try {
    return await api.get<string[]>(`/api/unavailable-dates?boatId=${boatId}`);
  } catch {
    return [];
  }
}

export const unavailableDatesQueryOptions = (boatId: number) =>
  queryOptions({
    queryKey: bookingKeys.unavailableDates(boatId),
    meta: LIVE,
    queryFn: () => getUnavailableDates(boatId),
    staleTime: 30_000,
    gcTime: 30_000,
  });

export const useUnavailableDates = (boatId: number) => useQuery(unavailableDatesQueryOptions(boatId));
