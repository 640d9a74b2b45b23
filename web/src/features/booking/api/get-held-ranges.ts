import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeldRange } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, LIVE } from '../../../lib/query-keys.ts';

/**
 * Days other visitors' pending requests hold (docs/request-lifecycle.md#holds). Like the confirmed
 * bookings, a failure leaves the calendar usable: the server still refuses held days on sending.
 */
export async function getHeldRanges(boatId: number): Promise<HeldRange[]> {
  try {
    return await api.get<HeldRange[]>(`/api/bookings/held?boatId=${boatId}`);
  } catch {
    return [];
  }
}

export const heldRangesQueryOptions = (boatId: number) =>
  queryOptions({
    queryKey: bookingKeys.heldOf(boatId),
    meta: LIVE,
    queryFn: () => getHeldRanges(boatId),
    staleTime: 30_000,
    gcTime: 30_000,
  });

export const useHeldRanges = (boatId: number) => useQuery(heldRangesQueryOptions(boatId));
