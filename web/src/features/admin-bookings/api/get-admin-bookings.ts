import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, BookingStatus } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { adminBookingKeys } from '../../../lib/query-keys.ts';

export interface BookingFilters {
  boatId: 'all' | string;
  status: 'all' | BookingStatus;
  sortBy: 'date' | 'created';
  order: 'asc' | 'desc';
}

/** The default filters: all boats, all statuses, by date, ascending (docs/product/screens.md#admin-bookings). */
export const DEFAULT_FILTERS: BookingFilters = { boatId: 'all', status: 'all', sortBy: 'date', order: 'asc' };

/** 'all' is not sent: the server then returns every boat and every status. */
export function bookingsQueryString(filters: BookingFilters): string {
  const params = new URLSearchParams();
  if (filters.boatId !== 'all') params.set('boatId', filters.boatId);
  if (filters.status !== 'all') params.set('status', filters.status);
  params.set('sortBy', filters.sortBy);
  params.set('order', filters.order);
  return params.toString();
}

export const getAdminBookings = (filters: BookingFilters) => api.get<Booking[]>(`/api/admin/bookings?${bookingsQueryString(filters)}`);

export const adminBookingsQueryOptions = (filters: BookingFilters) =>
  queryOptions({ queryKey: adminBookingKeys.list(filters), queryFn: () => getAdminBookings(filters), placeholderData: keepPreviousData });

export const useAdminBookings = (filters: BookingFilters) => useQuery(adminBookingsQueryOptions(filters));
