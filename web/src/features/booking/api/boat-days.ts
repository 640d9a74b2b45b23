import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { LIVE } from '../../../lib/query-keys.ts';

/**
 * A boat's days for the calendar, read live (never from the page's HTML) and kept 30 s. A failed
 * call must not lock the calendar: it reads as an empty list, and the server still refuses a taken
 * day when the request is sent (docs/product/screens.md#data-loading).
 */
export function boatDaysQueryOptions<Day>(queryKey: QueryKey, url: string) {
  return queryOptions({
    queryKey,
    meta: LIVE,
    queryFn: (): Promise<Day[]> => api.get<Day[]>(url).catch(() => []),
    staleTime: 30_000,
    gcTime: 30_000,
  });
}
