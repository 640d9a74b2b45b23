import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { todayInRome } from '@nbp/contracts/common';
import type { Booking, BookingStatus } from '@nbp/contracts/http/booking';
import { getPage } from '../../../lib/api-client.ts';
import { adminBookingKeys } from '../../../lib/query-keys.ts';
import { ADMIN_REFETCH_MS } from '../../../lib/admin-live.ts';
import { quickRangeDates, type QuickRange } from '../logic/quick-range.ts';

export interface BookingFilters {
  boatId: 'all' | string;
  status: 'all' | BookingStatus;
  sortBy: 'date' | 'created';
  order: 'asc' | 'desc';
  /** The customer search as sent (already debounced): a part of the name, e-mail or phone. */
  q: string;
  range: QuickRange;
  /** 1-based. */
  page: number;
  /**
   * A booking to show: the server answers the page holding it instead of `page`, and says which
   * (docs/back-office.md#showing-a-booking-on-its-page). Null once the panel has turned it into a page.
   */
  aroundId: number | null;
}

/** Bookings per page of the list (docs/back-office.md#finding-a-booking). */
export const PAGE_SIZE = 20;

/** The default filters: all boats, all statuses, by date, ascending (docs/product/screens.md#admin-bookings), first page. */
export const DEFAULT_FILTERS: BookingFilters = {
  boatId: 'all',
  status: 'all',
  sortBy: 'date',
  order: 'asc',
  q: '',
  range: 'all',
  page: 1,
  aroundId: null,
};

/** 'all' and an empty search are not sent: the server then returns every boat, status and customer. */
export function bookingsQueryString(filters: BookingFilters, today: string = todayInRome()): string {
  const params = new URLSearchParams();
  if (filters.boatId !== 'all') params.set('boatId', filters.boatId);
  if (filters.status !== 'all') params.set('status', filters.status);
  params.set('sortBy', filters.sortBy);
  params.set('order', filters.order);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  const range = quickRangeDates(filters.range, today);
  if (range) {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  params.set('limit', String(PAGE_SIZE));
  params.set('offset', String((filters.page - 1) * PAGE_SIZE));
  if (filters.aroundId !== null) params.set('aroundId', String(filters.aroundId));
  return params.toString();
}

export const getAdminBookings = (filters: BookingFilters) => getPage<Booking>(`/api/admin/bookings?${bookingsQueryString(filters)}`);

/** Refetched every few seconds while the page is visible: another admin or a visitor may have changed it. */
export const adminBookingsQueryOptions = (filters: BookingFilters) =>
  queryOptions({
    queryKey: adminBookingKeys.list(filters),
    queryFn: () => getAdminBookings(filters),
    placeholderData: keepPreviousData,
    refetchInterval: ADMIN_REFETCH_MS,
  });

export const useAdminBookings = (filters: BookingFilters) => useQuery(adminBookingsQueryOptions(filters));
