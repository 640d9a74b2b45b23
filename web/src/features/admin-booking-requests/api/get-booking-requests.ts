import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  REQUEST_STATE_HEADER,
  REQUESTS_PAGE_SIZE,
  requestState,
  type BookingRequest,
  type RequestState,
} from '@nbp/contracts/http/booking';
import { getPage } from '../../../lib/api-client.ts';
import { bookingRequestKeys } from '../../../lib/query-keys.ts';
import { ADMIN_REFETCH_MS } from '../../../lib/admin-live.ts';

/** What the requests tab asks (docs/back-office.md#richieste-email). */
export interface RequestFilters {
  state: RequestState;
  /** The customer search as sent (already debounced). */
  q: string;
  /** 1-based. */
  page: number;
  /** A request to show: the server answers the state and the page holding it. Null once turned into a page. */
  aroundId: number | null;
}

/** The to-do list: the pending requests, the hold that ends first on top, first page. */
export const DEFAULT_REQUEST_FILTERS: RequestFilters = { state: 'pending', q: '', page: 1, aroundId: null };

/** The query of GET /api/admin/email-requests; the order is the state's own (expiry for the pending ones). */
export function requestsQueryString(filters: RequestFilters): string {
  const params = new URLSearchParams({ state: filters.state, page: String(filters.page) });
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.aroundId !== null) params.set('aroundId', String(filters.aroundId));
  return params.toString();
}

export interface RequestsPage {
  items: BookingRequest[];
  total: number;
  /** Where the page answered starts (the one holding `aroundId`), and the state it lists. */
  offset: number;
  state: RequestState;
}

export async function getBookingRequests(filters: RequestFilters): Promise<RequestsPage> {
  const header = REQUEST_STATE_HEADER.toLowerCase();
  const page = await getPage<BookingRequest>(`/api/admin/email-requests?${requestsQueryString(filters)}`, [header]);
  const state = requestState.safeParse(page.headers[header]);
  return {
    items: page.items,
    total: page.total,
    offset: page.offset ?? (filters.page - 1) * REQUESTS_PAGE_SIZE,
    state: state.success ? state.data : filters.state,
  };
}

/**
 * Refetched every 5 seconds while the page is visible (docs/back-office.md#live-lists) so new requests,
 * their count and delivery outcomes show up without a reload.
 */
export const bookingRequestsQueryOptions = (filters: RequestFilters) =>
  queryOptions({
    queryKey: bookingRequestKeys.list(filters),
    queryFn: () => getBookingRequests(filters),
    placeholderData: keepPreviousData,
    refetchInterval: ADMIN_REFETCH_MS,
  });

export const useBookingRequests = (filters: RequestFilters) => useQuery(bookingRequestsQueryOptions(filters));

/**
 * How many requests wait for an answer: the total of the to-do list's first page, so the tab's badge
 * and the panel count one thing from one answer (the panel on its default list asks the very same).
 */
export function usePendingCount(): number | undefined {
  return useBookingRequests(DEFAULT_REQUEST_FILTERS).data?.total;
}
